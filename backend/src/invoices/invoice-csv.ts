import { INVOICE_CSV_COLUMNS, InvoiceDocumentJson } from '@market/contracts';
import { csvCell } from '../common/csv';

/** Amounts with two decimals (a negative one stays a number); text made inert (names and VAT ids come from buyers). */
const cell = (value: string | number): string =>
  typeof value === 'number' ? value.toFixed(2) : csvCell(value);

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
