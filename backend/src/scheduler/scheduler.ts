import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Process, Processor } from '@nestjs/bull';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { metrics } from '../observability/metrics';
import {
  InjectJobQueue,
  inJobContext,
  JobProcessor,
  JobQueue,
  QueueDefinition,
  QueueJob,
} from '../queue/job-queue';
import { SCHEDULED, ScheduledSweep } from './scheduled';

/**
 * The queue of scheduled work. One try a period: a sweep that fails is counted and logged, and the
 * next period is its retry.
 */
export const SCHEDULE_QUEUE: QueueDefinition = {
  name: 'scheduled',
  options: { attempts: 1, backoffMs: 1_000, concurrency: 2 },
};

export interface ScheduledJob {
  task: string;
}

interface Task {
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Every periodic sweep of the API, as one repeated job each on the `scheduled` queue: with Redis a
 * Bull repeatable job, which runs once a period across all replicas; without it the in-process
 * queue's timer. Each run is timed and its outcome counted on /metrics
 * (`gigly_scheduled_job_*{job}`). A sweep is a provider's method marked `@Scheduled(name, everyMs)`;
 * the schedules are set once the whole app is up.
 */
@Injectable()
export class Scheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Scheduler');
  private readonly tasks = new Map<string, Task>();
  private started!: () => void;
  /** Jobs taken from Redis while the app still starts wait for every module's sweeps to be known. */
  private readonly ready = new Promise<void>((resolve) => (this.started = resolve));

  constructor(
    @InjectJobQueue(SCHEDULE_QUEUE) private readonly queue: JobQueue<ScheduledJob>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  /** Every `@Scheduled` method of the app's providers, with its period from the settings. */
  private findSweeps(): void {
    const seen = new Set<object>();
    for (const { instance } of this.discovery.getProviders()) {
      // (An alias, `useExisting`, lists the same instance again.)
      if (!instance || typeof instance !== 'object' || seen.has(instance)) continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const handler = (instance as Record<string, unknown>)[method];
        const sweep = typeof handler === 'function' && this.reflector.get<ScheduledSweep>(SCHEDULED, handler);
        if (!sweep) continue;
        if (this.tasks.has(sweep.name)) throw new Error(`Scheduled job ${sweep.name} is declared twice`);
        const everyMs = sweep.everyMs(this.config) ?? 0;
        if (everyMs <= 0) continue;
        this.tasks.set(sweep.name, {
          everyMs: Math.max(1, Math.round(everyMs)),
          run: () => (handler as () => Promise<unknown>).call(instance),
        });
        metrics.scheduledFailures.inc({ job: sweep.name }, 0);
      }
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    this.findSweeps();
    // Together: with Redis away at start, each waits out the queue's timeout at the same time.
    await Promise.all(
      [...this.tasks].map(([name, { everyMs }]) =>
        this.queue.repeat(name, { task: name }, everyMs).catch((error: Error) => {
          // Bull keeps a schedule once set: a replica that could not set it still runs its jobs.
          this.logger.error(`Could not schedule ${name}: ${error.message}`);
        }),
      ),
    );
    this.started();
  }

  onModuleDestroy(): void {
    this.started();
  }

  /** One run of a scheduled job (what its queue job does). Failures are counted, not thrown. */
  async run(name: string): Promise<void> {
    await this.ready;
    const task = this.tasks.get(name);
    // A schedule left in Redis by a version that had this job, or by a replica with it switched on.
    if (!task) return;
    const timer = metrics.scheduledDuration.startTimer({ job: name });
    try {
      await task.run();
    } catch (error) {
      metrics.scheduledFailures.inc({ job: name });
      this.logger.warn(`${name} failed: ${(error as Error).message}`);
    } finally {
      timer();
      metrics.scheduledLastRun.set({ job: name }, Date.now() / 1000);
    }
  }
}

/** Works on the `scheduled` queue. */
@Processor(SCHEDULE_QUEUE.name)
export class SchedulerProcessor implements JobProcessor<ScheduledJob> {
  constructor(private readonly scheduler: Scheduler) {}

  @Process({ concurrency: SCHEDULE_QUEUE.options.concurrency })
  handle(job: QueueJob<ScheduledJob>): Promise<void> {
    return inJobContext(SCHEDULE_QUEUE.name, job, () => this.scheduler.run(job.data.task));
  }
}
