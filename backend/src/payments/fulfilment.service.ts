import { Injectable, Logger } from '@nestjs/common';
import { CouponsService } from '../coupons/coupons.service';
import { Order } from '../orders/order';
import { OrderLifecycle } from '../orders/order-lifecycle.service';
import { ExtraPurchase, OrderExtras } from '../orders/order-extras.service';
import { PaymentMethod } from '../orders/order-status';
import { OrdersService, ProviderPayment } from '../orders/orders.service';
import { CardSessionInfo, cardPayment } from './stripe/stripe-session';
import { PaymentGateways } from './payment-gateways';
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
    private readonly extras: OrderExtras,
    private readonly gateways: PaymentGateways,
  ) {}

  async fulfilCardSession(session: CardSessionInfo): Promise<FulfilmentResult> {
    const order = await this.orders.findByProviderRef('stripe', session.id);
    if (!order) {
      // No order has this session: it may be an extra bought during an order.
      const purchase = await this.extras.findByProviderRef('stripe', session.id);
      if (purchase && (!session.orderId || session.orderId === purchase.orderId)) {
        return session.paid ? this.fulfilExtra(purchase, cardPayment(session)) : 'not-paid';
      }
    }
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

  async fulfilWalletExtra(purchase: ExtraPurchase, capture: WalletCapture): Promise<FulfilmentResult> {
    if (capture.status !== 'COMPLETED') return 'not-paid';
    return this.fulfilExtra(purchase, walletPayment(purchase.orderId, capture));
  }

  /**
   * A checkout that ended unpaid (expired, declined, cancelled by the buyer): the order's (see
   * `paymentFailed`) or an extra's, whose purchase fails and leaves its order as it was.
   */
  async checkoutFailed(method: PaymentMethod, providerRef: string, byBuyer = false): Promise<void> {
    if (await this.extraCheckoutFailed(method, providerRef)) return;
    const order = await this.orders.findByProviderRef(method, providerRef);
    if (order) await this.paymentFailed(order, byBuyer);
  }

  /** Fails the extra's purchase whose checkout this is; false when it is no extra's. */
  async extraCheckoutFailed(method: PaymentMethod, providerRef: string): Promise<boolean> {
    const purchase = await this.extras.findByProviderRef(method, providerRef);
    if (!purchase) return false;
    await this.extras.markFailed(purchase.id);
    return true;
  }

  /**
   * Records what the provider says was paid for an extra bought during the order, once. A payment
   * the order can no longer take (its work ended meanwhile) is given back, as an order's is.
   */
  async fulfilExtra(purchase: ExtraPurchase, payment: ProviderPayment): Promise<FulfilmentResult> {
    const order = await this.orders.findById(purchase.orderId);
    if (!order) return 'unknown-order';
    const outcome = await this.extras.confirmPayment(purchase, order, payment);
    if (outcome.kind === 'rejected') {
      await this.gateways
        .for(purchase.paymentMethod)
        .refund(
          { ...order, transactionId: payment.transactionId },
          { amountCents: payment.amountCents, key: `extra-${purchase.id}` },
        );
      return 'refunded';
    }
    if (outcome.kind === 'paid') {
      this.logger.log(`Extra ${purchase.id} of order ${order.id} paid (${payment.transactionId})`);
    }
    return outcome.kind;
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
