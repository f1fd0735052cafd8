/** The invoice PDF, exposed as 'checkout/invoice' so the admin order page can reuse it. */
export {
  buildInvoiceContent,
  formatInvoiceAmount,
  formatInvoiceDate,
  invoiceStatusColor,
  stampOf,
  INVOICE_STATUS_COLORS,
} from './invoice-content';
export type { InvoiceContent, InvoiceLineItem, StampKind } from './invoice-content';
export { downloadInvoice, drawInvoice } from './invoice-pdf';
export type { Order as InvoiceOrder } from '../api/order-types';
