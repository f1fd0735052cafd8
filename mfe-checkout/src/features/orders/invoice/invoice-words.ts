import {
  createIntl,
  createIntlCache,
  defineMessages,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';

/**
 * The invoice's and credit note's words (catalogs: mfe-checkout/src/i18n/*.json, ids
 * `checkout.invoice.*`). English is the default message of each, so English needs no catalog.
 */
export const invoiceMessages = defineMessages({
  invoiceTitle: { id: 'checkout.invoice.title.invoice', defaultMessage: 'INVOICE' },
  creditNoteTitle: { id: 'checkout.invoice.title.creditNote', defaultMessage: 'CREDIT NOTE' },
  tagline: { id: 'checkout.invoice.tagline', defaultMessage: 'Digital services marketplace' },
  invoiceNo: { id: 'checkout.invoice.meta.invoiceNo', defaultMessage: 'Invoice No:' },
  invoiceDate: { id: 'checkout.invoice.meta.invoiceDate', defaultMessage: 'Invoice Date:' },
  orderDate: { id: 'checkout.invoice.meta.orderDate', defaultMessage: 'Order Date:' },
  creditNoteNo: { id: 'checkout.invoice.meta.creditNoteNo', defaultMessage: 'Credit Note No:' },
  date: { id: 'checkout.invoice.meta.date', defaultMessage: 'Date:' },
  orderId: { id: 'checkout.invoice.meta.orderId', defaultMessage: 'Order ID:' },
  from: { id: 'checkout.invoice.party.from', defaultMessage: 'From' },
  billTo: { id: 'checkout.invoice.party.billTo', defaultMessage: 'Bill To' },
  vatId: { id: 'checkout.invoice.party.vatId', defaultMessage: 'VAT ID: {id}' },
  orderStatus: { id: 'checkout.invoice.orderStatus', defaultMessage: 'Order Status' },
  statusPending: { id: 'checkout.invoice.status.pending', defaultMessage: 'Pending' },
  statusInProgress: { id: 'checkout.invoice.status.inProgress', defaultMessage: 'In Progress' },
  statusCompleted: { id: 'checkout.invoice.status.completed', defaultMessage: 'Completed' },
  statusCancelled: { id: 'checkout.invoice.status.cancelled', defaultMessage: 'Cancelled' },
  description: { id: 'checkout.invoice.table.description', defaultMessage: 'Description' },
  package: { id: 'checkout.invoice.table.package', defaultMessage: 'Package' },
  extra: { id: 'checkout.invoice.table.extra', defaultMessage: 'Extra' },
  quantity: { id: 'checkout.invoice.table.quantity', defaultMessage: 'Qty' },
  unitPrice: { id: 'checkout.invoice.table.unitPrice', defaultMessage: 'Unit Price' },
  amount: { id: 'checkout.invoice.table.amount', defaultMessage: 'Amount' },
  subtotal: { id: 'checkout.invoice.totals.subtotal', defaultMessage: 'Subtotal' },
  subtotalNet: { id: 'checkout.invoice.totals.subtotalNet', defaultMessage: 'Subtotal (net)' },
  price: { id: 'checkout.invoice.totals.price', defaultMessage: 'Price' },
  discount: { id: 'checkout.invoice.totals.discount', defaultMessage: 'Discount ({code})' },
  vat: { id: 'checkout.invoice.totals.vat', defaultMessage: 'VAT {rate}' },
  total: { id: 'checkout.invoice.totals.total', defaultMessage: 'Total' },
  approximate: {
    id: 'checkout.invoice.approximate',
    defaultMessage: 'Approximately, in {currency} (rate of the order date)',
  },
  totalRefunded: { id: 'checkout.invoice.totals.totalRefunded', defaultMessage: 'Total refunded' },
  taxNote: { id: 'checkout.invoice.totals.taxNote', defaultMessage: 'Prices include {rate} VAT' },
  refunds: { id: 'checkout.invoice.refunds', defaultMessage: 'Refunds' },
  refundLine: { id: 'checkout.invoice.refundLine', defaultMessage: 'Refund: {reason}' },
  paymentHeading: { id: 'checkout.invoice.payment.heading', defaultMessage: 'Payment Information' },
  paymentMethod: { id: 'checkout.invoice.payment.method', defaultMessage: 'Payment Method:' },
  transactionId: { id: 'checkout.invoice.payment.transactionId', defaultMessage: 'Transaction ID:' },
  paymentStatus: { id: 'checkout.invoice.payment.status', defaultMessage: 'Payment Status:' },
  card: { id: 'checkout.invoice.payment.card', defaultMessage: 'Credit / debit card (Stripe)' },
  paymentPaid: { id: 'checkout.invoice.paymentStatus.paid', defaultMessage: 'Paid' },
  paymentPending: { id: 'checkout.invoice.paymentStatus.pending', defaultMessage: 'Pending' },
  paymentRefunded: { id: 'checkout.invoice.paymentStatus.refunded', defaultMessage: 'Refunded' },
  paymentFailed: { id: 'checkout.invoice.paymentStatus.failed', defaultMessage: 'Failed' },
  thanks: { id: 'checkout.invoice.footer.thanks', defaultMessage: 'Thank you for your business!' },
  reducesInvoice: {
    id: 'checkout.invoice.footer.reducesInvoice',
    defaultMessage: 'This credit note reduces invoice {number}.',
  },
  recordsRefund: {
    id: 'checkout.invoice.footer.recordsRefund',
    defaultMessage: 'This credit note records a refund.',
  },
});

/** How one document writes its words, dates and amounts: in the viewer's language. */
export interface InvoiceWords {
  locale: string;
  t(message: MessageDescriptor, values?: Record<string, string | number>): string;
  /** 'Mar 05, 2026' in English. */
  date(value: string | Date): string;
  /** '$49.00' in English; the shop's currency. */
  money(amount: number): string;
  /** '20 %', '7.5 %'. */
  percent(rate: number): string;
}

// jsPDF's built-in fonts know Windows-1252 only: the narrow no-break space French puts in numbers
// and dates becomes an ordinary no-break space.
const pdfSafe = (text: string) => text.replace(/\u202f/g, '\u00a0');

/** The words of `locale` from its catalog (`messages`); English without one. */
export function invoiceWords(
  locale = 'en',
  messages: Record<string, string> = {},
  currency = 'USD',
): InvoiceWords {
  const intl: IntlShape = createIntl({ locale, messages, defaultLocale: 'en' }, createIntlCache());
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: '2-digit', year: 'numeric' });
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    locale,
    t: (message, values) => pdfSafe(intl.formatMessage(message, values)),
    date: (value) => {
      const date = value instanceof Date ? value : new Date(value);
      return Number.isNaN(date.getTime()) ? '-' : pdfSafe(day.format(date));
    },
    money: (value) => pdfSafe(amount.format(Number.isFinite(value) ? value : 0)),
    percent: (value) => `${pdfSafe(rate.format(Number(value.toFixed(2))))} %`,
  };
}

export const ENGLISH_WORDS = invoiceWords();
