import { Inject } from '@nestjs/common';
import { logContext } from '../observability/log-context';
import type { QueueStats } from '../observability/metrics';

/**
 * A named job queue with retries. Bull on Redis when REDIS_URL is set, an in-process queue
 * otherwise; callers only see this interface. Jobs must be idempotent: a job may run again
 * after a crash, and callers may re-add a job whose work is already done.
 */
export interface JobQueue<T> {
  readonly name: string;
  /**
   * Adds a job; a job with the same id still waiting, delayed or running is not added twice.
   * With `delayMs` the job runs no earlier than that many milliseconds from now (timers:
   * in Redis with Bull, so they survive restarts; in memory otherwise, so their owners sweep
   * them back at start-up).
   */
  add(jobId: string, data: T, options?: AddJobOptions): Promise<void>;
  /**
   * Adds the job every `everyMs` from now on, at the multiples of `everyMs` since the epoch, under
   * an id of its own per period: one job a period however many processes ask (Bull keeps the
   * schedule in Redis, so replicas share it; the in-process queue keeps a timer). Asking again for
   * the same `scheduleId` with another period replaces the schedule.
   */
  repeat(scheduleId: string, data: T, everyMs: number): Promise<void>;
  /** Stops taking new jobs in this process (jobs stay queued); used by operators and tests. */
  pauseWorker(): Promise<void>;
  resumeWorker(): Promise<void>;
  /** Jobs waiting, running and delayed (for retry), and the oldest waiting job's age; for /metrics. */
  stats(): Promise<QueueStats>;
  /** Resolves when the queue's backing store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface AddJobOptions {
  delayMs?: number;
}

export interface QueueOptions {
  /** Total tries of one job, the first included. */
  attempts: number;
  /** Delay before the first retry; each next retry waits twice as long. */
  backoffMs: number;
  concurrency: number;
}

/** A queue's name and retry rules, shared by its producers and its processor. */
export interface QueueDefinition {
  name: string;
  options: QueueOptions;
}

/** What a worker receives: a Bull job, or its in-process equivalent. */
export interface QueueJob<T> {
  id: string | number;
  data: T;
  /** Bull keeps unknown job options with the job: `causeId` is the request that queued it. */
  opts: object;
}

/**
 * A queue's worker. The class is also a Bull `@Processor` whose `@Process()` method is `handle`:
 * @nestjs/bull wires it in Redis mode, the in-process queue calls the same method otherwise.
 */
export interface JobProcessor<T> {
  handle(job: QueueJob<T>): Promise<void>;
}

/** The start of the period after `now` for a job repeated every `everyMs` (Bull's rule for `every`). */
export function nextPeriod(now: number, everyMs: number): number {
  return Math.floor(now / everyMs) * everyMs + everyMs;
}

/** Exponential backoff: backoffMs, 2x, 4x... for retry number 1, 2, 3... */
export function retryDelay(options: QueueOptions, retry: number): number {
  return options.backoffMs * 2 ** (retry - 1);
}

export const jobQueueToken = (name: string) => `JobQueue:${name}`;

/** Injects the named queue (see QueueModule.forFeature). */
export const InjectJobQueue = (queue: QueueDefinition) => Inject(jobQueueToken(queue.name));

/** Runs a job with its queue, id and the id of the request that queued it on every log line. */
export function inJobContext<T>(queue: string, job: QueueJob<T>, work: () => Promise<void>): Promise<void> {
  const causeId = (job.opts as { causeId?: string }).causeId;
  return logContext.run({ causeId, queue, jobId: String(job.id) }, work);
}
