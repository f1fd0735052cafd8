import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingJson, InvoiceSellerJson } from '@market/contracts';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';

/** The shop's invoicing settings: one row (id 1), absent until the admin saves them. */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    vatId: text('vat_id').notNull().default(''),
    /** Hundredths of a percent: 2000 = 20 %. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    invoicePrefix: text('invoice_prefix').notNull().default('INV'),
    footer: text('footer').notNull().default(''),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('invoice_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The last number given per kind of document and calendar year. Taking a number updates the
 * row inside the transaction that issues the document, so the row lock orders concurrent
 * payments and a rolled-back payment gives its number back: no gap, no duplicate.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').$type<DocumentKind>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export type DocumentKind = 'invoice' | 'credit-note';

/**
 * What an invoice states, as it stood at issue: its number, amounts, tax terms, seller, buyer and
 * payment. An order's invoice and an extra's say the same things. A function: each table needs
 * column objects of its own.
 */
const invoiceColumns = () => ({
  number: text('number').notNull(),
  issuedAt: timestamptz('issued_at').notNull(),
  netCents: integer('net_cents').notNull(),
  taxCents: integer('tax_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  taxRateBp: integer('tax_rate_bp').notNull(),
  pricesIncludeTax: boolean('prices_include_tax').notNull(),
  currency: text('currency').notNull(),
  seller: jsonb('seller').$type<InvoiceSellerJson>().notNull(),
  /** The buyer's billing details at payment; null when they gave none. */
  billing: jsonb('billing').$type<BillingJson>(),
  buyerName: text('buyer_name').notNull(),
  paymentMethod: text('payment_method').notNull(),
  transactionId: text('transaction_id').notNull(),
});

/** An order's invoice, issued in the transaction that marks it paid; never updated. */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id').primaryKey(),
    ...invoiceColumns(),
  },
  (t) => [uniqueIndex('invoices_number_key').on(t.number), index('invoices_issued_idx').on(t.issuedAt)],
);

/**
 * The invoice of an extra bought during an order (issue 61 part 2): the next number of the same
 * yearly series as orders' invoices, issued in the transaction that adds the extra to its order,
 * on the order's tax terms; never updated. The accountant's documents list it beside `invoices`.
 */
export const extraInvoices = pgTable(
  'extra_invoices',
  {
    purchaseId: uuid('purchase_id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    title: text('title').notNull(),
    ...invoiceColumns(),
  },
  (t) => [
    uniqueIndex('extra_invoices_number_key').on(t.number),
    index('extra_invoices_issued_idx').on(t.issuedAt),
    index('extra_invoices_order_idx').on(t.orderId),
  ],
);

export type RefundStatus = 'pending' | 'done';

/**
 * A refund by amount. It is reserved (pending) before the provider is called, so two refunds at
 * once cannot give back more than was paid, and gets its credit note once the provider agreed.
 * `requestKey` makes a repeated request answer the first one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    orderId: uuid('order_id').notNull(),
    /**
     * The purchase whose payment this gives back (an extra bought during the order, a later
     * milestone): refunded on its own transaction, against its own invoice. Null: the order's payment.
     */
    purchaseId: uuid('purchase_id'),
    /** The purchase's invoice this credit note reduces; null: the order's invoice. */
    invoiceNumber: text('invoice_number'),
    requestKey: text('request_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    creditNoteNumber: text('credit_note_number'),
    creditNoteIssuedAt: timestamptz('credit_note_issued_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('refunds_order_request_key').on(t.orderId, t.requestKey),
    uniqueIndex('refunds_credit_note_key').on(t.creditNoteNumber),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_credit_note_issued_idx').on(t.creditNoteIssuedAt),
  ],
);

export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type ExtraInvoiceRow = typeof extraInvoices.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
