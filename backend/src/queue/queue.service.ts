import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { HEALTH_INDICATORS, HealthIndicators } from '../health/health-indicators';
import { BullQueue } from './bull-queue';
import { InProcessQueue } from './in-process-queue';
import { DEFAULT_QUEUE_OPTIONS, JobQueue, QueueOptions } from './job-queue';

/** Creates the app's named queues on the configured backend and closes them on shutdown. */
@Injectable()
export class QueueService implements OnModuleDestroy {
  private readonly queues = new Map<string, JobQueue<unknown>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HEALTH_INDICATORS) indicators: HealthIndicators,
  ) {
    indicators.set('queue', async () => {
      await Promise.all([...this.queues.values()].map((queue) => queue.ping()));
    });
  }

  get backend(): 'bull' | 'in-process' {
    return this.config.redisUrl ? 'bull' : 'in-process';
  }

  /** The queue of that name (one instance per name in a process). */
  get<T>(name: string, options: Partial<QueueOptions> = {}): JobQueue<T> {
    const existing = this.queues.get(name);
    if (existing) return existing as JobQueue<T>;
    const merged = { ...DEFAULT_QUEUE_OPTIONS, ...options };
    const queue = this.config.redisUrl
      ? new BullQueue<T>(
          name,
          this.config.redisUrl,
          this.config.queue.prefix,
          merged,
          this.config.queue.sweepSeconds * 1000,
        )
      : new InProcessQueue<T>(name, merged);
    this.queues.set(name, queue as JobQueue<unknown>);
    return queue;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}
