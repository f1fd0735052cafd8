import { DynamicModule, Module, OnModuleInit, Provider, Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { BullModule, getQueueToken } from '@nestjs/bull';
import type Bull from 'bull';
import { AppConfig, queueSweepMs } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { HEALTH_INDICATORS, HealthIndicators } from '../health/health-indicators';
import { HealthModule } from '../health/health.module';
import { BullJobQueue, bullJobOptions, bullSettings } from './bull-queue';
import { InProcessQueue } from './in-process-queue';
import { JobProcessor, JobQueue, jobQueueToken, QueueDefinition } from './job-queue';

/** A queue and the `@Processor` class that works on it (a provider of the importing module). */
export interface QueueWorker {
  queue: QueueDefinition;
  processor: Type<JobProcessor<never>>;
}

/** Without Redis nothing scans for `@Processor` classes: each in-process queue is handed its processor's `handle`. */
class InProcessWorkers implements OnModuleInit {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly workers: Array<[InProcessQueue<never>, QueueWorker['processor']]>,
  ) {}

  onModuleInit(): void {
    for (const [queue, processor] of this.workers) {
      // The processor lives in the feature module that imports this one: looked up, not injected.
      const instance = this.moduleRef.get(processor, { strict: false });
      queue.process((job) => instance.handle(job));
    }
  }
}

/** The `queue` readiness check: pings every queue of the feature that registered them. */
class QueueHealth implements OnModuleInit {
  constructor(
    private readonly indicators: HealthIndicators,
    private readonly queues: JobQueue<unknown>[],
  ) {}

  onModuleInit(): void {
    // Several features register queues: the one check pings them all.
    const earlier = this.indicators.get('queue');
    this.indicators.set('queue', async () => {
      await earlier?.();
      await Promise.all(this.queues.map((queue) => queue.ping()));
    });
  }
}

/**
 * Named job queues: Bull through @nestjs/bull when REDIS_URL is set (`forRoot` holds the
 * connection settings, `forFeature` registers a feature's queues, `@Processor` classes work on
 * them), the in-process queue otherwise. Either way a producer injects a `JobQueue` with
 * `@InjectJobQueue(definition)`.
 */
@Module({})
export class QueueModule {
  /** Once, in the app's root module. */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: QueueModule,
      imports: config.redisUrl
        ? [
            BullModule.forRootAsync({
              inject: [APP_CONFIG],
              useFactory: (app: AppConfig) => ({
                url: app.redisUrl,
                prefix: app.queue.prefix,
                settings: bullSettings(queueSweepMs(app)),
              }),
            }),
          ]
        : [],
    };
  }

  /**
   * Queues that modules below the composition root use (the `mail` and `order-timers` queues of
   * orders, the scheduler's `scheduled`): registered once by AppModule and visible to every module, so a module that needs
   * one does not import the module above it that would otherwise own it.
   */
  static shared(config: AppConfig, ...workers: QueueWorker[]): DynamicModule {
    return { ...QueueModule.forFeature(config, ...workers), global: true };
  }

  /** A feature's queues and their processors; `queue` in the readiness checks pings them all. */
  static forFeature(config: AppConfig, ...workers: QueueWorker[]): DynamicModule {
    const tokens = workers.map(({ queue }) => jobQueueToken(queue.name));
    const queueProviders: Provider[] = config.redisUrl
      ? workers.map(({ queue }) => ({
          provide: jobQueueToken(queue.name),
          useFactory: (bull: Bull.Queue) => new BullJobQueue(bull),
          inject: [getQueueToken(queue.name)],
        }))
      : workers.map(({ queue }) => ({
          provide: jobQueueToken(queue.name),
          useFactory: () => new InProcessQueue(queue.name, queue.options),
        }));
    const workerProviders: Provider[] = config.redisUrl
      ? []
      : [
          {
            provide: InProcessWorkers,
            useFactory: (moduleRef: ModuleRef, ...queues: InProcessQueue<never>[]) =>
              new InProcessWorkers(
                moduleRef,
                workers.map(({ processor }, i) => [queues[i]!, processor]),
              ),
            inject: [ModuleRef, ...tokens],
          },
        ];
    const health: Provider = {
      provide: QueueHealth,
      useFactory: (indicators: HealthIndicators, ...queues: JobQueue<unknown>[]) =>
        new QueueHealth(indicators, queues),
      inject: [HEALTH_INDICATORS, ...tokens],
    };
    return {
      module: QueueModule,
      imports: [
        HealthModule,
        ...(config.redisUrl
          ? [
              BullModule.registerQueue(
                ...workers.map(({ queue }) => ({
                  name: queue.name,
                  defaultJobOptions: bullJobOptions(queue.options),
                })),
              ),
            ]
          : []),
      ],
      providers: [...queueProviders, ...workerProviders, health],
      exports: tokens,
    };
  }
}
