import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Scheduled } from '../scheduler/scheduled';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsClock } from './analytics-clock';
import { dayText } from './period';

const HOUR_MS = 3_600_000;

/**
 * Hourly (once across replicas): raw hits and visitor rows older than ANALYTICS_RAW_KEEP_DAYS
 * are dropped, their counts living on in the rollups (which were added to as they arrived), and
 * the salts of past days are deleted so their hashes cannot be made again.
 */
@Injectable()
export class AnalyticsFold {
  private readonly logger = new Logger('AnalyticsFold');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: AnalyticsRepository,
    private readonly clock: AnalyticsClock,
  ) {}

  @Scheduled('analytics-fold', () => HOUR_MS)
  async run(): Promise<void> {
    const today = this.clock.today();
    const todayNumber = Date.parse(`${today}T00:00:00Z`) / 86_400_000;
    await this.repo.dropSaltsBefore(today);
    const dropped = await this.repo.foldBefore(dayText(todayNumber - this.config.analytics.rawKeepDays));
    if (dropped > 0) this.logger.log(`${dropped} raw hits folded`);
  }
}
