import type { SessionUser } from '../auth/access.decorator';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { conflict, notFound } from '../common/domain-error';
import { toOrderView, OrderView } from '../orders/dto/order.view';
import { OrdersService } from '../orders/orders.service';
import { PAYMENT_REFUNDERS, PaymentRefunders } from '../orders/payment-refunds';
import { currentCauseId } from '../observability/log-context';
import { metrics } from '../observability/metrics';
import { FulfilmentService } from './fulfilment.service';
import { STRIPE_CLIENT } from './payment-events.service';
import { PaymentsRepository } from './payments.repository';
import { SandboxPaymentRow } from './payments.schema';
import { PayPalGateway } from './paypal/paypal.gateway';
import { sandboxSessionObject } from './sandbox/sandbox.gateways';
import { StripeGateway } from './stripe/stripe.gateway';

const unknownSession = () => notFound('PAYMENT.SESSION_NOT_FOUND', 'Payment session not found');
const paypalRefunded = () =>
  conflict('PAYPAL.PAYMENT_REFUNDED', 'This order can no longer be paid; your payment has been refunded');

/**
 * A checkout still unpaid after this long is settled with its provider, which frees its coupon
 * use: soon after the card page expires (CARD_SESSION_MINUTES, Stripe's shortest), so an
 * abandoned checkout holds a limited coupon for under an hour.
 */
export const STALE_CHECKOUT_MS = 45 * 60 * 1000;
const RECONCILE_EVERY_MS = 5 * 60 * 1000;

