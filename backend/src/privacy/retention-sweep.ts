import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthPersonalData } from '../auth/personal-data.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PaymentEventsRetention } from '../payments/payment-events-retention';
import { Scheduled } from '../scheduler/scheduled';
import { DataExportsService } from './data-exports.service';

const DAY_MS = 86_400_000;

/**
 * Removes personal data past its retention setting that no other sweep covers: ended sessions,
 * spent reset and verification tokens, expired export archives, processed payment-provider
 * events (which can hold the buyer's e-mail). (Notifications and the
 * unread-message mail records go in the notifications sweep, failed checkouts in
 * FailedOrdersSweep.) Every RETENTION_SWEEP_MINUTES through the scheduler.
 */
@Injectable()
export class RetentionSweep {
  private readonly logger = new Logger('RetentionSweep');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthPersonalData,
    private readonly exports: DataExportsService,
    private readonly paymentEvents: PaymentEventsRetention,
  ) {}

  /** Answers how many rows of each kind went. */
  @Scheduled('retention', (config) => config.retention.sweepMinutes * 60_000)
  async run(
    now = new Date(),
  ): Promise<{ sessions: number; tokens: number; exports: number; paymentEvents: number }> {
    const { retention } = this.config;
    const { sessions, tokens } = await this.auth.sweep(
      new Date(now.getTime() - retention.sessionDays * DAY_MS),
      new Date(now.getTime() - retention.tokenDays * DAY_MS),
    );
    const exports = await this.exports.sweepExpired(now);
    const paymentEvents = await this.paymentEvents.sweepProcessedBefore(
      new Date(now.getTime() - retention.paymentEventDays * DAY_MS),
    );
    if (sessions + tokens + exports + paymentEvents) {
      this.logger.log(
        `Removed ${sessions} ended sessions, ${tokens} spent tokens, ${exports} expired exports, ${paymentEvents} processed payment events`,
      );
    }
    return { sessions, tokens, exports, paymentEvents };
  }
}
