import { jsPDF } from 'jspdf';
import type { BillingJson, InvoiceJson, OrderJson, RefundJson } from '@market/contracts';

/** A PDF file of a copy of someone's data: its name inside `invoices/` and its bytes. */
export interface DocumentFile {
  name: string;
  bytes: Buffer;
}

const money = (dollars: number, currency: string) => `${dollars.toFixed(2)} ${currency.toUpperCase()}`;
const day = (iso: string) => iso.slice(0, 10);

function billingLines(billing: BillingJson | null | undefined, fallback: string): string[] {
  if (!billing) return [fallback];
  return [
    billing.name || fallback,
    billing.company,
    billing.address,
    [billing.postalCode, billing.city].filter(Boolean).join(' '),
    billing.country,
    billing.vatId ? `VAT ID ${billing.vatId}` : '',
  ].filter(Boolean);
}

/** One A4 page: title, the seller and buyer as copied at payment, and the amounts. */
function page(title: string, invoice: InvoiceJson, order: OrderJson, rows: Array<[string, string]>): Buffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setFontSize(18);
  doc.text(title, 20, 24);
  doc.setFontSize(10);
  const seller = [
    invoice.seller.legalName,
    invoice.seller.address,
    invoice.seller.vatId && `VAT ID ${invoice.seller.vatId}`,
  ];
  doc.text(['From:', ...seller.filter((line): line is string => Boolean(line))], 20, 40);
  doc.text(['Bill to:', ...billingLines(order.billing, order.user.name)], 110, 40);
  let y = 80;
  for (const [label, value] of rows) {
    doc.text(label, 20, y);
    doc.text(value, 190, y, { align: 'right' });
    y += 7;
  }
  if (invoice.seller.footer) doc.text(invoice.seller.footer, 20, 280);
  return Buffer.from(doc.output('arraybuffer'));
}

function invoicePdf(order: OrderJson, invoice: InvoiceJson): Buffer {
  return page(`Invoice ${invoice.number}`, invoice, order, [
    ['Date', day(invoice.issuedAt)],
    ['Order', order._id],
    ['Item', `${order.service.name} (${order.service.type})`],
    ['Net', money(invoice.net, invoice.currency)],
    [`Tax (${invoice.taxRatePercent}%)`, money(invoice.tax, invoice.currency)],
    ['Total', money(invoice.total, invoice.currency)],
    ['Paid by', order.payment.method],
  ]);
}

function creditNotePdf(order: OrderJson, invoice: InvoiceJson, refund: RefundJson): Buffer {
  return page(`Credit note ${refund.creditNote.number}`, invoice, order, [
    ['Date', day(refund.creditNote.issuedAt)],
    ['For invoice', invoice.number],
    ['Order', order._id],
    ['Reason', refund.reason.slice(0, 80)],
    ['Net', money(-refund.creditNote.net, invoice.currency)],
    ['Tax', money(-refund.creditNote.tax, invoice.currency)],
    ['Total', money(-refund.amount, invoice.currency)],
  ]);
}

/** The invoice of a paid order and a credit note per refund, as PDFs; none for an order never paid. */
export function orderDocuments(order: OrderJson): DocumentFile[] {
  const invoice = order.invoice;
  if (!invoice) return [];
  return [
    { name: `${invoice.number}.pdf`, bytes: invoicePdf(order, invoice) },
    ...(order.refunds ?? []).map((refund) => ({
      name: `${refund.creditNote.number}.pdf`,
      bytes: creditNotePdf(order, invoice, refund),
    })),
  ];
}
