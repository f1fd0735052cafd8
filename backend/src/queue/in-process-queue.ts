import { Logger, OnModuleDestroy } from '@nestjs/common';
import { currentCauseId } from '../observability/log-context';
import { metrics, trackQueue } from '../observability/metrics';
import { AddJobOptions, JobQueue, nextPeriod, QueueJob, QueueOptions, retryDelay } from './job-queue';

const MAX_TIMER_MS = 2 ** 31 - 1;

interface PendingJob<T> {
  id: string;
  data: T;
  tries: number;
  /** The request (or job) that queued it, carried by its log lines. */
  causeId: string | undefined;
  /** When it last entered the waiting list. */
  waitingSince: number;
}

/**
 * The one-process queue: jobs run in this process with the same retry and backoff rules as
 * Bull. Nothing survives a restart here, which is why every payments job is backed by a
 * stored event that a sweep re-adds.
 */
export class InProcessQueue<T> implements JobQueue<T>, OnModuleDestroy {
  private readonly logger: Logger;
  private handler: ((job: QueueJob<T>) => Promise<void>) | undefined;
  private readonly waiting: PendingJob<T>[] = [];
  private readonly known = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** The timer of each repeated job, by schedule id. */
  private readonly schedules = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private paused = false;
  private closed = false;
  private readonly untrack: () => void;

  constructor(
    readonly name: string,
    private readonly options: QueueOptions,
  ) {
    this.logger = new Logger(`Queue:${name}`);
    this.untrack = trackQueue(this);
  }

  async add(jobId: string, data: T, { delayMs }: AddJobOptions = {}): Promise<void> {
    if (this.closed || this.known.has(jobId)) return;
    this.known.add(jobId);
    const job = { id: jobId, data, tries: 0, causeId: currentCauseId(), waitingSince: Date.now() };
    if (delayMs && delayMs > 0) {
      this.later(job, delayMs);
      return;
    }
    this.waiting.push(job);
    this.drain();
  }

  /** Puts the job in the waiting list after `ms` (setTimeout's ceiling is about 24.8 days: longer waits go in steps). */
  private later(job: PendingJob<T>, ms: number): void {
    const step = Math.min(ms, MAX_TIMER_MS);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (ms > step) return this.later(job, ms - step);
      job.waitingSince = Date.now();
      this.waiting.push(job);
      this.drain();
    }, step);
    timer.unref();
    this.timers.add(timer);
  }

  async repeat(scheduleId: string, data: T, everyMs: number): Promise<void> {
    clearTimeout(this.schedules.get(scheduleId));
    const arm = (at: number): void => {
      if (this.closed) return;
      // setTimeout's ceiling: a longer wait is taken in steps, as `later` does.
      const timer = setTimeout(
        () => {
          if (Date.now() < at) return arm(at);
          void this.add(`${scheduleId}@${at}`, data);
          arm(nextPeriod(Math.max(Date.now(), at), everyMs));
        },
        Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())),
      );
      timer.unref();
      this.schedules.set(scheduleId, timer);
    };
    arm(nextPeriod(Date.now(), everyMs));
  }

  /** Sets the worker (a processor's `handle`); jobs added before this wait for it. */
  process(handler: (job: QueueJob<T>) => Promise<void>): void {
    this.handler = handler;
    this.drain();
  }

  async pauseWorker(): Promise<void> {
    this.paused = true;
    await Promise.allSettled([...this.running]);
  }

  async resumeWorker(): Promise<void> {
    this.paused = false;
    this.drain();
  }

  async stats() {
    return {
      waiting: this.waiting.length,
      active: this.running.size,
      delayed: this.timers.size,
      oldestWaitingMs: this.waiting.length
        ? Date.now() - Math.min(...this.waiting.map((j) => j.waitingSince))
        : 0,
    };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error(`Queue ${this.name} is closed`);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.untrack();
    for (const timer of [...this.timers, ...this.schedules.values()]) clearTimeout(timer);
    this.timers.clear();
    this.schedules.clear();
    this.waiting.length = 0;
    await Promise.allSettled([...this.running]);
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  private drain(): void {
    while (
      !this.closed &&
      !this.paused &&
      this.handler &&
      this.waiting.length &&
      this.running.size < this.options.concurrency
    ) {
      const job = this.waiting.shift()!;
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.drain();
      });
      this.running.add(run);
    }
  }

  private async run(job: PendingJob<T>): Promise<void> {
    job.tries += 1;
    try {
      await this.handler!({ id: job.id, data: job.data, opts: { causeId: job.causeId } });
      this.known.delete(job.id);
      metrics.queueCompleted.inc({ queue: this.name });
    } catch (error) {
      if (job.tries >= this.options.attempts || this.closed) {
        this.known.delete(job.id);
        metrics.queueFailed.inc({ queue: this.name });
        this.logger.error(`Job ${job.id} failed after ${job.tries} tries: ${(error as Error).message}`);
        return;
      }
      metrics.queueRetries.inc({ queue: this.name });
      this.later(job, retryDelay(this.options, job.tries));
    }
  }
}
