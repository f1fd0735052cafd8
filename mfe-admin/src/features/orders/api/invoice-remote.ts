import { loadExposedModule, type InvoiceModule } from '@market/remotes';
import type { AdminOrder } from '@/shared/api/order-types';

/** The buyer's invoice and credit notes as PDFs: the checkout remote makes them (its code loads on first use). */
export function loadOrderDocuments(): Promise<InvoiceModule<AdminOrder>> {
  return loadExposedModule<InvoiceModule<AdminOrder>>('checkout', 'invoice');
}
