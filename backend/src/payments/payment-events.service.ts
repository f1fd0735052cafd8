import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, queueSweepMs } from '../config/app-config';
import { invalid } from '../common/domain-error';
import { InjectJobQueue, JobQueue } from '../queue/job-queue';
import { metrics } from '../observability/metrics';
import { Scheduled } from '../scheduler/scheduled';
import { FulfilmentService } from './fulfilment.service';
import { PaymentsRepository } from './payments.repository';
import { PaymentEventRow } from './payments.schema';
import { toCardSessionInfo } from './stripe/stripe-session';
import { STRIPE_CLIENT } from './stripe/stripe.gateway';
import { PAYMENTS_QUEUE, PaymentJob } from './payment-queues';

/** After this many failed tries an event is parked as 'failed' (and logged) instead of swept forever. */
const MAX_EVENT_TRIES = 20;
/** The sweep leaves just-received events to the queue that already holds them. */
const SWEEP_GRACE_MS = 10_000;

/**
 * The webhook path: verify, store once, queue, process idempotently. The stored event is the
 * source of truth; the queue only carries its id, so a lost or failed job is recovered by the
 * sweep (at start-up, and every PAYMENT_SWEEP_SECONDS through the scheduler). `PaymentEventsProcessor` runs the jobs.
 */
@Injectable()
export class PaymentEventsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PaymentEvents');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    private readonly repo: PaymentsRepository,
    private readonly fulfilment: FulfilmentService,
    @InjectJobQueue(PAYMENTS_QUEUE) readonly queue: JobQueue<PaymentJob>,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep(0).catch((error: Error) => this.logger.warn(`Sweep failed: ${error.message}`));
  }

  /** Checks a Stripe-Signature over the exact bytes received, then stores and queues the event. */
  async receiveStripe(
    rawBody: Buffer | string | undefined,
    signature: string | undefined,
  ): Promise<PaymentEventRow> {
    if (!rawBody || !signature) throw invalid('STRIPE.BAD_SIGNATURE', 'Missing Stripe signature or body');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.stripe.webhookSecret);
    } catch {
      throw invalid('STRIPE.BAD_SIGNATURE', 'Invalid Stripe signature');
    }
    const { row, inserted } = await this.repo.insertEvent({
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      payload: event as unknown as Record<string, unknown>,
    });
    metrics.paymentEvents.inc({ provider: 'stripe', outcome: 'received' });
    if (!inserted) metrics.paymentEvents.inc({ provider: 'stripe', outcome: 'duplicate' });
    if (inserted || row.status === 'received') await this.enqueue(row.id);
    return row;
  }

  /** Queues stored events not yet processed. Safe to run anywhere, any time: processing is idempotent. */
  @Scheduled('payment-events', queueSweepMs)
  async sweep(graceMs = SWEEP_GRACE_MS): Promise<number> {
    const events = await this.repo.listUnprocessedEvents(new Date(Date.now() - graceMs), 200);
    for (const event of events) await this.enqueue(event.id);
    return events.length;
  }

  /** Handles one stored event; throws so the queue retries on failure. */
  async process(eventRowId: string): Promise<void> {
    const event = await this.repo.findEvent(eventRowId);
    if (!event || event.status !== 'received') return;
    try {
      await this.handle(event);
      await this.repo.markEventDone(event.id, 'processed');
      metrics.paymentEvents.inc({ provider: event.provider, outcome: 'processed' });
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      const tries = await this.repo.recordEventFailure(event.id, message).catch(() => 0);
      if (tries >= MAX_EVENT_TRIES) {
        this.logger.error(`Event ${event.eventId} parked after ${tries} tries: ${message}`);
        await this.repo.markEventDone(event.id, 'failed', message);
        metrics.paymentEvents.inc({ provider: event.provider, outcome: 'failed' });
        return;
      }
      throw error;
    }
  }

  private async enqueue(eventRowId: string): Promise<void> {
    try {
      await this.queue.add(eventRowId, { eventId: eventRowId });
    } catch (error) {
      // Stored already: the sweep queues it again once the queue is back.
      this.logger.warn(`Could not queue event ${eventRowId}: ${(error as Error).message}`);
    }
  }

  private async handle(event: PaymentEventRow): Promise<void> {
    if (event.provider !== 'stripe') return;
    const data = (event.payload.data ?? {}) as { object?: Record<string, unknown> };
    if (!data.object) return;
    const session = toCardSessionInfo(data.object);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await this.fulfilment.fulfilCardSession(session);
        return;
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        await this.fulfilment.checkoutFailed('stripe', session.id);
        return;
      default:
        return;
    }
  }
}
