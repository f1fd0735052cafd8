import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Order } from '../orders/order';
import { ExtraPurchase, OrderExtras } from '../orders/order-extras.service';
import { OrdersService } from '../orders/orders.service';
import { metrics } from '../observability/metrics';
import { Scheduled } from '../scheduler/scheduled';
import { FulfilmentService } from './fulfilment.service';
import { PaymentGateways } from './payment-gateways';

/**
 * A checkout still unpaid after this long is settled with its provider, which frees its coupon
 * use: soon after the card page expires (CARD_SESSION_MINUTES, Stripe's shortest), so an
 * abandoned checkout holds a limited coupon for under an hour.
 */
export const STALE_CHECKOUT_MS = 45 * 60 * 1000;

/**
 * Settles checkouts left pending (buyer walked away, or paid but never came back), every
 * CHECKOUT_RECONCILE_SECONDS (five minutes) through the scheduler: asks the provider once more,
 * fulfils what was paid, and otherwise closes the checkout and fails the order, which frees its
 * coupon. The same for the checkouts of extras and later milestones of running orders (a paid one
 * joins its order, an unpaid one fails). Idempotent, so several processes may run it.
 */
@Injectable()
export class CheckoutReconciler {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly extras: OrderExtras,
    private readonly gateways: PaymentGateways,
    private readonly fulfilment: FulfilmentService,
  ) {}

  /** Answers how many stale checkouts it found. */
  @Scheduled('stale-checkouts', (config) => config.sweeps.staleCheckoutsSeconds * 1000)
  async reconcileStaleCheckouts(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - STALE_CHECKOUT_MS);
    const stale = await this.orders.listStalePending(before);
    for (const order of stale) {
      try {
        const outcome = await this.gateways.for(order.paymentMethod).settleCheckout(order);
        if (outcome.kind === 'paid') await this.fulfilment.fulfil(order, outcome.payment);
        else if (outcome.kind === 'closed') await this.fulfilment.paymentFailed(order);
        metrics.reconciledCheckouts.inc();
      } catch (error) {
        this.logger.warn(`Reconciling order ${order.id} failed: ${(error as Error).message}`);
      }
    }
    const purchases = await this.extras.listStalePending(before);
    for (const purchase of purchases) {
      try {
        await this.settlePurchase(await this.orders.getAny(purchase.orderId), purchase);
        metrics.reconciledCheckouts.inc();
      } catch (error) {
        this.logger.warn(`Reconciling purchase ${purchase.id} failed: ${(error as Error).message}`);
      }
    }
    return stale.length + purchases.length;
  }

  /**
   * Closes the checkout of an extra or a milestone at its provider: one paid meanwhile joins the
   * order, else the purchase fails (the order never saw it).
   */
  async settlePurchase(order: Order, purchase: ExtraPurchase): Promise<void> {
    if (purchase.providerRef) {
      const outcome = await this.gateways
        .for(purchase.paymentMethod)
        .closeCheckout({ ...order, providerRef: purchase.providerRef });
      if (outcome.kind === 'paid') {
        await this.fulfilment.fulfilExtra(purchase, outcome.payment);
        return;
      }
    }
    await this.extras.markFailed(purchase.id);
  }
}
