import { INVOICE_CSV_COLUMNS, InvoiceDocumentJson } from '@market/contracts';
import { csvHeader, csvRow } from '../common/csv';

export const CSV_HEADER = csvHeader(INVOICE_CSV_COLUMNS);

export function csvLine(doc: InvoiceDocumentJson): string {
  return csvRow([
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
  ]);
}
