import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { OrderFilesService } from './order-files.service';
import { OrdersService } from './orders.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Failed attempts are dropped by the day: checking hourly keeps the delay within an hour of it. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Failed payment attempts leave the buyer's My Orders on their own after FAILED_ORDER_RETENTION_DAYS
 * (0: never), and files of orders that will never be paid (discarded or failed) are removed:
 * swept at start-up, then hourly, in each API process. The sweep is one conditional
 * update, so replicas sweeping at the same time drop each order exactly once.
 */
@Injectable()
export class FailedOrdersSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FailedOrdersSweep');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly files: OrderFilesService,
  ) {}

  onApplicationBootstrap(): void {
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
      const days = this.config.failedOrderRetentionDays;
      const dropped =
        days === 0 ? 0 : await this.orders.discardFailedBefore(new Date(now.getTime() - days * DAY_MS));
      if (dropped) this.logger.log(`Dropped ${dropped} failed payment attempts from buyers' lists`);
      const files = await this.files.sweepUnpaidClosed();
      if (files) this.logger.log(`Removed ${files} files of discarded or failed orders`);
      return dropped;
    } catch (error) {
      this.logger.warn(`Failed-orders sweep failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
