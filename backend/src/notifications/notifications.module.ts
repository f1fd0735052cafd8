import { RateLimitModule } from '../auth/rate-limit.module';
import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsCoreModule } from './notifications-core.module';

/** The notifications API: the caller's list, read marks, e-mail switches and the one-click unsubscribe. */
@Module({
  imports: [NotificationsCoreModule, RateLimitModule],
  controllers: [NotificationsController],
})
export class NotificationsModule {}
