import type { Order } from '../api/order-types';

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

const METHOD_NAMES: Record<string, string> = { stripe: 'Credit / debit card (Stripe)', paypal: 'PayPal' };

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
  totals: InvoiceTotalLine[];
  /** "Prices include 20 % VAT", or nothing. */
  taxNote: string | null;
  /** Refunds already made, each with its credit note ("Mar 05, 2026 · CN-2026-000001 · Late delivery", "-$10.00"). */
  refunds: { label: string; amount: string }[];
  payment: { method: string; transactionId: string; status: string };
  status: { label: string; color: string };
  stamp: { text: StampKind; color: string };
  footer: string;
}

type Refund = NonNullable<Order['refunds']>[number];

/** '20 %', '7.5 %'. */
function percent(rate: number): string {
  return `${Number(rate.toFixed(2))} %`;
}

/** The seller's details as the shop saved them; the brand alone until it has (never no seller). */
function sellerOf(order: Order): InvoiceParty {
  const seller = order.invoice?.seller;
  const lines = seller
    ? [seller.legalName, ...seller.address.split('\n'), seller.vatId && `VAT ID: ${seller.vatId}`]
    : [];
  const given = lines.map((line) => line.trim()).filter(Boolean);
  return { heading: 'From', lines: given.length > 0 ? given : [BRAND] };
}

function customerOf(order: Order): InvoiceParty {
  const billing = order.billing;
  if (!billing) {
    return {
      heading: 'Bill To',
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
    billing.vatId && `VAT ID: ${billing.vatId}`,
    order.user.email,
  ];
  return { heading: 'Bill To', lines: lines.map((line) => line.trim()).filter(Boolean) };
}

/** The package's price before the coupon and the coupon's saving; nothing without a coupon. */
function couponLines(order: Order, priceLabel: string): InvoiceTotalLine[] {
  if (!order.coupon) return [];
  return [
    { label: priceLabel, value: formatInvoiceAmount(order.coupon.listPrice) },
    { label: `Discount (${order.coupon.code})`, value: `-${formatInvoiceAmount(order.coupon.discount)}` },
  ];
}

/** The coupon's lines, subtotal (net), the tax when there is one, and the total. */
function totalsOf(order: Order): { totals: InvoiceTotalLine[]; taxNote: string | null } {
  const invoice = order.invoice;
  if (!invoice || invoice.taxRatePercent === 0) {
    const total = formatInvoiceAmount(invoice?.total ?? order.service.price);
    return {
      totals: order.coupon
        ? [...couponLines(order, 'Subtotal'), { label: 'Total', value: total, emphasis: true }]
        : [
            { label: 'Subtotal', value: total },
            { label: 'Total', value: total, emphasis: true },
          ],
      taxNote: null,
    };
  }
  return {
    totals: [
      ...couponLines(order, 'Price'),
      { label: 'Subtotal (net)', value: formatInvoiceAmount(invoice.net) },
      { label: `VAT ${percent(invoice.taxRatePercent)}`, value: formatInvoiceAmount(invoice.tax) },
      { label: 'Total', value: formatInvoiceAmount(invoice.total), emphasis: true },
    ],
    taxNote: invoice.pricesIncludeTax ? `Prices include ${percent(invoice.taxRatePercent)} VAT` : null,
  };
}

function refundLine(refund: Refund): { label: string; amount: string } {
  return {
    label: `${formatInvoiceDate(refund.creditNote.issuedAt)} · ${refund.creditNote.number} · ${refund.reason}`,
    amount: `-${formatInvoiceAmount(refund.amount)}`,
  };
}

const BRAND = 'Gigly';

function common(order: Order) {
  const status = order.order_status;
  return {
    brand: BRAND,
    orderId: order._id,
    seller: sellerOf(order),
    customer: customerOf(order),
    payment: {
      method: METHOD_NAMES[order.payment.method] ?? titleCase(order.payment.method),
      transactionId: order.payment.transactionId || '-',
      status: titleCase(order.payment.status),
    },
    status: { label: titleCase(status), color: invoiceStatusColor(status) },
    stamp: stampOf(status),
    footer: order.invoice?.seller.footer || 'Thank you for your business!',
  };
}

/**
 * The invoice of an order: its number and date as issued when it was paid (an order paid before
 * invoices were numbered falls back to its id and `issuedAt`), so it reads the same every time.
 */
export function buildInvoiceContent(order: Order, issuedAt: Date = new Date()): InvoiceContent {
  // The line shows the package's price; a coupon's saving is a line of the totals.
  const price = formatInvoiceAmount(order.coupon?.listPrice ?? order.invoice?.net ?? order.service.price);
  const shortId = order._id.replace(/-/g, '').slice(0, 8).toUpperCase();
  const invoiceNumber = order.invoice?.number ?? `INV-${shortId}`;
  const { totals, taxNote } = totalsOf(order);
  return {
    ...common(order),
    fileName: `Invoice_${order._id}.pdf`,
    title: 'INVOICE',
    invoiceNumber,
    meta: [
      ['Invoice No:', invoiceNumber],
      ['Invoice Date:', formatInvoiceDate(order.invoice?.issuedAt ?? issuedAt)],
      ['Order Date:', formatInvoiceDate(order.createdAt)],
    ],
    lineItem: {
      description: order.service.name,
      packageName: titleCase(order.service.type),
      quantity: 1,
      unitPrice: price,
      amount: price,
    },
    totals,
    taxNote,
    refunds: (order.refunds ?? []).map(refundLine),
  };
}

/** The credit note of one refund of the order: what was given back, against which invoice. */
export function buildCreditNoteContent(order: Order, refund: Refund): InvoiceContent {
  const invoice = order.invoice;
  const number = refund.creditNote.number;
  const hasTax = !!invoice && invoice.taxRatePercent > 0;
  const meta: [string, string][] = [
    ['Credit Note No:', number],
    ['Date:', formatInvoiceDate(refund.creditNote.issuedAt)],
  ];
  if (invoice) meta.push(['Invoice No:', invoice.number]);
  const shared = common(order);
  return {
    ...shared,
    // What this document records is money given back, whatever became of the rest of the payment.
    payment: { ...shared.payment, status: 'Refunded' },
    footer:
      invoice?.seller.footer ||
      (invoice
        ? `This credit note reduces invoice ${invoice.number}.`
        : 'This credit note records a refund.'),
    fileName: `CreditNote_${number}.pdf`,
    title: 'CREDIT NOTE',
    invoiceNumber: number,
    meta,
    lineItem: {
      description: `Refund: ${refund.reason}`,
      packageName: titleCase(order.service.type),
      quantity: 1,
      unitPrice: `-${formatInvoiceAmount(refund.creditNote.net)}`,
      amount: `-${formatInvoiceAmount(refund.creditNote.net)}`,
    },
    totals: hasTax
      ? [
          { label: 'Subtotal (net)', value: `-${formatInvoiceAmount(refund.creditNote.net)}` },
          {
            label: `VAT ${percent(invoice.taxRatePercent)}`,
            value: `-${formatInvoiceAmount(refund.creditNote.tax)}`,
          },
          { label: 'Total refunded', value: `-${formatInvoiceAmount(refund.amount)}`, emphasis: true },
        ]
      : [{ label: 'Total refunded', value: `-${formatInvoiceAmount(refund.amount)}`, emphasis: true }],
    taxNote: null,
    refunds: [],
  };
}
