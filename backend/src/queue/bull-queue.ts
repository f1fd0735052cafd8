import { Logger, OnModuleDestroy } from '@nestjs/common';
import type Bull from 'bull';
import { logRedisOutages } from '../common/redis';
import { currentCauseId } from '../observability/log-context';
import { metrics, trackQueue } from '../observability/metrics';
import { AddJobOptions, JobQueue, QueueOptions } from './job-queue';

/** While Redis is unreachable ioredis holds commands; callers get an error after this instead of waiting. */
const REDIS_WAIT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: Redis did not answer in ${REDIS_WAIT_MS} ms`)),
      REDIS_WAIT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Settings every Bull queue shares. A job left active by a killed worker loses its lock and is
 * taken again: within one sweep interval (lock expiry + next stalled check), as events missing
 * from the queue are.
 */
export function bullSettings(sweepMs: number): Bull.AdvancedSettings {
  const lockMs = Math.max(1_000, Math.min(30_000, Math.floor(sweepMs / 2)));
  return { lockDuration: lockMs, lockRenewTime: lockMs / 2, stalledInterval: lockMs, maxStalledCount: 2 };
}

/** A queue's retry rules as Bull job defaults. */
export function bullJobOptions(options: QueueOptions): Bull.JobOptions {
  return {
    attempts: options.attempts,
    backoff: { type: 'exponential', delay: options.backoffMs },
    // Finished jobs are removed so the same id can be queued again by a sweep.
    removeOnComplete: true,
    removeOnFail: true,
  };
}

/**
 * Bull on Redis (the queue made by @nestjs/bull, its worker set by `@Process()`): jobs survive
 * restarts and are shared by every API process.
 */
export class BullJobQueue<T> implements JobQueue<T>, OnModuleDestroy {
  private readonly logger: Logger;
  private readonly untrack: () => void;
  private closing = false;

  constructor(private readonly queue: Bull.Queue<T>) {
    const name = queue.name;
    this.logger = new Logger(`Queue:${name}`);
    // A Redis outage must not crash the process; the stored events are swept again later.
    logRedisOutages(this.logger, queue, [queue.client]);
    queue.on('failed', (job, error) => {
      this.logger.warn(`Job ${job.id} try ${job.attemptsMade} failed: ${error.message}`);
      if (job.attemptsMade >= (job.opts.attempts ?? 1)) metrics.queueFailed.inc({ queue: name });
      else metrics.queueRetries.inc({ queue: name });
    });
    queue.on('completed', () => metrics.queueCompleted.inc({ queue: name }));
    this.untrack = trackQueue(this);
    this.keepWorkerStartHandled(queue);
  }

  /**
   * @nestjs/bull starts the worker with `queue.process(...)` (after this is made) and drops the
   * promise it answers. Bull rejects that promise when the worker cannot start or stops, also
   * when the queue is closed while it starts (a process stopped right after start-up: its
   * Redis subscription is cut, "Connection is closed."): left alone, an unhandled rejection.
   */
  private keepWorkerStartHandled(queue: Bull.Queue<T>): void {
    const process = queue.process.bind(queue) as (...args: unknown[]) => Promise<void>;
    (queue as unknown as { process: typeof process }).process = (...args) => {
      const started = process(...args);
      started.catch((error: Error) => {
        if (!this.closing) this.logger.error(`The worker stopped: ${error?.message ?? error}`);
      });
      return started;
    };
  }

  get name(): string {
    return this.queue.name;
  }

  async add(jobId: string, data: T, { delayMs }: AddJobOptions = {}): Promise<void> {
    // Bull keeps unknown job options with the job: the id of the request that queued it rides there.
    const options = { jobId, causeId: currentCauseId() } as Bull.JobOptions;
    if (delayMs && delayMs > 0) options.delay = Math.ceil(delayMs);
    await withTimeout(this.queue.add(data, options), `Queue ${this.name}`);
  }

  async repeat(scheduleId: string, data: T, everyMs: number): Promise<void> {
    // Bull keys a schedule by its id and period: one left by a start with another period goes.
    const schedules = await withTimeout(this.queue.getRepeatableJobs(), `Queue ${this.name}`);
    for (const old of schedules.filter((s) => s.id === scheduleId && s.every !== everyMs)) {
      await this.queue.removeRepeatableByKey(old.key);
    }
    const options = { jobId: scheduleId, repeat: { every: everyMs } };
    await withTimeout(this.queue.add(data, options), `Queue ${this.name}`);
  }

  async pauseWorker(): Promise<void> {
    await this.queue.pause(true, false);
  }

  async resumeWorker(): Promise<void> {
    await this.queue.resume(true);
  }

  async stats() {
    const counts = await withTimeout(this.queue.getJobCounts(), `Queue ${this.name}`);
    // Bull pushes new jobs on the left: ascending order starts at the oldest waiting job.
    const [oldest] = counts.waiting ? await this.queue.getWaiting(0, 0) : [];
    return {
      waiting: counts.waiting,
      active: counts.active,
      delayed: counts.delayed,
      oldestWaitingMs: oldest ? Math.max(0, Date.now() - oldest.timestamp) : 0,
    };
  }

  async ping(): Promise<void> {
    await withTimeout(this.queue.client.ping(), `Queue ${this.name}`);
  }

  /** Closed before @nestjs/bull's own shutdown hook, which then finds it closed. */
  async close(): Promise<void> {
    this.closing = true;
    this.untrack();
    await this.queue.close().catch((error: Error) => this.logger.warn(`Closing: ${error.message}`));
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}
