import type { ComponentType } from 'react';
import { loadExposedModule } from './load-exposed-module';

/**
 * What the checkout remote exposes to the other remotes. mfe-checkout implements these types, so
 * a change here breaks its build rather than a buyer's payment.
 */

/** What a purchase sends: a package of a service (optionally with a coupon), or an accepted custom offer. */
export type PurchaseBody =
  | { title: string; price: number; offerId: string }
  | { title: string; price: number; serviceId: string; name: string; couponCode?: string };

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
}
