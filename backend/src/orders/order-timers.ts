import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Process, Processor } from '@nestjs/bull';
import {
  InjectJobQueue,
  inJobContext,
  JobProcessor,
  JobQueue,
  QueueDefinition,
  QueueJob,
} from '../queue/job-queue';
import { queueSweepMs, type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Scheduled } from '../scheduler/scheduled';
import { OrderMovesRepository } from './order-moves.repository';
import { OrderFilesService } from './order-files.service';
import { OrderNotifications } from './order-notifications';
import { Order } from './order';

/** Timers of the order lifecycle: delayed jobs, one per delivery (auto-acceptance). */
export const ORDER_TIMERS_QUEUE: QueueDefinition = {
  name: 'order-timers',
  options: { attempts: 5, backoffMs: 5_000, concurrency: 2 },
};

export interface OrderTimerJob {
  orderId: string;
}

const SWEEP_BATCH = 500;

/**
 * Schedules the lifecycle's timers. The job does nothing but ask the state machine to move the
 * order; the conditional update decides, so a job that runs twice, early, or on two replicas
 * at once moves the order once. Bull keeps delayed jobs in Redis across restarts; the sweep at
 * start-up schedules every waiting delivery again (same job id: no duplicate in Bull) for the
 * in-process queue, which forgets its timers when the process stops, and for a Redis that lost them.
 * Every PAYMENT_SWEEP_SECONDS a scheduled sweep also hands the queue each delivery whose
 * auto-acceptance is overdue, so a timer lost while Redis was away (scheduling failed, or Redis came back empty) fires
 * without waiting for a restart.
 */
@Injectable()
export class OrderTimers implements OnApplicationBootstrap {
  private readonly logger = new Logger('OrderTimers');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectJobQueue(ORDER_TIMERS_QUEUE) private readonly queue: JobQueue<OrderTimerJob>,
    private readonly moves: OrderMovesRepository,
    private readonly files: OrderFilesService,
    private readonly notifications: OrderNotifications,
  ) {}

  /**
   * Auto-acceptance of the order's latest delivery at its autoAcceptAt. `again`: from the job
   * itself, when it ran early (its own id is still taken while it runs).
   */
  async scheduleAutoAccept(order: Order, again = false): Promise<void> {
    if (order.stage !== 'delivered' || !order.autoAcceptAt) return;
    const delayMs = Math.max(0, order.autoAcceptAt.getTime() - Date.now());
    const id = `auto-accept-${order.id}-${order.deliveries.length}${again ? `-again-${Date.now()}` : ''}`;
    await this.queue.add(id, { orderId: order.id }, { delayMs }).catch((error: Error) => {
      // The start-up sweep schedules it again.
      this.logger.error(`Could not schedule the auto-acceptance of order ${order.id}: ${error.message}`);
    });
  }

  /** The deliveries whose auto-acceptance came due over a period ago and did not happen. */
  @Scheduled('overdue-auto-accept', queueSweepMs)
  sweepOverduePastPeriod(): Promise<number> {
    return this.sweepOverdue(new Date(Date.now() - queueSweepMs(this.config)));
  }

  onApplicationBootstrap(): void {
    void this.sweep().catch((error: Error) => this.logger.warn(`Order timer sweep failed: ${error.message}`));
    void this.sweepReminders().catch((error: Error) =>
      this.logger.warn(`Order reminder sweep failed: ${error.message}`),
    );
    void this.files
      .sweep()
      .then((removed) => removed && this.logger.log(`Removed ${removed} order files of deleted orders`))
      .catch((error: Error) => this.logger.warn(`Order file sweep failed: ${error.message}`));
  }

  /** Schedules every delivery still waiting for the buyer. Answers how many. */
  sweep(): Promise<number> {
    return this.eachAwaiting(undefined, (order) => this.scheduleAutoAccept(order));
  }

  /**
   * Hands the queue, under a job id of its own, each delivery whose auto-acceptance was due by
   * `dueBy` and has not happened: its timer was lost. The state machine's conditional update
   * still accepts it once, however many replicas sweep. Answers how many.
   */
  sweepOverdue(dueBy: Date): Promise<number> {
    return this.eachAwaiting(dueBy, (order) => this.scheduleAutoAccept(order, true));
  }

  private async eachAwaiting(
    dueBy: Date | undefined,
    schedule: (order: Order) => Promise<void>,
  ): Promise<number> {
    let scheduled = 0;
    let after: { at: Date; id: string } | undefined;
    for (;;) {
      const batch = await this.moves.listAwaitingAcceptance(SWEEP_BATCH, after, dueBy);
      for (const order of batch) await schedule(order);
      scheduled += batch.length;
      if (batch.length < SWEEP_BATCH) return scheduled;
      const last = batch[batch.length - 1]!;
      after = { at: last.autoAcceptAt!, id: last.id };
    }
  }

  /**
   * Schedules the reminders of every open order where none is stored yet (orders placed before
   * reminders existed, or whose step was stored but not announced); a reminder stored already
   * is left as it is, so this is harmless on every start and on every replica.
   */
  async sweepReminders(): Promise<number> {
    let seen = 0;
    let after: string | undefined;
    for (;;) {
      const batch = await this.moves.listOpenWork(SWEEP_BATCH, after);
      for (const order of batch) await this.notifications.remind(order);
      seen += batch.length;
      if (batch.length < SWEEP_BATCH) return seen;
      after = batch[batch.length - 1]!.id;
    }
  }
}

/** What the timer jobs call: the state machine's own timed moves. */
export interface TimedMoves {
  autoAccept(orderId: string): Promise<unknown>;
}
export const TIMED_MOVES = Symbol('TIMED_MOVES');

/** Works on the `order-timers` queue. */
@Processor(ORDER_TIMERS_QUEUE.name)
export class OrderTimersProcessor implements JobProcessor<OrderTimerJob> {
  constructor(@Inject(TIMED_MOVES) private readonly moves: TimedMoves) {}

  @Process({ concurrency: ORDER_TIMERS_QUEUE.options.concurrency })
  handle(job: QueueJob<OrderTimerJob>): Promise<void> {
    return inJobContext(ORDER_TIMERS_QUEUE.name, job, async () => {
      await this.moves.autoAccept(job.data.orderId);
    });
  }
}
