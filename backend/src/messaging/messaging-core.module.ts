import { Module } from '@nestjs/common';
import { NotificationsCoreModule } from '../notifications/notifications-core.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { MessagingEvents } from './messaging.events';
import { MessagingNotifications } from './messaging-notifications';
import { MessagingRepository } from './messaging.repository';
import { MessagingService } from './messaging.service';
import { OffersService } from './offers.service';

/** Messaging rules without HTTP: shared by the API and the stand-alone socket gateway. */
@Module({
  imports: [UsersModule, RealtimeModule, NotificationsCoreModule],
  providers: [MessagingRepository, MessagingEvents, MessagingNotifications, MessagingService, OffersService],
  exports: [MessagingService, OffersService, RealtimeModule],
})
export class MessagingCoreModule {}
