import { Logger } from '@nestjs/common';
import Bull from 'bull';
import { logRedisOutages } from '../common/redis';
import { JobQueue, QueueOptions } from './job-queue';

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

/** Bull on Redis: jobs survive restarts and are shared by every API process. */
export class BullQueue<T> implements JobQueue<T> {
  private readonly logger: Logger;
  private readonly queue: Bull.Queue<T>;

  constructor(
    readonly name: string,
    redisUrl: string,
    prefix: string,
    private readonly options: QueueOptions,
    sweepMs: number,
  ) {
    this.logger = new Logger(`Queue:${name}`);
    // A job left active by a killed worker loses its lock and is taken again: within one sweep
    // interval (lock expiry + next stalled check), as events missing from the queue are.
    const lockMs = Math.max(1_000, Math.min(30_000, Math.floor(sweepMs / 2)));
    this.queue = new Bull<T>(name, redisUrl, {
      prefix,
      settings: { lockDuration: lockMs, lockRenewTime: lockMs / 2, stalledInterval: lockMs, maxStalledCount: 2 },
      defaultJobOptions: {
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: options.backoffMs },
        // Finished jobs are removed so the same id can be queued again by a sweep.
        removeOnComplete: true,
        removeOnFail: true,
      },
    });
    // A Redis outage must not crash the process; the stored events are swept again later.
    logRedisOutages(this.logger, this.queue, [this.queue.client]);
    this.queue.on('failed', (job, error) =>
      this.logger.warn(`Job ${job.id} try ${job.attemptsMade} failed: ${error.message}`),
    );
  }

  async add(jobId: string, data: T): Promise<void> {
    await withTimeout(this.queue.add(data, { jobId }), `Queue ${this.name}`);
  }

  process(handler: (data: T) => Promise<void>): void {
    void this.queue.process(this.options.concurrency, (job) => handler(job.data));
  }

  async pauseWorker(): Promise<void> {
    await this.queue.pause(true, false);
  }

  async resumeWorker(): Promise<void> {
    await this.queue.resume(true);
  }

  async ping(): Promise<void> {
    await withTimeout(this.queue.client.ping(), `Queue ${this.name}`);
  }

  async close(): Promise<void> {
    await this.queue.close().catch((error: Error) => this.logger.warn(`Closing: ${error.message}`));
  }
}
