import { RateLimitModule } from '../auth/rate-limit.module';
import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsCoreModule } from './notifications-core.module';
import { NotificationsSweep } from './notifications-sweep';

/**
 * The notifications API: the caller's list, read marks, e-mail switches and the one-click
 * unsubscribe; and the API's sweep of reminders and old notifications (not the gateway's).
 */
@Module({
  imports: [NotificationsCoreModule, RateLimitModule],
  controllers: [NotificationsController],
  providers: [NotificationsSweep],
})
export class NotificationsModule {}
