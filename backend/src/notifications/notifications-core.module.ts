import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { NotificationsProcessor } from './notifications.processor';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService, ReminderGatePort } from './notifications.service';

/**
 * In-app notifications, their mails and reminders, without HTTP (the stand-alone gateway's
 * messaging uses it too). Below every module that has something to tell (orders, payments,
 * messaging, reviews): they import this and call `NotificationsService.notify` (or
 * `schedule`/`cancel` for reminders); it never imports them. Its `notifications` queue and the
 * `mail` queue are registered once in AppModule (QueueModule.shared).
 */
@Module({
  imports: [UsersModule, RealtimeModule],
  providers: [NotificationsRepository, NotificationsService, NotificationsProcessor, ReminderGatePort],
  exports: [NotificationsService, ReminderGatePort],
})
export class NotificationsCoreModule {}
