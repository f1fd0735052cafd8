import { DATE_RANGE_TEXT, isWithinDateRange } from '../common/date-range';
import { Injectable } from '@nestjs/common';
import {
  BillingJson,
  DEFAULT_INVOICING_SETTINGS,
  fromCents,
  InvoiceDocumentJson,
  InvoiceJson,
  InvoicingSettingsJson,
  refundSplit,
  RefundJson,
  taxOn,
} from '@market/contracts';
import { conflict, invalid } from '../common/domain-error';
import { DbExecutor } from '../db/database';
import { AuditActor, AuditService, changedFields } from '../audit/audit.service';
import { UsersService } from '../users/users.service';
import { DocumentRow, InvoicesRepository, Period } from './invoices.repository';
import { ExtraInvoiceRow, InvoiceRow, InvoiceSettingsRow, RefundRow } from './invoices.schema';

/** What invoicing reads of an order (orders passes its own row; this module never reads its table). */
export interface InvoicedOrder {
  id: string;
  buyerId: string;
  buyerName: string;
  priceCents: number;
  taxCents: number;
  taxRateBp: number;
  pricesIncludeTax: boolean;
  currency: string;
  paymentMethod: string;
  paymentStatus: string;
  transactionId: string | null;
}

/** A refund asked of one payment of an order; `purchaseId` names a purchase's, else the order's. */
export interface RefundReservation {
  amountCents: number | 'rest';
  reason: string;
  requestKey: string;
  purchaseId?: string;
}

/** The tax terms of a checkout: the amount charged and the tax in it. */
export interface CheckoutTax {
  priceCents: number;
  taxCents: number;
  taxRateBp: number;
  pricesIncludeTax: boolean;
}

/** An order's documents as its view shows them. */
export interface OrderDocuments {
  billing: BillingJson | null;
  invoice: InvoiceJson | null;
  refunds: RefundJson[];
  refundedCents: number;
}

/** The invoice of an extra bought during an order, as a copy of the buyer's data draws it. */
export interface ExtraInvoice {
  orderId: string;
  /** The extra bought. */
  title: string;
  invoice: InvoiceJson;
  /** The buyer's billing details when the extra was paid; null when they gave none. */
  billing: BillingJson | null;
  paymentMethod: string;
}

/** An order's documents from its invoice (if issued) and its done refunds, oldest first. */
export function orderDocuments(
  invoice: InvoiceRow | null | undefined,
  doneRefunds: RefundRow[],
): OrderDocuments {
  return {
    billing: invoice?.billing ?? null,
    invoice: invoice ? toInvoiceJson(invoice) : null,
    refunds: doneRefunds.map(toRefundJson),
    // Of the order's own payment (what its price can still give back); a purchase's refunds are
    // listed with the others, each naming the invoice it reduces.
    refundedCents: doneRefunds
      .filter((row) => row.purchaseId === null)
      .reduce((sum, row) => sum + row.amountCents, 0),
  };
}

const CREDIT_NOTE_PREFIX = 'CN';

/** INV-2026-000001: the year's counter (UTC calendar year), whatever the prefix. */
export function documentNumber(prefix: string, year: number, n: number): string {
  return `${prefix}-${year}-${String(n).padStart(6, '0')}`;
}

function toSettingsJson(row: InvoiceSettingsRow | undefined): InvoicingSettingsJson {
  if (!row) return { ...DEFAULT_INVOICING_SETTINGS };
  return {
    legalName: row.legalName,
    address: row.address,
    vatId: row.vatId,
    taxRatePercent: row.taxRateBp / 100,
    pricesIncludeTax: row.pricesIncludeTax,
    invoicePrefix: row.invoicePrefix,
    footer: row.footer,
  };
}

function toInvoiceJson(row: InvoiceRow | ExtraInvoiceRow): InvoiceJson {
  return {
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    net: fromCents(row.netCents),
    tax: fromCents(row.taxCents),
    total: fromCents(row.totalCents),
    taxRatePercent: row.taxRateBp / 100,
    pricesIncludeTax: row.pricesIncludeTax,
    currency: row.currency,
    seller: row.seller,
  };
}

function toRefundJson(row: RefundRow): RefundJson {
  return {
    _id: row.id,
    amount: fromCents(row.amountCents),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    ...(row.invoiceNumber ? { invoiceNumber: row.invoiceNumber } : {}),
    creditNote: {
      number: row.creditNoteNumber ?? '',
      issuedAt: (row.creditNoteIssuedAt ?? row.createdAt).toISOString(),
      net: fromCents(row.netCents),
      tax: fromCents(row.taxCents),
    },
  };
}

