import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsCoreModule } from './notifications-core.module';

/** The notifications API: the caller's list, read marks, e-mail switches and the one-click unsubscribe. */
@Module({
  imports: [NotificationsCoreModule],
  controllers: [NotificationsController],
})
export class NotificationsModule {}
