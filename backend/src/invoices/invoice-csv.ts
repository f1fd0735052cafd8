import { INVOICE_CSV_COLUMNS, InvoiceDocumentJson } from '@market/contracts';

/**
 * A CSV cell: quoted when needed; text a spreadsheet would run as a formula (=, +, -, @ first)
 * gets a leading apostrophe, since names and VAT ids come from buyers.
 */
function cell(value: string | number): string {
  let text = typeof value === 'number' ? value.toFixed(2) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = `${INVOICE_CSV_COLUMNS.join(',')}\r\n`;

export function csvLine(doc: InvoiceDocumentJson): string {
  return `${[
    doc.number,
    doc.issuedAt.slice(0, 10),
    doc.orderId,
    doc.buyer,
    doc.company,
    doc.vatId,
    doc.country,
    doc.net,
    doc.tax,
    doc.total,
    doc.currency.toUpperCase(),
    doc.paymentMethod,
    doc.transactionId,
  ]
    .map(cell)
    .join(',')}\r\n`;
}
