import type { SessionUser } from '../../common/access.decorator';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { PaymentMethod } from '../../orders/order-status';
import { OrdersService } from '../../orders/orders.service';
import { currentCauseId } from '../../observability/log-context';
import { FulfilmentService } from '../fulfilment.service';
import { unknownSession } from '../payment-errors';
import { PaymentGateways } from '../payment-gateways';
import { PaymentsRepository } from '../payments.repository';
import { SandboxPaymentRow } from '../payments.schema';
import { STRIPE_CLIENT } from '../stripe/stripe.gateway';
import { sandboxSessionObject } from './sandbox.gateways';

/** The built-in sandbox playing the provider: what its pages' Pay and Cancel do. */
@Injectable()
export class SandboxPaymentsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    private readonly gateways: PaymentGateways,
    private readonly orders: OrdersService,
    private readonly fulfilment: FulfilmentService,
    private readonly repo: PaymentsRepository,
    private readonly http: HttpAdapterHost,
  ) {}

  /**
   * A sandbox record for its page, or 404: also when the provider is live (no sandbox then) and
   * when the viewer is not the buyer who started that checkout (only they may pay or cancel it).
   */
  async record(provider: PaymentMethod, id: string, viewer: SessionUser): Promise<SandboxPaymentRow> {
    return (await this.recordWithOrder(provider, id, viewer)).row;
  }

  private async recordWithOrder(provider: PaymentMethod, id: string, viewer: SessionUser) {
    const live = this.gateways.for(provider).mode === 'live';
    const row = live ? undefined : await this.repo.findSandbox(provider, id);
    const order = row && (await this.orders.findById(row.orderId));
    if (!row || !order || order.buyerId !== viewer.id) throw unknownSession();
    return { row, order };
  }

  /**
   * The sandbox's "Pay" for Stripe: the session becomes paid and a signed
   * checkout.session.completed goes through the real webhook verification, store and queue.
   */
  async payStripe(id: string, viewer: SessionUser): Promise<void> {
    const { row, order } = await this.recordWithOrder('stripe', id, viewer);
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
      data: { object: sandboxSessionObject(paid, order.buyerEmail) },
    });
    const signature = this.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.config.stripe.webhookSecret,
    });
    await this.deliverWebhook(payload, signature);
  }

  /**
   * Posts the sandbox's event to the real webhook route, as Stripe would: raw body, signature
   * check, store, queue. Fastify's inject runs the full request pipeline in this process with no
   * socket, so it needs no listening address (any replica, any PORT/HOST, behind any proxy);
   * it sends no Origin, so the CSRF check lets it through like Stripe's own calls, and the
   * route skips rate limits.
   */
  private async deliverWebhook(payload: string, signature: string): Promise<void> {
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

  async approvePayPal(id: string, viewer: SessionUser): Promise<void> {
    const row = await this.record('paypal', id, viewer);
    await this.repo.moveSandbox(row.id, ['open'], 'approved');
  }

  /** The sandbox's "Cancel": the session ends unpaid; the order's payment reads cancelled and frees its coupon. */
  async cancel(provider: PaymentMethod, id: string, viewer: SessionUser): Promise<void> {
    const row = await this.record(provider, id, viewer);
    const cancelled = await this.repo.moveSandbox(row.id, ['open', 'approved'], 'cancelled');
    if (!cancelled) return;
    if (await this.fulfilment.extraCheckoutFailed(provider, row.id)) return;
    const order = await this.orders.findById(row.orderId);
    if (order) await this.fulfilment.paymentFailed(order, true);
  }
}
