import { loadExposedModule, type InvoiceModule } from '@market/remotes';
import type { AdminOrder } from '@/shared/api/order-types';

/** Renders the buyer's invoice for this order and saves it as Invoice_{id}.pdf (the code loads on first use). */
export async function downloadOrderInvoice(order: AdminOrder): Promise<void> {
  const invoice = await loadExposedModule<InvoiceModule<AdminOrder>>('checkout', 'invoice');
  if (typeof invoice.downloadInvoice !== 'function') throw new Error('The checkout remote has no invoice');
  await invoice.downloadInvoice(order);
}

/** Renders the credit note of one refund of this order (CreditNote_{number}.pdf). */
export async function downloadOrderCreditNote(order: AdminOrder, refundId: string): Promise<void> {
  const invoice = await loadExposedModule<InvoiceModule<AdminOrder>>('checkout', 'invoice');
  if (typeof invoice.downloadCreditNote !== 'function')
    throw new Error('The checkout remote has no credit notes');
  await invoice.downloadCreditNote(order, refundId);
}
