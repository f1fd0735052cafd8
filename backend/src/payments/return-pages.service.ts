import { Injectable, Logger } from '@nestjs/common';
import type { PaymentSessionJson } from '@market/contracts';
import { requirementsNeeded } from '../orders/order-lifecycle';
import { OrderExtras } from '../orders/order-extras.service';
import { OrdersService } from '../orders/orders.service';
import { FulfilmentService } from './fulfilment.service';
import { unknownSession } from './payment-errors';
import { StripeGateway } from './stripe/stripe.gateway';

/** What the card payment's return page shows the buyer. */
@Injectable()
export class ReturnPagesService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly orders: OrdersService,
    private readonly stripe: StripeGateway,
    private readonly fulfilment: FulfilmentService,
    private readonly extras: OrderExtras,
  ) {}

  /**
   * The card return page: the buyer's own session only. If the webhook has not been
   * processed yet, the session is read from Stripe and fulfilled here (same idempotent path).
   */
  async stripeSessionSummary(buyerId: string, sessionId: string): Promise<PaymentSessionJson> {
    const own = await this.orders.findByProviderRef('stripe', sessionId);
    // Or an extra bought during the buyer's order: the page then names that order.
    const purchase = own ? undefined : await this.extras.findByProviderRef('stripe', sessionId);
    const order = own ?? (purchase && (await this.orders.findById(purchase.orderId)));
    if (!order || order.buyerId !== buyerId) throw unknownSession();
    const pending = purchase ? purchase.status === 'pending' : order.paymentStatus === 'pending';
    if (pending) {
      try {
        const session = await this.stripe.retrieveSession(sessionId);
        if (session) await this.fulfilment.fulfilCardSession(session);
      } catch (error) {
        // The webhook path will still complete it; the page only needs the name.
        this.logger.warn(`Reading Stripe session ${sessionId} failed: ${(error as Error).message}`);
      }
    }
    return {
      serviceName: order.serviceTitle,
      orderId: order.id,
      requirementsNeeded: !purchase && requirementsNeeded(order),
    };
  }
}
