import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AuthPersonalData } from '../auth/personal-data.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DataExportsService } from './data-exports.service';

const DAY_MS = 86_400_000;

/**
 * Removes personal data past its retention setting that no other sweep covers: ended sessions,
 * spent reset and verification tokens, expired export archives. (Notifications and the
 * unread-message mail records go in the notifications sweep, failed checkouts in
 * FailedOrdersSweep.) `run` is a plain method: the timer below is the existing sweeps' pattern,
 * and moves to a repeatable queue job with them.
 */
@Injectable()
export class RetentionSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RetentionSweep');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthPersonalData,
    private readonly exports: DataExportsService,
  ) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), this.config.retention.sweepMinutes * 60_000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Answers how many rows of each kind went. */
  async run(now = new Date()): Promise<{ sessions: number; tokens: number; exports: number }> {
    const { retention } = this.config;
    try {
      const { sessions, tokens } = await this.auth.sweep(
        new Date(now.getTime() - retention.sessionDays * DAY_MS),
        new Date(now.getTime() - retention.tokenDays * DAY_MS),
      );
      const exports = await this.exports.sweepExpired(now);
      if (sessions + tokens + exports) {
        this.logger.log(
          `Removed ${sessions} ended sessions, ${tokens} spent tokens, ${exports} expired exports`,
        );
      }
      return { sessions, tokens, exports };
    } catch (error) {
      this.logger.warn(`Retention sweep failed: ${(error as Error).message}`);
      return { sessions: 0, tokens: 0, exports: 0 };
    }
  }
}
