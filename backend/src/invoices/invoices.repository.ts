import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull, isNull, SQL, sql } from 'drizzle-orm';
import type { BillingJson } from '@market/contracts';
import { DATABASE } from '../db/database.module';
import type { OnChange } from '../audit/audit.service';
import { Database, DbExecutor } from '../db/database';
import {
  documentCounters,
  DocumentKind,
  extraInvoices,
  ExtraInvoiceRow,
  invoices,
  invoiceSettings,
  InvoiceRow,
  InvoiceSettingsRow,
  refunds,
  RefundRow,
} from './invoices.schema';

export type InvoiceSettingsValues = Omit<InvoiceSettingsRow, 'id' | 'updatedAt'>;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewExtraInvoice = typeof extraInvoices.$inferInsert;
export type NewRefund = Omit<typeof refunds.$inferInsert, 'id' | 'status' | 'createdAt'>;

/** One row of the documents list: an invoice, or a credit note (amounts negative). */
export interface DocumentRow {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  orderId: string;
  buyerName: string;
  billing: BillingJson | null;
  netCents: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  paymentMethod: string;
  transactionId: string;
}

/** A period of issue dates, `to` excluded. */
export interface Period {
  from: Date;
  to: Date;
}

/** The only code that touches the invoicing tables. */
@Injectable()
export class InvoicesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async settings(tx: DbExecutor = this.db): Promise<InvoiceSettingsRow | undefined> {
    const [row] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1)).limit(1);
    return row;
  }

  /** Saves the one settings row; `onChange` (the audit record) runs in the same transaction. */
  saveSettings(
    values: InvoiceSettingsValues,
    onChange?: OnChange<InvoiceSettingsRow>,
  ): Promise<InvoiceSettingsRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1)).for('update');
      const [row] = await tx
        .insert(invoiceSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: invoiceSettings.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      await onChange?.(tx, before, row);
      return row;
    });
  }

  /**
   * The next number of a kind of document in a year. The upsert locks the counter row until the
   * caller's transaction ends: concurrent issuers wait in turn, and a rollback gives the number back.
   */
  async nextNumber(tx: DbExecutor, kind: DocumentKind, year: number): Promise<number> {
    const [row] = await tx
      .insert(documentCounters)
      .values({ kind, year, last: 1 })
      .onConflictDoUpdate({
        target: [documentCounters.kind, documentCounters.year],
        set: { last: sql`${documentCounters.last} + 1` },
      })
      .returning({ last: documentCounters.last });
    return row.last;
  }

  async insertInvoice(tx: DbExecutor, invoice: NewInvoice): Promise<InvoiceRow> {
    const [row] = await tx.insert(invoices).values(invoice).returning();
    return row;
  }

  async insertExtraInvoice(tx: DbExecutor, invoice: NewExtraInvoice): Promise<void> {
    await tx.insert(extraInvoices).values(invoice);
  }

  /** The invoices of extras bought during these orders, oldest first. */
  async extraInvoicesOf(orderIds: string[]): Promise<ExtraInvoiceRow[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .select()
      .from(extraInvoices)
      .where(inArray(extraInvoices.orderId, orderIds))
      .orderBy(asc(extraInvoices.issuedAt), asc(extraInvoices.number));
  }

  async findInvoice(orderId: string, tx: DbExecutor = this.db): Promise<InvoiceRow | undefined> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
    return row;
  }

  async findRefund(tx: DbExecutor, orderId: string, requestKey: string): Promise<RefundRow | undefined> {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.requestKey, requestKey)))
      .limit(1);
    return row;
  }

  async findRefundById(id: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
    return row;
  }

  /** The purchase an extra invoice of this order was issued for. */
  async purchaseOfInvoice(orderId: string, number: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ purchaseId: extraInvoices.purchaseId })
      .from(extraInvoices)
      .where(and(eq(extraInvoices.orderId, orderId), eq(extraInvoices.number, number)))
      .limit(1);
    return row?.purchaseId;
  }

  /** The extra invoice of a paid purchase (an extra bought during the order, a later milestone). */
  async findExtraInvoice(tx: DbExecutor, purchaseId: string): Promise<ExtraInvoiceRow | undefined> {
    const [row] = await tx
      .select()
      .from(extraInvoices)
      .where(eq(extraInvoices.purchaseId, purchaseId))
      .limit(1);
    return row;
  }

  /** Cents refunded or being refunded (reserved) of one payment: the order's (purchase null) or a purchase's. */
  async reservedCents(tx: DbExecutor, orderId: string, purchaseId: string | null): Promise<number> {
    const [row] = await tx
      .select({ cents: sql<string | null>`sum(${refunds.amountCents})` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), ofPayment(purchaseId)));
    return Number(row.cents ?? 0);
  }

  /** Cents refunded (done) of one payment. */
  async doneCents(tx: DbExecutor, orderId: string, purchaseId: string | null): Promise<number> {
    const [row] = await tx
      .select({ cents: sql<string | null>`sum(${refunds.amountCents})` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), ofPayment(purchaseId), eq(refunds.status, 'done')));
    return Number(row.cents ?? 0);
  }

  /** Cents refunded or reserved per purchase of the order (its own payment left out). */
  async reservedByPurchase(orderId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ purchaseId: refunds.purchaseId, cents: sql<string>`sum(${refunds.amountCents})` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), isNotNull(refunds.purchaseId)))
      .groupBy(refunds.purchaseId);
    return new Map(rows.map((row) => [row.purchaseId!, Number(row.cents)]));
  }

  async insertRefund(tx: DbExecutor, refund: NewRefund): Promise<RefundRow> {
    const [row] = await tx.insert(refunds).values(refund).returning();
    return row;
  }

  /** Pending -> done with its credit note, once: a second call answers undefined. */
  async completeRefund(
    tx: DbExecutor,
    id: string,
    done: { providerRefundId: string; creditNoteNumber: string; creditNoteIssuedAt: Date },
  ): Promise<RefundRow | undefined> {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'done', ...done })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
      .returning();
    return row;
  }

  /** Frees a reservation the provider refused (a done refund is never removed). */
  async deletePendingRefund(id: string): Promise<void> {
    await this.db.delete(refunds).where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
  }

  /** Cents invoiced since then, less the credit notes issued since then. */
  async netRevenueSince(since: Date): Promise<number> {
    const from = sql`${since.toISOString()}::timestamptz`;
    const result = await this.db.execute<{ cents: string | null }>(sql`
      select coalesce((select sum(total_cents) from invoices where issued_at >= ${from}), 0)
           + coalesce((select sum(total_cents) from extra_invoices where issued_at >= ${from}), 0)
           - coalesce((select sum(amount_cents) from refunds where status = 'done'
                and credit_note_issued_at >= ${from}), 0) as cents`);
    return Number(result.rows[0].cents ?? 0);
  }

  async countDocuments(period: Period): Promise<number> {
    const result = await this.db.execute<{ n: string }>(sql`
      select (select count(*) from invoices where issued_at >= ${period.from} and issued_at < ${period.to})
           + (select count(*) from extra_invoices
                where issued_at >= ${period.from} and issued_at < ${period.to})
           + (select count(*) from refunds where status = 'done'
                and credit_note_issued_at >= ${period.from} and credit_note_issued_at < ${period.to}) as n`);
    return Number(result.rows[0].n);
  }

  /**
   * Invoices and credit notes issued in the period, by date then number, after `after` (keyset
   * paging, so an export reads any number of them in batches without an ever larger offset).
   */
  async documents(
    period: Period,
    page: { limit: number; offset?: number; after?: { issuedAt: Date; number: string } },
  ): Promise<DocumentRow[]> {
    const after = page.after
      ? sql`where (d.issued_at, d.number) > (${page.after.issuedAt}, ${page.after.number})`
      : sql``;
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select * from (
        select 'invoice' as kind, i.number, i.issued_at, i.order_id, i.buyer_name, i.billing,
               i.net_cents, i.tax_cents, i.total_cents, i.currency, i.payment_method, i.transaction_id
          from invoices i
         where i.issued_at >= ${period.from} and i.issued_at < ${period.to}
        union all
        select 'invoice', x.number, x.issued_at, x.order_id, x.buyer_name, x.billing,
               x.net_cents, x.tax_cents, x.total_cents, x.currency, x.payment_method, x.transaction_id
          from extra_invoices x
         where x.issued_at >= ${period.from} and x.issued_at < ${period.to}
        union all
        select 'credit-note', r.credit_note_number, r.credit_note_issued_at, r.order_id,
               coalesce(i.buyer_name, i2.buyer_name, ''), coalesce(i.billing, i2.billing),
               -r.net_cents, -r.tax_cents, -r.amount_cents, coalesce(i.currency, i2.currency, 'usd'),
               coalesce(i.payment_method, i2.payment_method, ''), coalesce(r.provider_refund_id, '')
          from refunds r
          left join invoices i on i.order_id = r.order_id and r.purchase_id is null
          left join extra_invoices i2 on i2.purchase_id = r.purchase_id
         where r.status = 'done' and r.credit_note_issued_at >= ${period.from}
           and r.credit_note_issued_at < ${period.to}
      ) d ${after}
      order by d.issued_at, d.number
      limit ${page.limit} offset ${page.offset ?? 0}`);
    return result.rows.map((row) => ({
      kind: row.kind as DocumentKind,
      number: String(row.number),
      issuedAt: new Date(row.issued_at as string | Date),
      orderId: String(row.order_id),
      buyerName: String(row.buyer_name),
      billing: parseJson<BillingJson>(row.billing),
      netCents: Number(row.net_cents),
      taxCents: Number(row.tax_cents),
      totalCents: Number(row.total_cents),
      currency: String(row.currency),
      paymentMethod: String(row.payment_method),
      transactionId: String(row.transaction_id),
    }));
  }
}

/** node-postgres parses jsonb; a raw PGlite result may hand it over as text. */
function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The refunds of one payment: the order's own (no purchase) or one purchase's. */
function ofPayment(purchaseId: string | null): SQL {
  return purchaseId ? eq(refunds.purchaseId, purchaseId) : isNull(refunds.purchaseId);
}
