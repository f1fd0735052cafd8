import { Logger } from '@nestjs/common';
import Bull from 'bull';
import { logRedisOutages } from '../common/redis';
import { currentCauseId, logContext } from '../observability/log-context';
import { metrics, trackQueue } from '../observability/metrics';
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
  private readonly untrack: () => void;

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
      settings: {
        lockDuration: lockMs,
        lockRenewTime: lockMs / 2,
        stalledInterval: lockMs,
        maxStalledCount: 2,
      },
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
    this.queue.on('failed', (job, error) => {
      this.logger.warn(`Job ${job.id} try ${job.attemptsMade} failed: ${error.message}`);
      if (job.attemptsMade >= (job.opts.attempts ?? 1)) metrics.queueFailed.inc({ queue: name });
      else metrics.queueRetries.inc({ queue: name });
    });
    this.queue.on('completed', () => metrics.queueCompleted.inc({ queue: name }));
    this.untrack = trackQueue(this);
  }

  async add(jobId: string, data: T): Promise<void> {
    // Bull keeps unknown job options with the job: the id of the request that queued it rides there.
    const options = { jobId, causeId: currentCauseId() } as Bull.JobOptions;
    await withTimeout(this.queue.add(data, options), `Queue ${this.name}`);
  }

  process(handler: (data: T) => Promise<void>): void {
    void this.queue.process(this.options.concurrency, (job) =>
      logContext.run(
        {
          causeId: (job.opts as { causeId?: string }).causeId,
          queue: this.name,
          jobId: String(job.id),
        },
        () => handler(job.data),
      ),
    );
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

  async close(): Promise<void> {
    this.untrack();
    await this.queue.close().catch((error: Error) => this.logger.warn(`Closing: ${error.message}`));
  }
}
