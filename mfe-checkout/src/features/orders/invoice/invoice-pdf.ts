import type { jsPDF } from 'jspdf';
import type { Order } from '../api/order-types';
import { buildInvoiceContent, type InvoiceContent, type StampKind } from './invoice-content';
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

/** Draw the invoice content on an A4 portrait jsPDF document (all positions in mm). */
export function drawInvoice(doc: jsPDF, content: InvoiceContent, stampImage?: StampImage | null): void {
  const left = 20;
  const right = 190;

  doc.setFillColor(BRAND);
  doc.rect(0, 0, 210, 6, 'F');

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(26);
  doc.setTextColor(BRAND);
  doc.text(content.brand, left, 26);
  doc.setFontSize(20);
  doc.setTextColor(INK);
  doc.text(content.title, right, 26, { align: 'right' });

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(MUTED);
  doc.text('Digital services marketplace', left, 32);
  const meta: [string, string][] = [
    ['Invoice No:', content.invoiceNumber],
    ['Invoice Date:', content.issueDate],
    ['Order Date:', content.orderDate],
  ];
  meta.forEach(([label, value], index) => {
    const y = 34 + index * 6;
    doc.setTextColor(MUTED);
    doc.text(label, 128, y);
    doc.setTextColor(INK);
    doc.text(value, right, y, { align: 'right' });
  });
  // The order id is a long UUID: its own line under its label.
  doc.setTextColor(MUTED);
  doc.text('Order ID:', 128, 52);
  doc.setFontSize(8);
  doc.setTextColor(INK);
  doc.text(content.orderId, right, 57, { align: 'right' });
  doc.setFontSize(10);

  // Customer
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.setTextColor(INK);
  doc.text('Bill To', left, 66);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.text(content.customer.name, left, 73);
  doc.text(content.customer.email, left, 79);
  doc.text(content.customer.phone, left, 85);

  // Status
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.text('Order Status', 128, 66);
  doc.setFillColor(content.status.color);
  doc.roundedRect(128, 70, 40, 8, 2, 2, 'F');
  doc.setTextColor('#ffffff');
  doc.setFontSize(10);
  doc.text(content.status.label, 148, 75.5, { align: 'center' });

  // Line item table
  const tableTop = 98;
  doc.setFillColor('#f1f3f5');
  doc.rect(left, tableTop, right - left, 9, 'F');
  doc.setTextColor(INK);
  doc.setFont('helvetica', 'bold');
  doc.text('Description', left + 3, tableTop + 6);
  doc.text('Package', 105, tableTop + 6);
  doc.text('Qty', 135, tableTop + 6, { align: 'right' });
  doc.text('Unit Price', 162, tableTop + 6, { align: 'right' });
  doc.text('Amount', right - 3, tableTop + 6, { align: 'right' });
  doc.setFont('helvetica', 'normal');
  const itemY = tableTop + 17;
  const description = doc.splitTextToSize(content.lineItem.description, 76) as string[];
  doc.text(description, left + 3, itemY);
  doc.text(content.lineItem.packageName, 105, itemY);
  doc.text(String(content.lineItem.quantity), 135, itemY, { align: 'right' });
  doc.text(content.lineItem.unitPrice, 162, itemY, { align: 'right' });
  doc.text(content.lineItem.amount, right - 3, itemY, { align: 'right' });
  const rowBottom = itemY + description.length * 5 + 2;
  doc.setDrawColor('#dee2e6');
  doc.line(left, rowBottom, right, rowBottom);

  // Totals
  const totalsY = rowBottom + 10;
  doc.setTextColor(MUTED);
  doc.text('Subtotal', 140, totalsY);
  doc.setTextColor(INK);
  doc.text(content.totals.subtotal, right - 3, totalsY, { align: 'right' });
  doc.line(138, totalsY + 4, right, totalsY + 4);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.text('Total', 140, totalsY + 11);
  doc.text(content.totals.total, right - 3, totalsY + 11, { align: 'right' });

  // Payment
  const paymentY = totalsY + 28;
  doc.setFontSize(11);
  doc.text('Payment Information', left, paymentY);
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
    doc.text(label, left, y);
    doc.setTextColor(INK);
    doc.text(value, left + 32, y);
  });

  if (stampImage) doc.addImage(stampImage, 'PNG', 124, paymentY, 52, 20);
  else drawStamp(doc, content.stamp, 150, paymentY + 10);

  doc.setFontSize(10);
  doc.setTextColor(MUTED);
  doc.text(content.footer, 105, 275, { align: 'center' });
  doc.text(`${content.brand} · ${content.invoiceNumber}`, 105, 281, { align: 'center' });
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

/** Render the order's invoice and let the browser save it as Invoice_{orderId}.pdf; jspdf loads on first use. */
export async function downloadInvoice(order: Order): Promise<void> {
  const { jsPDF: JsPdf } = await import(/* webpackChunkName: "jspdf" */ 'jspdf');
  const content = buildInvoiceContent(order);
  const stampImage = await loadStampImage(content.stamp.text);
  const doc = new JsPdf({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `${content.brand} ${content.invoiceNumber}` });
  drawInvoice(doc, content, stampImage);
  doc.save(content.fileName);
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