export function toDocumentJson(row: DocumentRow): InvoiceDocumentJson {
  return {
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    orderId: row.orderId,
    buyer: row.billing?.name || row.buyerName,
    company: row.billing?.company ?? '',
    vatId: row.billing?.vatId ?? '',
    country: row.billing?.country ?? '',
    net: fromCents(row.netCents),
    tax: fromCents(row.taxCents),
    total: fromCents(row.totalCents),
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    transactionId: row.transactionId,
  };
}

/** `from` and `to` days (YYYY-MM-DD, UTC), both included. */
export function periodOf(from: string, to: string): Period {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(`${to}T00:00:00.000Z`);
  for (const [field, day] of [
    ['from', start],
    ['to', end],
  ] as const) {
    if (Number.isNaN(day.getTime()) || !isWithinDateRange(day))
      throw invalid('INVOICE.BAD_PERIOD', `${field} must be a real date ${DATE_RANGE_TEXT}`);
  }
  if (end < start) throw invalid('INVOICE.BAD_PERIOD', 'to must not be before from');
  if (end.getTime() - start.getTime() > 366 * 86_400_000 * 5)
    throw invalid('INVOICE.BAD_PERIOD', 'The period may span at most five years');
  return { from: start, to: new Date(end.getTime() + 86_400_000) };
}

/**
 * Invoicing: the shop's settings, the invoice issued when an order is paid, refunds by amount
 * with their credit notes, and the list of documents for the accountant.
 */
/** What the audit log shows of a settings change (every field the owner edits). */
const SETTINGS_AUDITED = [
  'legalName',
  'address',
  'vatId',
  'taxRateBp',
  'pricesIncludeTax',
  'invoicePrefix',
  'footer',
] as const;

/** What the invoice of a purchase made during an order (an extra, a later milestone) bills. */
export interface PurchaseInvoiceLine {
  purchaseId: string;
  title: string;
  totalCents: number;
  transactionId: string;
}

