import type { jsPDF } from 'jspdf';
import type { Order } from '../api/order-types';
import {
  buildCreditNoteContent,
  buildInvoiceContent,
  type InvoiceContent,
  type InvoiceParty,
  type StampKind,
} from './invoice-content';
import cancelledStamp from './stamps/cancelled.png';
import completedStamp from './stamps/completed.png';
import inProgressStamp from './stamps/in-progress.png';
import pendingStamp from './stamps/pending.png';

/** The rubber-stamp image of each status (made by scripts/generate-invoice-stamps.mjs). */
const STAMP_IMAGES: Record<StampKind, string> = {
  COMPLETED: completedStamp,
  PENDING: pendingStamp,
  CANCELLED: cancelledStamp,
  'IN PROGRESS': inProgressStamp,
};

/** PNG bytes of a stamp image, ready for jsPDF's addImage. */
export type StampImage = Uint8Array;

const INK = '#212529';
const MUTED = '#6c757d';
const BRAND = '#1dbf73';

const LEFT = 20;
const RIGHT = 190;
const LINE = 5;

/**
 * Draw the invoice (or credit note) on an A4 portrait jsPDF document, all positions in mm. Each
 * section draws from a top and answers where it ends, so a section that grows (more totals
 * lines, more refunds) pushes the next one down.
 */
export function drawInvoice(doc: jsPDF, content: InvoiceContent, stampImage?: StampImage | null): void {
  drawHeader(doc, content);
  const partiesBottom = drawParties(doc, content, 66);
  const rowBottom = drawLineItem(doc, content, Math.max(98, partiesBottom + 8));
  const totalsBottom = drawTotals(doc, content, rowBottom + 10);
  const refundsBottom = drawRefunds(doc, content, totalsBottom + 8);
  const paymentY = refundsBottom + 10;
  drawPayment(doc, content, paymentY);

  if (stampImage) doc.addImage(stampImage, 'PNG', 124, paymentY, 52, 20);
  else drawStamp(doc, content.stamp, 150, paymentY + 10);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(MUTED);
  doc.text(content.footer, 105, 275, { align: 'center' });
  doc.text(`${content.brand} · ${content.invoiceNumber}`, 105, 281, { align: 'center' });
}

function drawHeader(doc: jsPDF, content: InvoiceContent): void {
  doc.setFillColor(BRAND);
  doc.rect(0, 0, 210, 6, 'F');

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(26);
  doc.setTextColor(BRAND);
  doc.text(content.brand, LEFT, 26);
  doc.setFontSize(20);
  doc.setTextColor(INK);
  doc.text(content.title, RIGHT, 26, { align: 'right' });

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(MUTED);
  doc.text('Digital services marketplace', LEFT, 32);
  content.meta.forEach(([label, value], index) => {
    const y = 34 + index * 6;
    doc.setTextColor(MUTED);
    doc.text(label, 128, y);
    doc.setTextColor(INK);
    doc.text(value, RIGHT, y, { align: 'right' });
  });
  // The order id is a long UUID: its own line under its label.
  const idY = 34 + content.meta.length * 6;
  doc.setTextColor(MUTED);
  doc.text('Order ID:', 128, idY);
  doc.setFontSize(8);
  doc.setTextColor(INK);
  doc.text(content.orderId, RIGHT, idY + 5, { align: 'right' });
  doc.setFontSize(10);
}

/** A heading and its lines (wrapped to `width`); answers the y under the last line. */
function drawParty(doc: jsPDF, party: InvoiceParty, x: number, top: number, width: number): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.setTextColor(INK);
  doc.text(party.heading, x, top);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  let y = top + 7;
  for (const line of party.lines) {
    const wrapped = doc.splitTextToSize(line, width) as string[];
    doc.text(wrapped, x, y);
    y += wrapped.length * LINE;
  }
  return y;
}

