import { Injectable } from '@nestjs/common';
import { SessionUser } from '../common/access.decorator';
import { conflict } from '../common/domain-error';
import { isUnpaid } from '../orders/order-status';
import { Order } from '../orders/order';
import { OrdersService, paidNotDiscardable } from '../orders/orders.service';
import { CARD_SESSION_MINUTES } from './stripe/stripe.gateway';
import { CheckoutService } from './checkout.service';
import { FulfilmentService } from './fulfilment.service';
import { ProviderCheckout } from './payment-gateway';
import { PaymentGateways } from './payment-gateways';

/**
 * A provider's page is offered again only while surely still open: Stripe closes its page after
 * CARD_SESSION_MINUTES, and PayPal's approval is failed by the stale-checkout sweep soon after.
 */
export const RESUMABLE_CHECKOUT_MS = (CARD_SESSION_MINUTES - 5) * 60 * 1000;

const alreadyPaid = () => conflict('ORDER.ALREADY_PAID', 'This order has already been paid');
const discarded = () => conflict('ORDER.DISCARDED', 'This order was discarded, please order again');

/**
 * The buyer's way out of an order whose payment never arrived: complete it (the provider's page
 * while it is open, else a new checkout of the same purchase) or discard it. Either way the old
 * checkout is closed first, so it can never be paid behind the buyer's back.
 */
@Injectable()
export class UnpaidOrdersService {
  constructor(
    private readonly orders: OrdersService,
    private readonly checkout: CheckoutService,
    private readonly fulfilment: FulfilmentService,
    private readonly gateways: PaymentGateways,
  ) {}

  async completePayment(user: SessionUser, orderId: string, now = new Date()): Promise<ProviderCheckout> {
    const order = await this.unpaidOrderOf(user, orderId);
    const age = now.getTime() - order.createdAt.getTime();
    if (
      order.paymentStatus === 'pending' &&
      order.providerRef &&
      order.paymentUrl &&
      age < RESUMABLE_CHECKOUT_MS
    ) {
      return { id: order.providerRef, url: order.paymentUrl };
    }
    await this.discardUnpaid(order);
    return this.checkout.startAgain(user, order);
  }

  async discard(user: SessionUser, orderId: string): Promise<Order> {
    return this.discardUnpaid(await this.unpaidOrderOf(user, orderId));
  }

  private async unpaidOrderOf(user: SessionUser, orderId: string): Promise<Order> {
    const order = await this.orders.getForBuyer(orderId, user.id);
    if (order.discardedAt) throw discarded();
    if (!isUnpaid(order)) throw alreadyPaid();
    if (order.orderStatus === 'cancelled' && order.paymentStatus === 'pending') {
      throw conflict('ORDER.CANCELLED', 'This order has been cancelled, please order again');
    }
    return order;
  }

  /**
   * Closes the provider's checkout (a card payment made meanwhile is fulfilled instead, and the
   * buyer told so), fails the payment, which frees the coupon, and takes the order off the list.
   */
  private async discardUnpaid(order: Order): Promise<Order> {
    if (order.paymentStatus === 'pending') {
      const outcome = await this.gateways.for(order.paymentMethod).closeCheckout(order);
      if (outcome.kind === 'paid') {
        await this.fulfilment.fulfil(order, outcome.payment);
        throw alreadyPaid();
      }
    }
    await this.fulfilment.paymentFailed(order);
    const current = await this.orders.findById(order.id);
    if (current && !isUnpaid(current)) throw paidNotDiscardable();
    return this.orders.markDiscarded(order);
  }
}
