import type { Order as MarketOrder } from '../../orders/order';
import type { ProviderRefund } from '../../orders/payment-provider.port';
import type { ProviderPayment } from '../../orders/orders.service';
import {
  CHECKOUT_CLOSED,
  CheckoutOutcome,
  NewCheckout,
  PaymentGateway,
  ProviderCheckout,
} from '../payment-gateway';

export type NewWalletOrder = Pick<
  NewCheckout,
  'orderId' | 'reference' | 'title' | 'amountCents' | 'currency'
>;

export type WalletCaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'NOT_APPROVED';

export interface WalletCapture {
  status: WalletCaptureStatus;
  captureId: string | null;
  amountCents: number | null;
  currency: string | null;
}

/** A completed capture's payment, as the order records it. */
export function walletPayment(orderId: string, capture: WalletCapture): ProviderPayment {
  if (!capture.captureId || capture.amountCents === null || !capture.currency) {
    throw new Error(`PayPal capture of order ${orderId} lacks its id or amount`);
  }
  return { transactionId: capture.captureId, amountCents: capture.amountCents, currency: capture.currency };
}

/** PayPal Orders v2 as the app uses it: the real API (keys set) or the built-in sandbox. */
export abstract class PayPalGateway implements PaymentGateway {
  abstract readonly mode: 'live' | 'sandbox';
  readonly checkoutName = 'PayPal order';
  abstract createOrder(input: NewWalletOrder): Promise<{ id: string; approveUrl: string }>;
  /**
   * Captures an approved order. `requestId` makes a retried capture return the first result
   * instead of capturing twice; an order captured earlier answers its existing capture.
   */
  abstract capture(paypalOrderId: string, requestId: string): Promise<WalletCapture>;
  /** Refunds an amount of a capture; idempotent per order and refund key. Answers the refund id. */
  abstract refundCapture(
    captureId: string,
    orderId: string,
    refund: ProviderRefund,
    currency: string,
  ): Promise<string>;
  /** Gives up an order never approved (PayPal lets unapproved orders lapse by themselves). */
  abstract abandon(paypalOrderId: string): Promise<void>;

  async openCheckout(input: NewCheckout): Promise<ProviderCheckout> {
    const created = await this.createOrder(input);
    return { id: created.id, url: created.approveUrl };
  }

  refund(order: MarketOrder, refund: ProviderRefund): Promise<string> {
    return this.refundCapture(order.transactionId!, order.id, refund, order.currency);
  }

  /** PayPal cannot void an order, but this app never captures one it has closed. */
  async closeCheckout(order: MarketOrder): Promise<CheckoutOutcome> {
    if (order.providerRef) await this.abandon(order.providerRef);
    return CHECKOUT_CLOSED;
  }

  /** Captures what the buyer approved but never came back to confirm; a refused capture closes it. */
  async settleCheckout(order: MarketOrder): Promise<CheckoutOutcome> {
    // A cancelled order's PayPal order is never captured: nothing was taken from the buyer.
    if (!order.providerRef || order.orderStatus === 'cancelled') return this.closeCheckout(order);
    const capture = await this.capture(order.providerRef, `capture-${order.id}`);
    if (capture.status === 'COMPLETED') return { kind: 'paid', payment: walletPayment(order.id, capture) };
    if (capture.status === 'PENDING') return { kind: 'pending' };
    return this.closeCheckout(order);
  }
}
