import { Injectable } from '@nestjs/common';
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

export type PaymentProviders = Readonly<Record<PaymentMethod, PaymentProviderPort>>;

/**
 * Where orders finds the provider of an order's payment. The payments module fills it (its
 * gateways module imports orders and calls `fill` as it is built), so orders never imports
 * payments, which depends on it.
 */
@Injectable()
export class PaymentProvidersPort {
  private providers: PaymentProviders | undefined;

  fill(providers: PaymentProviders): void {
    this.providers = providers;
  }

  for(method: PaymentMethod): PaymentProviderPort {
    if (!this.providers) throw new Error('No payment providers: PaymentGatewaysModule is not loaded');
    return this.providers[method];
  }
}
