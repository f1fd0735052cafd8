import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { OrdersService } from './orders.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Failed attempts are dropped by the day: checking hourly keeps the delay within an hour of it. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Failed payment attempts leave the buyer's My Orders on their own after FAILED_ORDER_RETENTION_DAYS
 * (0: never): swept at start-up, then hourly, in each API process. The sweep is one conditional
 * update, so replicas sweeping at the same time drop each order exactly once.
 */
@Injectable()
export class FailedOrdersSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FailedOrdersSweep');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.failedOrderRetentionDays === 0) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Answers how many failed attempts it dropped. */
  async run(now = new Date()): Promise<number> {
    try {
      const cutoff = new Date(now.getTime() - this.config.failedOrderRetentionDays * DAY_MS);
      const dropped = await this.orders.discardFailedBefore(cutoff);
      if (dropped) this.logger.log(`Dropped ${dropped} failed payment attempts from buyers' lists`);
      return dropped;
    } catch (error) {
      this.logger.warn(`Failed-orders sweep failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
