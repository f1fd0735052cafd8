/** The invoice PDF, exposed as 'checkout/invoice' so the admin order page can reuse it. */
export * from './invoice-content';
export { downloadCreditNote, downloadInvoice, drawInvoice } from './invoice-pdf';
export type { Order as InvoiceOrder } from '../api/order-types';
