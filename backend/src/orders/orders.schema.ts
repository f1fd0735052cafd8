import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FulfilmentStage, MilestoneStatus, RequirementKind } from '@market/contracts';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';
import { invoices, refunds } from '../invoices/invoices.schema';
import { users } from '../users/users.schema';
import { CancelResolution, OrderStatus, PaymentMethod, PaymentStatus } from './order-status';

/**
 * One purchase. It keeps its own copy of what was bought, at what price and by whom, so
 * editing or deleting the service (or the account's profile) never changes a past order.
 * No foreign keys to services or offers for the same reason.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    buyerId: uuid('buyer_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone'),
    /** The catalogue service bought; null for a custom offer not tied to a service. */
    serviceId: uuid('service_id'),
    serviceTitle: text('service_title').notNull(),
    /** basic / standard / premium, or 'custom offer'. */
    packageName: text('package_name').notNull(),
    offerId: uuid('offer_id'),
    /** Price before the coupon, in cents. */
    listPriceCents: integer('list_price_cents').notNull(),
    couponId: uuid('coupon_id'),
    couponCode: text('coupon_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** What the buyer pays, in cents (list price minus discount, plus the tax when added on top). */
    priceCents: integer('price_cents').notNull(),
    /** The tax in the price, in cents, and its rate (hundredths of a percent), fixed at checkout. */
    taxCents: integer('tax_cents').notNull().default(0),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    /** False when the tax was added to the shop's price at checkout. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    /** The currency charged: the shop's (SHOP_CURRENCY) when the order was made, lower case. */
    currency: text('currency').notNull().default('usd'),
    /**
     * The currency the buyer saw prices in and its rate per unit of `currency`, from the stored
     * rates at checkout (never from the browser); null when it was the shop's own.
     */
    displayCurrency: text('display_currency'),
    displayRate: doublePrecision('display_rate'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** Stripe checkout session id or PayPal order id. */
    providerRef: text('provider_ref'),
    /** The provider's page where the buyer pays (Stripe Checkout or PayPal approval), while unpaid. */
    paymentUrl: text('payment_url'),
    /** Stripe payment intent or PayPal capture id, once paid. */
    transactionId: text('transaction_id'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    refundId: text('refund_id'),
    /** The buyer pressed Cancel on the payment page (payment status failed: nothing was charged). */
    paymentCancelled: boolean('payment_cancelled').notNull().default(false),
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('pending'),
    cancelRequest: boolean('cancel_request').notNull().default(false),
    /** The buyer's reason, optional. */
    cancelReason: text('cancel_reason'),
    /** The admin's answer to the cancel request; null while it waits (or when none was made). */
    cancelResolution: text('cancel_resolution').$type<CancelResolution>(),
    /** The admin's message to the buyer when declining. */
    cancelResponse: text('cancel_response'),
    cancelResolvedAt: timestamptz('cancel_resolved_at'),
    paidAt: timestamptz('paid_at'),
    /** When the buyer discarded the unpaid order: it leaves their list and can no longer be paid. */
    discardedAt: timestamptz('discarded_at'),
    createdAt: createdAtColumn(),
    // The work (see order-lifecycle.ts). What the package promised is copied at checkout.
    /** Days from the requirements to the due date: the package's delivery time (an offer's). */
    deliveryDays: integer('delivery_days').notNull().default(0),
    revisionsAllowed: integer('revisions_allowed').notNull().default(0),
    /** The service's questions, copied at checkout; the answers are filled in by the buyer. */
    requirements: jsonb('requirements')
      .$type<StoredRequirement[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Extra lines bought with the package (copied at checkout) or during the order; in deliveryDays and revisionsAllowed. */
    extras: jsonb('extras')
      .$type<StoredOrderExtra[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Null until paid. */
    stage: text('stage').$type<FulfilmentStage>(),
    dueAt: timestamptz('due_at'),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    requirementsSubmittedAt: timestamptz('requirements_submitted_at'),
    deliveries: jsonb('deliveries')
      .$type<StoredDelivery[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    revisionRequests: jsonb('revision_requests')
      .$type<StoredRevisionRequest[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    autoAcceptAt: timestamptz('auto_accept_at'),
    completedAt: timestamptz('completed_at'),
    /** The delivery was not answered in time and was accepted by itself. */
    autoAccepted: boolean('auto_accepted').notNull().default(false),
    /** The staff member working on it (`PATCH /api/orders/:id/assignee`); null when nobody is. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('orders_provider_ref_key').on(t.paymentMethod, t.providerRef),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_buyer_service_paid_idx')
      .on(t.buyerId, t.serviceId)
      .where(sql`payment_status = 'paid'`),
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`payment_status = 'paid'`),
    // A custom offer is bought once: two checkouts of it may both be paid at the provider, but
    // only one order can become paid (the other payment is refunded on arrival).
    uniqueIndex('orders_offer_paid_key')
      .on(t.offerId)
      .where(sql`payment_status = 'paid'`),
    index('orders_working_due_idx')
      .on(t.dueAt)
      .where(sql`stage in ('working', 'revision')`),
    index('orders_delivered_auto_accept_idx')
      .on(t.autoAcceptAt)
      .where(sql`stage = 'delivered'`),
    index('orders_assignee_created_idx')
      .on(t.assigneeId, t.createdAt.desc())
      .where(sql`assignee_id is not null`),
  ],
);

export interface StoredRequirement {
  question: string;
  required: boolean;
  kind: RequirementKind;
  answer: string | null;
  /** Ids of the order's files. */
  files: string[];
}

export interface StoredOrderExtra {
  /** The service's extra id, or 'revision' (one more revision bought during the order). */
  extraId: string;
  title: string;
  priceCents: number;
  deliveryDays: number;
  revisions: number;
  boughtAt: 'checkout' | 'mid-order';
  /** A mid-order line: when its payment arrived (ISO), and its own invoice's number. */
  paidAt?: string;
  invoiceNumber?: string;
}

export interface StoredDelivery {
  id: string;
  message: string;
  /** Ids of the order's files. */
  files: string[];
  createdAt: string;
}

export interface StoredRevisionRequest {
  message: string;
  createdAt: string;
}

/**
 * Private files of an order (requirements attachments, deliveries), kept in the storage driver
 * under `order-files/`, never under the public /uploads/. Removed with their order.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('order_files_order_idx').on(t.orderId, t.createdAt),
    index('order_files_uploader_created_idx').on(t.uploaderId, t.createdAt),
  ],
);

/**
 * An extra bought while an order runs (issue 61 part 2: one more revision, or an extra of the
 * package not yet bought): its own checkout through the same providers, added to the order
 * (`orders.extras`, revisions, due date) only once paid. A pending or failed one changes nothing.
 * Its checkout is found by provider ref like an order's (see OrderExtras).
 */
export const orderExtraPurchases = pgTable(
  'order_extra_purchases',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').notNull(),
    /** The service's extra id, or 'revision'. */
    extraId: text('extra_id').notNull(),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    revisions: integer('revisions').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url'),
    transactionId: text('transaction_id'),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    createdAt: createdAtColumn(),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    index('order_extra_purchases_order_created_idx').on(t.orderId, t.createdAt),
    // The reconciler's sweep of checkouts left unpaid.
    index('order_extra_purchases_pending_created_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    uniqueIndex('order_extra_purchases_provider_ref_key').on(t.paymentMethod, t.providerRef),
  ],
);

/**
 * The milestones of an order bought from a split custom offer (issue 61 part 3), copied from the
 * offer at checkout. The order is the parent: its lifecycle fields (stage, due date, deliveries,
 * revisions, auto-acceptance) run the milestone `in-progress`, and each move of a milestone is
 * made in the transaction of its order's conditional update, so the order's row decides it once.
 * Once a milestone that is not the last is accepted, the order's stage is `completed` (its work
 * is done: no delivery, revision or acceptance applies) while its spec status stays `in progress`
 * until the next is paid or the rest is cancelled; the spec's four statuses are kept, and what
 * the buyer is asked to pay is read here (`pending-payment` after an accepted one).
 * The first is paid by the order's own payment (its invoice is the order's); each later one by a
 * purchase of `order_extra_purchases` (extra id `milestone`), with an invoice of its own.
 */
export const orderMilestones = pgTable(
  'order_milestones',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 for the first. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Before the tax when it is added on top (the order's terms apply to each payment). */
    priceCents: integer('price_cents').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    status: text('status').$type<MilestoneStatus>().notNull().default('pending-payment'),
    paidAt: timestamptz('paid_at'),
    acceptedAt: timestamptz('accepted_at'),
    /** The purchase that paid it; null for the first (the order's own payment). */
    purchaseId: uuid('purchase_id'),
    /** Its own invoice's number (the first one's is the order's invoice). */
    invoiceNumber: text('invoice_number'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check(
      'order_milestones_status_known',
      sql`${t.status} in ('pending-payment', 'in-progress', 'accepted', 'cancelled')`,
    ),
  ],
);

/**
 * What an order's view reads with it, in one query (`db.query.orders.findMany({ with })`): its
 * files, its invoice and its refunds (the invoices module still decides what those rows mean:
 * `orderDocuments`). Each query on the embedded database waits its turn on one thread, and on
 * PostgreSQL one query instead of four is most of what a buyer's orders cost the API.
 */
export const orderRelations = relations(orders, ({ one, many }) => ({
  files: many(orderFiles),
  invoice: one(invoices, { fields: [orders.id], references: [invoices.orderId] }),
  refunds: many(refunds),
  milestones: many(orderMilestones),
}));
export const orderMilestoneRelations = relations(orderMilestones, ({ one }) => ({
  order: one(orders, { fields: [orderMilestones.orderId], references: [orders.id] }),
}));
export const orderFileRelations = relations(orderFiles, ({ one }) => ({
  order: one(orders, { fields: [orderFiles.orderId], references: [orders.id] }),
}));
export const refundOrderRelations = relations(refunds, ({ one }) => ({
  order: one(orders, { fields: [refunds.orderId], references: [orders.id] }),
}));

export type OrderFileRow = typeof orderFiles.$inferSelect;
export type OrderMilestoneRow = typeof orderMilestones.$inferSelect;

export type OrderRow = typeof orders.$inferSelect;
export type ExtraPurchaseRow = typeof orderExtraPurchases.$inferSelect;
export type NewExtraPurchaseRow = typeof orderExtraPurchases.$inferInsert;
export type NewOrderRow = typeof orders.$inferInsert;
