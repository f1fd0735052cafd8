/** The invoice PDF, exposed as 'checkout/invoice' so the admin order page can reuse it. */
export {
  buildCreditNoteContent,
  buildInvoiceContent,
  formatInvoiceAmount,
  formatInvoiceDate,
  invoiceStatusColor,
  stampOf,
  INVOICE_STATUS_COLORS,
} from './invoice-content';
export type {
  InvoiceContent,
  InvoiceLineItem,
  InvoiceParty,
  InvoiceTotalLine,
  StampKind,
} from './invoice-content';
export { downloadCreditNote, downloadInvoice, drawInvoice } from './invoice-pdf';
export type { Order as InvoiceOrder } from '../api/order-types';
