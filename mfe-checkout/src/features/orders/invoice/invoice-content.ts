import { convertAmount, currencyDecimals } from '@market/contracts';
import type { Order } from '../api/order-types';
import { ENGLISH_WORDS, invoiceMessages as m, type InvoiceWords } from './invoice-words';

/** Invoice status colours (admin-and-reference.md, Invoice PDF). */
export const INVOICE_STATUS_COLORS: Readonly<Record<string, string>> = {
  pending: '#FF9800',
  'in progress': '#2196F3',
  completed: '#4CAF50',
  cancelled: '#F44336',
};

export type StampKind = 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'IN PROGRESS';

/** The colour of an order status; an unknown status is drawn as in progress. */
export function invoiceStatusColor(status: string): string {
  return INVOICE_STATUS_COLORS[status.toLowerCase()] ?? INVOICE_STATUS_COLORS['in progress'];
}

/** One stamp per status: completed, pending, cancelled, otherwise in progress. */
export function stampOf(status: string): { text: StampKind; color: string } {
  const key = status.toLowerCase();
  const text: StampKind =
    key === 'completed'
      ? 'COMPLETED'
      : key === 'pending'
        ? 'PENDING'
        : key === 'cancelled'
          ? 'CANCELLED'
          : 'IN PROGRESS';
  return {
    text,
    color: invoiceStatusColor(
      key === 'completed' || key === 'pending' || key === 'cancelled' ? key : 'in progress',
    ),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM dd, yyyy' (e.g. 'Mar 05, 2026'); an unreadable date gives '-'. */
export function formatInvoiceDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;
}

/** A dollar amount with two decimals: '$49.00'. */
export function formatInvoiceAmount(dollars: number): string {
  const value = Number.isFinite(dollars) ? dollars : 0;
  return `$${value.toFixed(2)}`;
}

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The payment method's name: the card's in the viewer's language, PayPal's its own. */
function methodName(method: string, words: InvoiceWords): string {
  if (method === 'stripe') return words.t(m.card);
  return method === 'paypal' ? 'PayPal' : titleCase(method);
}

const ORDER_STATUS_WORDS = {
  pending: m.statusPending,
  'in progress': m.statusInProgress,
  completed: m.statusCompleted,
  cancelled: m.statusCancelled,
} as const;

const PAYMENT_STATUS_WORDS = {
  paid: m.paymentPaid,
  pending: m.paymentPending,
  refunded: m.paymentRefunded,
  failed: m.paymentFailed,
} as const;

/** A status in the viewer's language; one the invoice does not know, as it is (title case). */
function statusWords(status: string, known: Record<string, (typeof m)[keyof typeof m]>, words: InvoiceWords) {
  const message = known[status.toLowerCase()];
  return message ? words.t(message) : titleCase(status);
}

export interface InvoiceLineItem {
  description: string;
  packageName: string;
  quantity: number;
  unitPrice: string;
  amount: string;
}

/** One line under the items (subtotal, tax, total; later also discounts): drawn in this order. */
export interface InvoiceTotalLine {
  label: string;
  value: string;
  /** The grand total: bold, ruled above. */
  emphasis?: boolean;
}

/** A block of text lines under a heading (the seller, the buyer). */
export interface InvoiceParty {
  heading: string;
  lines: string[];
}

/** Everything the invoice (or credit note) PDF draws, as plain data (tested without jspdf). */
export interface InvoiceContent {
  /** The language it is written in ('en', 'de', 'ar'…): the PDF's direction and font follow it. */
  locale: string;
  fileName: string;
  brand: string;
  /** 'INVOICE' or 'CREDIT NOTE'. */
  title: string;
  /** The meta block at the top right: number, dates, what it refers to. */
  meta: [string, string][];
  invoiceNumber: string;
  orderId: string;
  seller: InvoiceParty;
  customer: InvoiceParty;
  lineItem: InvoiceLineItem;
  /** The extras bought with the package or during the order, one line each (none on a credit note). */
  extraLines: InvoiceLineItem[];
  totals: InvoiceTotalLine[];
  /** "Prices include 20 % VAT", or nothing. */
  taxNote: string | null;
  /** Refunds already made, each with its credit note ("Mar 05, 2026 · CN-2026-000001 · Late delivery", "-$10.00"). */
  refunds: { label: string; amount: string }[];
  payment: { method: string; transactionId: string; status: string };
  status: { label: string; color: string };
  stamp: { text: StampKind; color: string };
  footer: string;
  /** The fixed words of the page (headings, column titles), in the viewer's language. */
  labels: InvoiceLabels;
}

/** The words drawInvoice writes around the content. */
export interface InvoiceLabels {
  tagline: string;
  orderId: string;
  orderStatus: string;
  description: string;
  package: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  refunds: string;
  paymentHeading: string;
  paymentMethod: string;
  transactionId: string;
  paymentStatus: string;
}

function labelsOf(words: InvoiceWords): InvoiceLabels {
  return {
    tagline: words.t(m.tagline),
    orderId: words.t(m.orderId),
    orderStatus: words.t(m.orderStatus),
    description: words.t(m.description),
    package: words.t(m.package),
    quantity: words.t(m.quantity),
    unitPrice: words.t(m.unitPrice),
    amount: words.t(m.amount),
    refunds: words.t(m.refunds),
    paymentHeading: words.t(m.paymentHeading),
    paymentMethod: words.t(m.paymentMethod),
    transactionId: words.t(m.transactionId),
    paymentStatus: words.t(m.paymentStatus),
  };
}

type Refund = NonNullable<Order['refunds']>[number];

/** The seller's details as the shop saved them; the brand alone until it has (never no seller). */
function sellerOf(order: Order, words: InvoiceWords): InvoiceParty {
  const seller = order.invoice?.seller;
  const lines = seller
    ? [
        seller.legalName,
        ...seller.address.split('\n'),
        seller.vatId && words.t(m.vatId, { id: seller.vatId }),
      ]
    : [];
  const given = lines.map((line) => line.trim()).filter(Boolean);
  return { heading: words.t(m.from), lines: given.length > 0 ? given : [BRAND] };
}

function customerOf(order: Order, words: InvoiceWords): InvoiceParty {
  const billing = order.billing;
  if (!billing) {
    return {
      heading: words.t(m.billTo),
      lines: [order.user.name, order.user.email, order.user.phone || '-'],
    };
  }
  const cityLine = [billing.postalCode, billing.city].filter(Boolean).join(' ');
  const lines = [
    billing.name || order.user.name,
    billing.company,
    billing.address,
    cityLine,
    billing.country,
    billing.vatId && words.t(m.vatId, { id: billing.vatId }),
    order.user.email,
  ];
  return { heading: words.t(m.billTo), lines: lines.map((line) => line.trim()).filter(Boolean) };
}

/** The package's price before the coupon and the coupon's saving; nothing without a coupon. */
function couponLines(order: Order, priceLabel: string, words: InvoiceWords): InvoiceTotalLine[] {
  if (!order.coupon) return [];
  return [
    { label: priceLabel, value: words.money(order.coupon.listPrice) },
    {
      label: words.t(m.discount, { code: order.coupon.code }),
      value: `-${words.money(order.coupon.discount)}`,
    },
  ];
}

/**
 * The total in the currency the buyer saw prices in, at the rate fixed when the order was made,
 * labelled approximate (the charge itself is the total above it); nothing for the shop's own.
 */
function approximateLine(order: Order, total: number, words: InvoiceWords): InvoiceTotalLine[] {
  if (!order.displayCurrency || !order.displayRate || !order.currency) return [];
  const currency = order.displayCurrency;
  const digits = currencyDecimals(currency);
  // The code, not the symbol: the PDF's standard font has no ₹, ₩ or ≈ (and no narrow no-break space).
  const value = new Intl.NumberFormat(words.locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .format(convertAmount(total, order.displayRate, currency))
    .replace(/\u202f/g, '\u00a0');
  return [{ label: words.t(m.approximate, { currency }), value }];
}

/** The coupon's lines, subtotal (net), the tax when there is one, the total and its approximate. */
function totalsOf(order: Order, words: InvoiceWords): { totals: InvoiceTotalLine[]; taxNote: string | null } {
  const { totals, taxNote } = chargedTotalsOf(order, words);
  return {
    totals: [...totals, ...approximateLine(order, order.invoice?.total ?? order.service.price, words)],
    taxNote,
  };
}

function chargedTotalsOf(
  order: Order,
  words: InvoiceWords,
): { totals: InvoiceTotalLine[]; taxNote: string | null } {
  const invoice = order.invoice;
  const totalLabel = words.t(m.total);
  if (!invoice || invoice.taxRatePercent === 0) {
    const total = words.money(invoice?.total ?? order.service.price);
    return {
      totals: order.coupon
        ? [
            ...couponLines(order, words.t(m.subtotal), words),
            { label: totalLabel, value: total, emphasis: true },
          ]
        : [
            { label: words.t(m.subtotal), value: total },
            { label: totalLabel, value: total, emphasis: true },
          ],
      taxNote: null,
    };
  }
  const rate = words.percent(invoice.taxRatePercent);
  return {
    totals: [
      ...couponLines(order, words.t(m.price), words),
      { label: words.t(m.subtotalNet), value: words.money(invoice.net) },
      { label: words.t(m.vat, { rate }), value: words.money(invoice.tax) },
      { label: totalLabel, value: words.money(invoice.total), emphasis: true },
    ],
    taxNote: invoice.pricesIncludeTax ? words.t(m.taxNote, { rate }) : null,
  };
}

function refundLine(refund: Refund, words: InvoiceWords): { label: string; amount: string } {
  return {
    label: `${words.date(refund.creditNote.issuedAt)} · ${refund.creditNote.number} · ${refund.reason}`,
    amount: `-${words.money(refund.amount)}`,
  };
}

const BRAND = 'Gigly';

function common(order: Order, words: InvoiceWords) {
  const status = order.order_status;
  return {
    locale: words.locale,
    brand: BRAND,
    orderId: order._id,
    seller: sellerOf(order, words),
    customer: customerOf(order, words),
    payment: {
      method: methodName(order.payment.method, words),
      transactionId: order.payment.transactionId || '-',
      status: statusWords(order.payment.status, PAYMENT_STATUS_WORDS, words),
    },
    status: { label: statusWords(status, ORDER_STATUS_WORDS, words), color: invoiceStatusColor(status) },
    stamp: stampOf(status),
    footer: order.invoice?.seller.footer || words.t(m.thanks),
    labels: labelsOf(words),
  };
}

/**
 * The invoice of an order: its number and date as issued when it was paid (an order paid before
 * invoices were numbered falls back to its id and `issuedAt`), so it reads the same every time.
 */
export function buildInvoiceContent(
  order: Order,
  issuedAt: Date = new Date(),
  words: InvoiceWords = ENGLISH_WORDS,
): InvoiceContent {
  // The line shows the package's price; a coupon's saving is a line of the totals. Extras are
  // lines of their own, taken out of the package's line (the order's price counts them all).
  const extras = order.extras ?? [];
  const extrasTotal = extras.reduce((sum, extra) => sum + extra.price, 0);
  const listPrice = order.coupon?.listPrice ?? order.invoice?.net ?? order.service.price;
  const price = words.money(extras.length > 0 ? listPrice - extrasTotal : listPrice);
  const shortId = order._id.replace(/-/g, '').slice(0, 8).toUpperCase();
  const invoiceNumber = order.invoice?.number ?? `INV-${shortId}`;
  const { totals, taxNote } = totalsOf(order, words);
  return {
    ...common(order, words),
    fileName: `Invoice_${order._id}.pdf`,
    title: words.t(m.invoiceTitle),
    invoiceNumber,
    meta: [
      [words.t(m.invoiceNo), invoiceNumber],
      [words.t(m.invoiceDate), words.date(order.invoice?.issuedAt ?? issuedAt)],
      [words.t(m.orderDate), words.date(order.createdAt)],
    ],
    lineItem: {
      description: order.service.name,
      packageName: titleCase(order.service.type),
      quantity: 1,
      unitPrice: price,
      amount: price,
    },
    extraLines: extras.map((extra) => ({
      description: extra.title,
      packageName: words.t(m.extra),
      quantity: 1,
      unitPrice: words.money(extra.price),
      amount: words.money(extra.price),
    })),
    totals,
    taxNote,
    refunds: (order.refunds ?? []).map((refund) => refundLine(refund, words)),
  };
}

/** The credit note of one refund of the order: what was given back, against which invoice. */
export function buildCreditNoteContent(
  order: Order,
  refund: Refund,
  words: InvoiceWords = ENGLISH_WORDS,
): InvoiceContent {
  const invoice = order.invoice;
  const number = refund.creditNote.number;
  const hasTax = !!invoice && invoice.taxRatePercent > 0;
  const meta: [string, string][] = [
    [words.t(m.creditNoteNo), number],
    [words.t(m.date), words.date(refund.creditNote.issuedAt)],
  ];
  // The invoice it reduces: the order's, or the extra's or later milestone's it gives back.
  const reduced = refund.invoiceNumber ?? invoice?.number;
  if (reduced) meta.push([words.t(m.invoiceNo), reduced]);
  const shared = common(order, words);
  const minus = (amount: number) => `-${words.money(amount)}`;
  const totalRefunded = { label: words.t(m.totalRefunded), value: minus(refund.amount), emphasis: true };
  return {
    ...shared,
    // What this document records is money given back, whatever became of the rest of the payment.
    payment: { ...shared.payment, status: words.t(m.paymentRefunded) },
    footer:
      invoice?.seller.footer ||
      (reduced ? words.t(m.reducesInvoice, { number: reduced }) : words.t(m.recordsRefund)),
    fileName: `CreditNote_${number}.pdf`,
    title: words.t(m.creditNoteTitle),
    invoiceNumber: number,
    meta,
    lineItem: {
      description: words.t(m.refundLine, { reason: refund.reason }),
      packageName: titleCase(order.service.type),
      quantity: 1,
      unitPrice: minus(refund.creditNote.net),
      amount: minus(refund.creditNote.net),
    },
    extraLines: [],
    totals: hasTax
      ? [
          { label: words.t(m.subtotalNet), value: minus(refund.creditNote.net) },
          {
            label: words.t(m.vat, { rate: words.percent(invoice.taxRatePercent) }),
            value: minus(refund.creditNote.tax),
          },
          totalRefunded,
        ]
      : [totalRefunded],
    taxNote: null,
    refunds: [],
  };
}
