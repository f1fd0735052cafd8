import { PaymentMethod } from './order-status';
import { OrderRow } from './orders.schema';

/**
 * The port through which orders give money back and close unpaid checkouts. The payments
 * module registers one refunder per method at start (orders cannot import payments: payments
 * already depends on orders). A refunder must be idempotent per order: calling it twice
 * refunds once.
 */
export interface PaymentRefunder {
  /** Refunds the order's payment in full and answers the provider's refund id. */
  refund(order: OrderRow): Promise<string>;
  /** Closes the order's unpaid checkout at the provider where it allows, so it cannot be paid. */
  closeCheckout(order: OrderRow): Promise<void>;
}

export const PAYMENT_REFUNDERS = Symbol('PAYMENT_REFUNDERS');
export type PaymentRefunders = Map<PaymentMethod, PaymentRefunder>;