/** The seller (when the shop set its details), the buyer, and the order status badge. */
function drawParties(doc: jsPDF, content: InvoiceContent, top: number): number {
  let bottom: number;
  if (content.seller.lines.length > 0) {
    const seller = drawParty(doc, content.seller, LEFT, top, 48);
    const buyer = drawParty(doc, content.customer, 72, top, 50);
    bottom = Math.max(seller, buyer);
  } else {
    bottom = drawParty(doc, content.customer, LEFT, top, 100);
  }

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.setTextColor(INK);
  doc.text('Order Status', 128, top);
  doc.setFillColor(content.status.color);
  doc.roundedRect(128, top + 4, 40, 8, 2, 2, 'F');
  doc.setTextColor('#ffffff');
  doc.setFontSize(10);
  doc.text(content.status.label, 148, top + 9.5, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  return Math.max(bottom, top + 14);
}

function drawLineItem(doc: jsPDF, content: InvoiceContent, tableTop: number): number {
  doc.setFillColor('#f1f3f5');
  doc.rect(LEFT, tableTop, RIGHT - LEFT, 9, 'F');
  doc.setTextColor(INK);
  doc.setFont('helvetica', 'bold');
  doc.text('Description', LEFT + 3, tableTop + 6);
  doc.text('Package', 105, tableTop + 6);
  doc.text('Qty', 135, tableTop + 6, { align: 'right' });
  doc.text('Unit Price', 162, tableTop + 6, { align: 'right' });
  doc.text('Amount', RIGHT - 3, tableTop + 6, { align: 'right' });
  doc.setFont('helvetica', 'normal');
  const itemY = tableTop + 17;
  const description = doc.splitTextToSize(content.lineItem.description, 76) as string[];
  doc.text(description, LEFT + 3, itemY);
  doc.text(content.lineItem.packageName, 105, itemY);
  doc.text(String(content.lineItem.quantity), 135, itemY, { align: 'right' });
  doc.text(content.lineItem.unitPrice, 162, itemY, { align: 'right' });
  doc.text(content.lineItem.amount, RIGHT - 3, itemY, { align: 'right' });
  const rowBottom = itemY + description.length * LINE + 2;
  doc.setDrawColor('#dee2e6');
  doc.line(LEFT, rowBottom, RIGHT, rowBottom);
  return rowBottom;
}

/** The totals lines in order; the emphasised one (the total) ruled above and bold. */
function drawTotals(doc: jsPDF, content: InvoiceContent, top: number): number {
  let y = top;
  doc.setFontSize(10);
  for (const line of content.totals) {
    if (line.emphasis) {
      doc.setDrawColor('#dee2e6');
      doc.line(138, y - 3, RIGHT, y - 3);
      y += 3;
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(12);
      doc.setTextColor(INK);
    } else {
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(10);
      doc.setTextColor(MUTED);
    }
    doc.text(line.label, 140, y);
    doc.setTextColor(INK);
    doc.text(line.value, RIGHT - 3, y, { align: 'right' });
    y += 7;
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  if (content.taxNote) {
    doc.setTextColor(MUTED);
    doc.text(content.taxNote, RIGHT - 3, y, { align: 'right' });
    y += 6;
  }
  return y;
}

/** The refunds made, each with its credit note number; nothing when there are none. */
function drawRefunds(doc: jsPDF, content: InvoiceContent, top: number): number {
  if (content.refunds.length === 0) return top;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.setTextColor(INK);
  doc.text('Refunds', LEFT, top);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  let y = top + 6;
  for (const refund of content.refunds) {
    const label = doc.splitTextToSize(refund.label, 140) as string[];
    doc.setTextColor(MUTED);
    doc.text(label, LEFT, y);
    doc.setTextColor(INK);
    doc.text(refund.amount, RIGHT - 3, y, { align: 'right' });
    y += label.length * LINE;
  }
  return y;
}

function drawPayment(doc: jsPDF, content: InvoiceContent, paymentY: number): void {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.setTextColor(INK);
  doc.text('Payment Information', LEFT, paymentY);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const payment: [string, string][] = [
    ['Payment Method:', content.payment.method],
    ['Transaction ID:', content.payment.transactionId],
    ['Payment Status:', content.payment.status],
  ];
  payment.forEach(([label, value], index) => {
    const y = paymentY + 7 + index * 6;
    doc.setTextColor(MUTED);
    doc.text(label, LEFT, y);
    doc.setTextColor(INK);
    doc.text(value, LEFT + 32, y);
  });
}

/** The stamp drawn with shapes and text, for when its image could not be fetched. */
function drawStamp(doc: jsPDF, stamp: InvoiceContent['stamp'], centerX: number, centerY: number): void {
  doc.setDrawColor(stamp.color);
  doc.setTextColor(stamp.color);
  doc.setLineWidth(1.2);
  doc.roundedRect(centerX - 26, centerY - 9, 52, 18, 3, 3, 'S');
  doc.setLineWidth(0.4);
  doc.roundedRect(centerX - 24, centerY - 7, 48, 14, 2, 2, 'S');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(stamp.text.length > 9 ? 13 : 16);
  doc.text(stamp.text, centerX, centerY + 2, { align: 'center' });
  doc.setLineWidth(0.2);
  doc.setFont('helvetica', 'normal');
}

/** Render a document and let the browser save it under its file name; jspdf loads on first use. */
async function saveDocument(content: InvoiceContent): Promise<void> {
  const { jsPDF: JsPdf } = await import(/* webpackChunkName: "jspdf" */ 'jspdf');
  const stampImage = await loadStampImage(content.stamp.text);
  const doc = new JsPdf({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `${content.brand} ${content.invoiceNumber}` });
  drawInvoice(doc, content, stampImage);
  doc.save(content.fileName);
}

/** The order's invoice, saved as Invoice_{orderId}.pdf. */
export function downloadInvoice(order: Order): Promise<void> {
  return saveDocument(buildInvoiceContent(order));
}

/** The credit note of one of the order's refunds, saved as CreditNote_{number}.pdf. */
export function downloadCreditNote(order: Order, refundId: string): Promise<void> {
  const refund = order.refunds?.find((candidate) => candidate._id === refundId);
  if (!refund) return Promise.reject(new Error('No such refund'));
  return saveDocument(buildCreditNoteContent(order, refund));
}

/** The status's stamp image, or null when it cannot be fetched (the invoice then draws the stamp). */
export async function loadStampImage(kind: StampKind): Promise<StampImage | null> {
  try {
    const response = await fetch(STAMP_IMAGES[kind]);
    if (!response.ok) return null;
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    return null;
  }
}
