import type { Order } from '../orders/order';
import type { ProviderPayment } from '../orders/orders.service';
import type { PaymentProviderPort } from '../orders/payment-provider.port';

/** What the buyer pays for, as a provider's checkout shows it. */
export interface NewCheckout {
  orderId: string;
  /** Names this checkout among the order's when it is not the order's own (an extra bought later). */
  reference?: string;
  title: string;
  amountCents: number;
  /** The order's currency (the shop's, ISO 4217 in any case). */
  currency: string;
  customerEmail: string;
}

/** The provider's checkout: its id and the page where the buyer pays. */
export interface ProviderCheckout {
  id: string;
  url: string;
}

/** Where a checkout ended once the provider has been asked. */
export type CheckoutOutcome =
  | { kind: 'paid'; payment: ProviderPayment }
  /** The provider still settles the payment: ask again later. */
  | { kind: 'pending' }
  /** Closed unpaid: it can no longer be paid. */
  | { kind: 'closed' };

export const CHECKOUT_CLOSED: CheckoutOutcome = { kind: 'closed' };

/** One payment provider as the payments services use it; every provider difference lives behind it. */
export interface PaymentGateway extends PaymentProviderPort {
  readonly mode: 'live' | 'sandbox';
  /** How the buyer-facing error names the provider's checkout ("Stripe session"). */
  readonly checkoutName: string;
  openCheckout(input: NewCheckout): Promise<ProviderCheckout>;
  /** Closes the order's checkout without taking money; a payment made meanwhile is answered as paid. */
  closeCheckout(order: Order): Promise<CheckoutOutcome>;
  /** Ends a checkout left pending: collects what the buyer approved, else closes it. */
  settleCheckout(order: Order): Promise<CheckoutOutcome>;
}