/** The buyer's side after checkout (return pages, capture) and the sandbox's provider role. */
@Injectable()
export class PaymentsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Payments');
  private reconcileTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    private readonly stripeGateway: StripeGateway,
    private readonly paypalGateway: PayPalGateway,
    private readonly orders: OrdersService,
    private readonly fulfilment: FulfilmentService,
    private readonly repo: PaymentsRepository,
    private readonly http: HttpAdapterHost,
    @Inject(PAYMENT_REFUNDERS) refunders: PaymentRefunders,
  ) {
    refunders.set('stripe', {
      refund: (order) => this.stripeGateway.refund(order.transactionId!, order.id),
      closeCheckout: async (order) => {
        if (order.providerRef) await this.stripeGateway.expireSession(order.providerRef);
      },
    });
    refunders.set('paypal', {
      refund: (order) => this.paypalGateway.refund(order.transactionId!, order.id),
      // PayPal cannot void an order, but this app never captures one of a cancelled order.
      closeCheckout: async (order) => {
        if (order.providerRef) await this.paypalGateway.abandon(order.providerRef);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.reconcileTimer = setInterval(() => void this.reconcileStaleCheckouts(), RECONCILE_EVERY_MS);
    this.reconcileTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.reconcileTimer);
  }

  /**
   * Settles checkouts left pending (buyer walked away, or paid but never came back): asks the
   * provider once more, fulfils what was paid, and otherwise closes the session and fails the
   * order, which frees its coupon. Idempotent, so several processes may run it.
   */
  async reconcileStaleCheckouts(now = new Date()): Promise<number> {
    const stale = await this.orders.listStalePending(new Date(now.getTime() - STALE_CHECKOUT_MS));
    for (const order of stale) {
      try {
        if (!order.providerRef) {
          await this.fulfilment.paymentFailed(order);
        } else if (order.paymentMethod === 'stripe') {
          const session = await this.stripeGateway.expireSession(order.providerRef);
          if (session?.paid) await this.fulfilment.fulfilCardSession(session);
          else await this.fulfilment.paymentFailed(order);
        } else if (order.orderStatus === 'cancelled') {
          // Never captured (see capturePayPal): nothing was taken from the buyer.
          await this.paypalGateway.abandon(order.providerRef);
          await this.fulfilment.paymentFailed(order);
        } else {
          const capture = await this.paypalGateway.capture(order.providerRef, `capture-${order.id}`);
          if (capture.status === 'COMPLETED') await this.fulfilment.fulfilWalletCapture(order, capture);
          else if (capture.status !== 'PENDING') {
            await this.paypalGateway.abandon(order.providerRef);
            await this.fulfilment.paymentFailed(order);
          }
        }
        metrics.reconciledCheckouts.inc();
      } catch (error) {
        this.logger.warn(`Reconciling order ${order.id} failed: ${(error as Error).message}`);
      }
    }
    return stale.length;
  }

  /**
   * The card return page: the buyer's own session only. If the webhook has not been
   * processed yet, the session is read from Stripe and fulfilled here (same idempotent path).
   */
  async stripeSessionSummary(buyerId: string, sessionId: string): Promise<{ serviceName: string }> {
    const order = await this.orders.findByProviderRef('stripe', sessionId);
    if (!order || order.buyerId !== buyerId) throw unknownSession();
    if (order.paymentStatus === 'pending') {
      try {
        const session = await this.stripeGateway.retrieveSession(sessionId);
        if (session) await this.fulfilment.fulfilCardSession(session);
      } catch (error) {
        // The webhook path will still complete it; the page only needs the name.
        this.logger.warn(`Reading Stripe session ${sessionId} failed: ${(error as Error).message}`);
      }
    }
    return { serviceName: order.serviceTitle };
  }

  /** Captures the buyer's own approved PayPal order and marks it paid (idempotent). */
  async capturePayPal(buyerId: string, paypalOrderId: string): Promise<{ status: string; order: OrderView }> {
    const order = await this.orders.findByProviderRef('paypal', paypalOrderId);
    if (!order || order.buyerId !== buyerId)
      throw notFound('PAYPAL.ORDER_NOT_FOUND', 'PayPal order not found');
    if (order.paymentStatus === 'paid') return { status: 'COMPLETED', order: toOrderView(order) };
    if (order.paymentStatus === 'refunded') throw paypalRefunded();
    if (order.paymentStatus === 'failed')
      throw conflict('PAYPAL.PAYMENT_FAILED', 'This payment failed, please order again');
    // A cancelled order's PayPal order is never captured: that is how it is closed.
    if (order.orderStatus === 'cancelled')
      throw conflict('PAYPAL.ORDER_CANCELLED', 'This order has been cancelled, nothing was charged');
    let capture = await this.paypalGateway.capture(paypalOrderId, `capture-${order.id}`);
    if (capture.status === 'DECLINED') {
      // PayPal may answer a repeated request id with its first (declined) result even after the
      // buyer chose another funding source; a fresh id asks again. A PayPal order is captured
      // at most once, so this cannot charge twice.
      capture = await this.paypalGateway.capture(paypalOrderId, `capture-${order.id}-${randomUUID()}`);
    }
    if (capture.status === 'NOT_APPROVED') {
      throw conflict('PAYPAL.NOT_APPROVED', 'The payment has not been approved in PayPal yet');
    }
    if (capture.status === 'DECLINED') {
      // PayPal lets the buyer pick another funding source for the same order, so it stays
      // pending; an order never completed is failed later by reconcileStaleCheckouts.
      throw conflict(
        'PAYPAL.DECLINED',
        'The payment was declined, please try another payment method in PayPal',
      );
    }
    const result = await this.fulfilment.fulfilWalletCapture(order, capture);
    if (result === 'mismatch')
      throw conflict('PAYPAL.AMOUNT_MISMATCH', 'The captured amount does not match the order');
    if (result === 'refunded') throw paypalRefunded();
    const current = (await this.orders.findById(order.id)) ?? order;
    return { status: capture.status, order: toOrderView(current) };
  }

  /**
   * A sandbox record for its page, or 404: also when the provider is live (no sandbox then) and
   * when the viewer is not the buyer who started that checkout (only they may pay or cancel it).
   */
  async sandboxRecord(
    provider: 'stripe' | 'paypal',
    id: string,
    viewer: SessionUser,
  ): Promise<SandboxPaymentRow> {
    const live =
      provider === 'stripe' ? this.stripeGateway.mode === 'live' : this.paypalGateway.mode === 'live';
    const row = live ? undefined : await this.repo.findSandbox(provider, id);
    const order = row && (await this.orders.findById(row.orderId));
    if (!row || order?.buyerId !== viewer.id) throw unknownSession();
    return row;
  }

  /**
   * The sandbox's "Pay" for Stripe: the session becomes paid and a signed
   * checkout.session.completed goes through the real webhook verification, store and queue.
   */
  async sandboxPayStripe(id: string, viewer: SessionUser): Promise<void> {
    const row = await this.sandboxRecord('stripe', id, viewer);
    const paid = await this.repo.moveSandbox(row.id, ['open'], 'paid', {
      transactionId: `pi_sandbox_${row.id.slice('cs_sandbox_'.length)}`,
    });
    if (!paid) return;
    const payload = JSON.stringify({
      id: `evt_sandbox_${row.id.slice('cs_sandbox_'.length)}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: sandboxSessionObject(paid) },
    });
    const signature = this.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.config.stripe.webhookSecret,
    });
    await this.deliverSandboxWebhook(payload, signature);
  }

  /**
   * Posts the sandbox's event to the real webhook route, as Stripe would: raw body, signature
   * check, store, queue. Fastify's inject runs the full request pipeline in this process with no
   * socket, so it needs no listening address (any replica, any PORT/HOST, behind any proxy);
   * it sends no Origin, so the CSRF check lets it through like Stripe's own calls, and the
   * route skips rate limits.
   */
  private async deliverSandboxWebhook(payload: string, signature: string): Promise<void> {
    const answer = await this.http.httpAdapter.getInstance<FastifyInstance>().inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature,
        // The "Pay" press caused this event: its logs, and the jobs it queues, carry the same id.
        ...(currentCauseId() ? { 'x-request-id': currentCauseId() } : {}),
      },
      payload,
    });
    if (answer.statusCode !== 200) {
      throw new Error(`Sandbox webhook answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    }
  }

  async sandboxApprovePayPal(id: string, viewer: SessionUser): Promise<void> {
    const row = await this.sandboxRecord('paypal', id, viewer);
    await this.repo.moveSandbox(row.id, ['open'], 'approved');
  }

  /** The sandbox's "Cancel": the session ends unpaid, the order fails and frees its coupon. */
  async sandboxCancel(provider: 'stripe' | 'paypal', id: string, viewer: SessionUser): Promise<void> {
    const row = await this.sandboxRecord(provider, id, viewer);
    const cancelled = await this.repo.moveSandbox(row.id, ['open', 'approved'], 'cancelled');
    if (!cancelled) return;
    const order = await this.orders.findById(row.orderId);
    if (order) await this.fulfilment.paymentFailed(order);
  }
}
