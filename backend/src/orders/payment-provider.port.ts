import { Order } from './order';
import { PaymentMethod } from './order-status';

/**
 * What orders need from a payment provider: give money back, and close an unpaid checkout.
 * The payments module implements it per method (its gateways); orders only knows this port.
 * Both calls must be idempotent: refunding twice with one key refunds once.
 */
export interface PaymentProviderPort {
  /**
   * Refunds an amount of the order's payment and answers the provider's refund id. `key` names
   * the refund among the order's refunds: the same key refunds once.
   */
  refund(order: Order, refund: ProviderRefund): Promise<string>;
  /** Closes the order's unpaid checkout at the provider where it allows, so it cannot be paid. */
  closeCheckout(order: Order): Promise<unknown>;
}

export interface ProviderRefund {
  amountCents: number;
  key: string;
}

export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
export type PaymentProviders = Readonly<Record<PaymentMethod, PaymentProviderPort>>;
