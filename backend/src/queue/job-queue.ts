import type { QueueStats } from '../observability/metrics';

/**
 * A named job queue with retries. Bull on Redis when REDIS_URL is set, an in-process queue
 * otherwise; callers only see this interface. Jobs must be idempotent: a job may run again
 * after a crash, and callers may re-add a job whose work is already done.
 */
export interface JobQueue<T> {
  readonly name: string;
  /** Adds a job; a job with the same id still waiting or running is not added twice. */
  add(jobId: string, data: T): Promise<void>;
  /** Sets the worker; jobs added before this wait for it. */
  process(handler: (data: T) => Promise<void>): void;
  /** Stops taking new jobs in this process (jobs stay queued); used by operators and tests. */
  pauseWorker(): Promise<void>;
  resumeWorker(): Promise<void>;
  /** Jobs waiting, running and delayed (for retry), and the oldest waiting job's age; for /metrics. */
  stats(): Promise<QueueStats>;
  /** Resolves when the queue's backing store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface QueueOptions {
  /** Total tries of one job, the first included. */
  attempts: number;
  /** Delay before the first retry; each next retry waits twice as long. */
  backoffMs: number;
  concurrency: number;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = { attempts: 5, backoffMs: 1_000, concurrency: 4 };

/** Exponential backoff: backoffMs, 2x, 4x... for retry number 1, 2, 3... */
export function retryDelay(options: QueueOptions, retry: number): number {
  return options.backoffMs * 2 ** (retry - 1);
}