@Injectable()
export class InvoicesService {
  constructor(
    private readonly repo: InvoicesRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** The seller's legal name and address are saved, so invoices name the seller. */
  async isSetUp(): Promise<boolean> {
    const settings = await this.settings();
    return settings.legalName.trim() !== '' && settings.address.trim() !== '';
  }

  async settings(): Promise<InvoicingSettingsJson> {
    return toSettingsJson(await this.repo.settings());
  }

  async saveSettings(values: InvoicingSettingsJson, actor: AuditActor): Promise<InvoicingSettingsJson> {
    const row = await this.repo.saveSettings(
      {
        legalName: values.legalName.trim(),
        address: values.address.trim(),
        vatId: values.vatId.trim(),
        taxRateBp: Math.round(values.taxRatePercent * 100),
        pricesIncludeTax: values.pricesIncludeTax,
        invoicePrefix: values.invoicePrefix,
        footer: values.footer.trim(),
      },
      async (tx, before, after) => {
        const changed = changedFields(before ?? ({} as InvoiceSettingsRow), after!, SETTINGS_AUDITED);
        if (Object.keys(changed.after).length === 0) return;
        await this.audit.record(tx, actor, {
          action: 'settings.update',
          target: { type: 'settings', id: 'invoicing' },
          before: before ? changed.before : null,
          after: changed.after,
        });
      },
    );
    return toSettingsJson(row);
  }

  /**
   * The tax of a checkout, fixed when it opens because it decides the amount charged: prices
   * that include the tax are charged as they are, otherwise the tax is added on top.
   */
  async checkoutTax(amountCents: number): Promise<CheckoutTax> {
    const settings = await this.repo.settings();
    const rate = settings?.taxRateBp ?? 0;
    const inclusive = settings?.pricesIncludeTax ?? true;
    const taxed = taxOn(amountCents, rate, inclusive);
    return {
      priceCents: taxed.totalCents,
      taxCents: taxed.taxCents,
      taxRateBp: rate,
      pricesIncludeTax: inclusive,
    };
  }

  /**
   * Issues the invoice of an order being marked paid, inside the transaction that marks it:
   * the next number of the year, the seller's details of now, the buyer's billing details of now.
   */
  async issueFor(tx: DbExecutor, order: InvoicedOrder): Promise<void> {
    await this.repo.insertInvoice(tx, {
      orderId: order.id,
      ...(await this.invoiceHeading(tx, order, new Date())),
      netCents: order.priceCents - order.taxCents,
      taxCents: order.taxCents,
      totalCents: order.priceCents,
      transactionId: order.transactionId ?? '',
    });
  }

  /**
   * What each invoice of an order states besides its amounts: the next number of the year's
   * invoice series, the order's tax terms, the seller's and the buyer's details of now.
   */
  private async invoiceHeading(tx: DbExecutor, order: InvoicedOrder, issuedAt: Date) {
    const settings = toSettingsJson(await this.repo.settings(tx));
    const billing = await this.users.billingOf(order.buyerId, tx);
    const year = issuedAt.getUTCFullYear();
    const n = await this.repo.nextNumber(tx, 'invoice', year);
    return {
      number: documentNumber(settings.invoicePrefix, year, n),
      issuedAt,
      taxRateBp: order.taxRateBp,
      pricesIncludeTax: order.pricesIncludeTax,
      currency: order.currency,
      seller: {
        legalName: settings.legalName,
        address: settings.address,
        vatId: settings.vatId,
        footer: settings.footer,
      },
      billing,
      buyerName: order.buyerName,
      paymentMethod: order.paymentMethod,
    };
  }

  /**
   * Issues the invoice of an extra bought during an order, inside the transaction that adds it to
   * the order: the next number of the year's invoice series, on the order's tax terms (the amount
   * charged holds the tax, as `checkoutTax` made it), the seller's and buyer's details of now.
   * Answers its number.
   */
  async issueForExtra(
    tx: DbExecutor,
    order: InvoicedOrder,
    extra: PurchaseInvoiceLine,
    issuedAt: Date,
  ): Promise<string> {
    const heading = await this.invoiceHeading(tx, order, issuedAt);
    const split = taxOn(extra.totalCents, order.taxRateBp, true);
    await this.repo.insertExtraInvoice(tx, {
      purchaseId: extra.purchaseId,
      orderId: order.id,
      title: extra.title,
      ...heading,
      netCents: split.netCents,
      taxCents: split.taxCents,
      totalCents: extra.totalCents,
      transactionId: extra.transactionId,
    });
    return heading.number;
  }

  /** The invoices of extras bought during these orders, oldest first. */
  async extraInvoicesOf(orderIds: string[]): Promise<ExtraInvoice[]> {
    return (await this.repo.extraInvoicesOf(orderIds)).map((row) => ({
      orderId: row.orderId,
      title: row.title,
      invoice: toInvoiceJson(row),
      billing: row.billing ?? null,
      paymentMethod: row.paymentMethod,
    }));
  }

  /**
   * Reserves a refund inside the caller's transaction (which holds the order's row lock), of the
   * order's payment or, with `purchaseId`, of a purchase's (an extra bought during the order, a
   * later milestone: its own payment and invoice): at most what is left of that payment, once per
   * request key. A repeated key answers the first refund (done or still pending) when it asked the same.
   */
  async reserveRefund(
    tx: DbExecutor,
    order: InvoicedOrder,
    request: RefundReservation,
  ): Promise<RefundRow & { repeated?: true }> {
    const existing = await this.repo.findRefund(tx, order.id, request.requestKey);
    if (existing) {
      if (request.amountCents !== 'rest' && existing.amountCents !== request.amountCents)
        throw conflict('REFUND.KEY_REUSED', 'This refund request was already made with another amount');
      return { ...existing, repeated: true };
    }
    const payment = await this.refundablePayment(tx, order, request.purchaseId ?? null);
    const left = payment.totalCents - (await this.repo.reservedCents(tx, order.id, payment.purchaseId));
    const amountCents = request.amountCents === 'rest' ? left : request.amountCents;
    if (amountCents <= 0) throw conflict('REFUND.NOTHING_LEFT', 'Nothing is left to refund on this order');
    if (amountCents > left) {
      throw conflict(
        'REFUND.TOO_MUCH',
        `At most $${fromCents(Math.max(left, 0)).toFixed(2)} of this order can be refunded`,
      );
    }
    const split = refundSplit(amountCents, payment);
    return this.repo.insertRefund(tx, {
      orderId: order.id,
      purchaseId: payment.purchaseId,
      invoiceNumber: payment.invoiceNumber,
      requestKey: request.requestKey,
      amountCents,
      netCents: split.netCents,
      taxCents: split.taxCents,
      reason: request.reason,
    });
  }

  /** What a refund may give back of a payment: the order's, or a paid purchase's (by its invoice). */
  private async refundablePayment(
    tx: DbExecutor,
    order: InvoicedOrder,
    purchaseId: string | null,
  ): Promise<{
    purchaseId: string | null;
    invoiceNumber: string | null;
    totalCents: number;
    taxCents: number;
  }> {
    if (purchaseId) {
      const invoice = await this.repo.findExtraInvoice(tx, purchaseId);
      if (!invoice || invoice.orderId !== order.id)
        throw conflict('REFUND.NOT_PAID', 'This order has not been paid, so there is nothing to refund');
      return {
        purchaseId,
        invoiceNumber: invoice.number,
        totalCents: invoice.totalCents,
        taxCents: invoice.taxCents,
      };
    }
    if (order.paymentStatus === 'refunded')
      throw conflict('REFUND.NOTHING_LEFT', 'This order has been refunded in full');
    if (order.paymentStatus !== 'paid')
      throw conflict('REFUND.NOT_PAID', 'This order has not been paid, so there is nothing to refund');
    return { purchaseId: null, invoiceNumber: null, totalCents: order.priceCents, taxCents: order.taxCents };
  }

  /** The number of the order's own invoice (its first payment's), once paid. */
  async invoiceNumberOf(orderId: string): Promise<string | undefined> {
    return (await this.repo.findInvoice(orderId))?.number;
  }

  /** The purchase whose payment one of the order's later invoices records, if it is one. */
  purchaseOfInvoice(orderId: string, number: string): Promise<string | undefined> {
    return this.repo.purchaseOfInvoice(orderId, number);
  }

  /** Cents refunded or reserved per purchase of the order (its own payment left out). */
  refundedByPurchase(orderId: string): Promise<Map<string, number>> {
    return this.repo.reservedByPurchase(orderId);
  }

  /**
   * The provider made the refund: it gets its credit note (next number of the year) in the
   * caller's transaction. Answers the cents refunded so far, and the credit note's number when
   * this call issued it (null for a repeat: it changes nothing).
   */
  /**
   * A repeated request waits while the first one is still with the provider: true once the refund
   * has left `pending` (done, or freed after a refusal), false if it is still pending after
   * `waitMs` (its caller died: the repeat may then finish it under the same provider key).
   */
  async settledRefund(refundId: string, waitMs: number): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const current = await this.repo.findRefundById(refundId);
      if (current?.status !== 'pending') return true;
      if (Date.now() > deadline) return false;
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  async completeRefund(
    tx: DbExecutor,
    refund: RefundRow,
    providerRefundId: string,
  ): Promise<{ refundedCents: number; creditNoteNumber: string | null }> {
    // Under the order's lock: a repeat of the same request may have completed it meanwhile.
    const current = await this.repo.findRefund(tx, refund.orderId, refund.requestKey);
    let creditNoteNumber: string | null = null;
    if (current?.status === 'pending') {
      const issuedAt = new Date();
      const year = issuedAt.getUTCFullYear();
      const n = await this.repo.nextNumber(tx, 'credit-note', year);
      creditNoteNumber = documentNumber(CREDIT_NOTE_PREFIX, year, n);
      await this.repo.completeRefund(tx, refund.id, {
        providerRefundId,
        creditNoteNumber,
        creditNoteIssuedAt: issuedAt,
      });
    }
    return {
      refundedCents: await this.repo.doneCents(tx, refund.orderId, refund.purchaseId),
      creditNoteNumber,
    };
  }

  /** The provider refused: the reservation is freed so the amount may be refunded later. */
  releaseRefund(refund: RefundRow): Promise<void> {
    return this.repo.deletePendingRefund(refund.id);
  }

  /** What the shop kept since then: invoices less credit notes (the dashboard's revenue). */
  netRevenueSince(since: Date): Promise<number> {
    return this.repo.netRevenueSince(since);
  }

  async list(
    period: Period,
    page: number,
    limit: number,
  ): Promise<{ rows: InvoiceDocumentJson[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.repo.documents(period, { limit, offset: (page - 1) * limit }),
      this.repo.countDocuments(period),
    ]);
    return { rows: rows.map(toDocumentJson), total };
  }

  /** Every document of the period in batches (keyset), for a streamed export. */
  /** Records that a staff member exported the documents of a period (an event with no other change). */
  recordExport(actor: AuditActor, from: string, to: string): Promise<void> {
    return this.audit.recordAlone(actor, {
      action: 'invoices.export',
      target: { type: 'invoices', id: `${from}..${to}` },
      after: { from, to },
    });
  }

  async *allDocuments(period: Period, batch = 500): AsyncGenerator<InvoiceDocumentJson> {
    let after: { issuedAt: Date; number: string } | undefined;
    for (;;) {
      const rows = await this.repo.documents(period, { limit: batch, after });
      for (const row of rows) yield toDocumentJson(row);
      if (rows.length < batch) return;
      const last = rows[rows.length - 1];
      after = { issuedAt: last.issuedAt, number: last.number };
    }
  }
}
