import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Scheduled } from '../scheduler/scheduled';
import { NotificationsService } from './notifications.service';

/**
 * The API's sweep of notifications: at start every pending reminder is queued again (in-process
 * timers die with the process), then every NOTIFICATION_SWEEP_SECONDS, through the scheduler, the
 * ones due by the next sweep, and old notifications are dropped.
 */
@Injectable()
export class NotificationsSweep implements OnApplicationBootstrap {
  private readonly logger = new Logger('Notifications');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
  ) {}

  @Scheduled('notifications', (config) => config.notifications.sweepSeconds * 1000)
  sweep(): Promise<unknown> {
    return this.notifications.sweep(false);
  }

  onApplicationBootstrap(): void {
    void this.notifications
      .sweep(true)
      .catch((error: Error) => this.logger.warn(`Sweep failed: ${error.message}`));
  }
}
