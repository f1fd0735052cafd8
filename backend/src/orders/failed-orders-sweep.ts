import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { Scheduler } from '../scheduler/scheduler';
import { OrdersService } from './orders.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Failed payment attempts leave the buyer's My Orders on their own after FAILED_ORDER_RETENTION_DAYS
 * (0: never): swept at start-up, then every FAILED_ORDER_SWEEP_SECONDS (hourly) by the scheduler.
 * The sweep is one conditional update, so replicas sweeping at the same time drop each order
 * exactly once.
 */
@Injectable()
export class FailedOrdersSweep implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('FailedOrdersSweep');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly scheduler: Scheduler,
  ) {}

  onModuleInit(): void {
    if (this.config.failedOrderRetentionDays === 0) return;
    this.scheduler.every('failed-orders', this.config.sweeps.failedOrdersSeconds * 1000, () => this.run());
  }

  onApplicationBootstrap(): void {
    if (this.config.failedOrderRetentionDays === 0) return;
    void this.run().catch((error: Error) => this.logger.warn(`Failed-orders sweep failed: ${error.message}`));
  }

  /** Answers how many failed attempts it dropped. */
  async run(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.failedOrderRetentionDays * DAY_MS);
    const dropped = await this.orders.discardFailedBefore(cutoff);
    if (dropped) this.logger.log(`Dropped ${dropped} failed payment attempts from buyers' lists`);
    return dropped;
  }
}
