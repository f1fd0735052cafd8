import type { ComponentType } from 'react';
import type { PurchaseBody } from '@market/contracts';
import { loadExposedModule } from './load-exposed-module';

/**
 * What the checkout remote exposes to the other remotes. mfe-checkout implements these types, so
 * a change here breaks its build rather than a buyer's payment.
 */

export interface PaymentChooserProps {
  show: boolean;
  onHide: () => void;
  purchase: PurchaseBody;
  /** Replaced in tests; the browser leaves the site for the provider's page. */
  redirect?: (url: string) => void;
}

/** checkout/PaymentChooser: the payment dialog (card provider, wallet provider, Cancel). */
export function loadPaymentChooser(): Promise<{ default: ComponentType<PaymentChooserProps> }> {
  return loadExposedModule('checkout', 'PaymentChooser');
}

/** checkout/invoice, as far as other remotes use it. */
export interface InvoiceModule<Order> {
  downloadInvoice(order: Order): Promise<void>;
  /** The credit note of one refund of the order (by the refund's `_id`). */
  downloadCreditNote(order: Order, refundId: string): Promise<void>;
}
