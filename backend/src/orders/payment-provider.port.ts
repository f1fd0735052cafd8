import { Order } from './order';
import { PaymentMethod } from './order-status';

/**
 * What orders need from a payment provider: give money back, and close an unpaid checkout.
 * The payments module implements it per method (its gateways); orders only knows this port.
 * Both calls must be idempotent per order: refunding twice refunds once.
 */
export interface PaymentProviderPort {
  /** Refunds the order's payment in full and answers the provider's refund id. */
  refund(order: Order): Promise<string>;
  /** Closes the order's unpaid checkout at the provider where it allows, so it cannot be paid. */
  closeCheckout(order: Order): Promise<unknown>;
}

export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
export type PaymentProviders = Readonly<Record<PaymentMethod, PaymentProviderPort>>;
