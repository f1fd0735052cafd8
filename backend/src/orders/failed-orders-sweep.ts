import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { Scheduled } from '../scheduler/scheduled';
import { OrderFilesService } from './order-files.service';
import { OrdersService } from './orders.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Failed payment attempts leave the buyer's My Orders on their own after FAILED_ORDER_RETENTION_DAYS
 * (0: never), when the buyer's name, e-mail, phone and answers go from every never-paid order of
 * that age (the privacy page promises it), and files of orders that will never be paid are removed:
 * swept at start-up, then every FAILED_ORDER_SWEEP_SECONDS (hourly) by the scheduler. The sweep
 * is one conditional update, so replicas sweeping at the same time drop each order exactly once.
 */
@Injectable()
export class FailedOrdersSweep implements OnApplicationBootstrap {
  private readonly logger = new Logger('FailedOrdersSweep');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly files: OrderFilesService,
  ) {}

  onApplicationBootstrap(): void {
    void this.run().catch((error: Error) => this.logger.warn(`Failed-orders sweep failed: ${error.message}`));
  }

  /** Answers how many failed attempts it dropped. */
  @Scheduled('failed-orders', (config) => config.sweeps.failedOrdersSeconds * 1000)
  async run(now = new Date()): Promise<number> {
    const days = this.config.failedOrderRetentionDays;
    const dropped = days === 0 ? 0 : await this.dropAndForget(new Date(now.getTime() - days * DAY_MS));
    const files = await this.files.sweepUnpaidClosed();
    if (files) this.logger.log(`Removed ${files} files of discarded or failed orders`);
    return dropped;
  }

  private async dropAndForget(cutoff: Date): Promise<number> {
    const dropped = await this.orders.discardFailedBefore(cutoff);
    if (dropped) this.logger.log(`Dropped ${dropped} failed payment attempts from buyers' lists`);
    const stripped = await this.orders.forgetUnpaidBefore(cutoff);
    if (stripped) this.logger.log(`Removed the buyer's personal data from ${stripped} unpaid orders`);
    return dropped;
  }
}
