import { Injectable, Logger } from '@nestjs/common';
import { CouponsService } from '../coupons/coupons.service';
import { Order } from '../orders/order';
import { OrderLifecycle } from '../orders/order-lifecycle.service';
import { OrdersService, ProviderPayment } from '../orders/orders.service';
import { CardSessionInfo, cardPayment } from './stripe/stripe-session';
import { walletPayment, WalletCapture } from './paypal/paypal.gateway';

export type FulfilmentResult = 'paid' | 'already' | 'not-paid' | 'mismatch' | 'refunded' | 'unknown-order';

/**
 * Turns a provider's confirmation into a paid order, once, whoever arrives first (webhook
 * job, the buyer's return page, a retried capture), or gives the payment back when the order
 * cannot take it (see OrdersService.confirmPayment). Everything here is idempotent.
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger('Fulfilment');

  constructor(
    private readonly orders: OrdersService,
    private readonly coupons: CouponsService,
    private readonly lifecycle: OrderLifecycle,
  ) {}

  async fulfilCardSession(session: CardSessionInfo): Promise<FulfilmentResult> {
    const order = await this.orders.findByProviderRef('stripe', session.id);
    if (!order || (session.orderId && session.orderId !== order.id)) {
      this.logger.warn(`Stripe session ${session.id} matches no order`);
      return 'unknown-order';
    }
    if (!session.paid) return 'not-paid';
    return this.fulfil(order, cardPayment(session));
  }

  async fulfilWalletCapture(order: Order, capture: WalletCapture): Promise<FulfilmentResult> {
    if (capture.status !== 'COMPLETED') return 'not-paid';
    return this.fulfil(order, walletPayment(order.id, capture));
  }

  /**
   * The payment did not happen (declined, expired, or `byBuyer`: cancelled at the payment page,
   * which reads as cancelled rather than failed): the order fails and frees its coupon.
   */
  async paymentFailed(order: Order, byBuyer = false): Promise<void> {
    // Only the call that moves the order from pending frees the coupon: a paid order keeps it.
    if (await this.orders.markPaymentFailed(order.id, byBuyer)) await this.coupons.release(order.id);
  }

  /** Records what the provider says was paid for the order. */
  async fulfil(order: Order, payment: ProviderPayment): Promise<FulfilmentResult> {
    const outcome = await this.lifecycle.confirmPayment(order.id, payment);
    if (outcome.kind === 'mismatch') {
      if (outcome.order.paymentStatus === 'failed') await this.coupons.release(order.id);
      return 'mismatch';
    }
    if (outcome.kind === 'refunded') {
      // The refunded order will never be paid: its coupon is free again.
      await this.coupons.release(order.id);
      return 'refunded';
    }
    if (outcome.kind === 'paid') {
      this.logger.log(`Order ${order.id} paid (${order.paymentMethod} ${payment.transactionId})`);
      return 'paid';
    }
    return 'already';
  }
}
