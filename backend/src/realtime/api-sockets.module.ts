import { Module } from '@nestjs/common';
import { SessionModule } from '../auth/session.module';
import { MessagingCoreModule } from '../messaging/messaging-core.module';
import { ApiSockets } from './api-sockets';
import { RealtimeModule } from './realtime.module';

/** The API process's real-time side: its own Socket.IO server, or the Redis emitter to the gateways. */
@Module({
  imports: [RealtimeModule, MessagingCoreModule, SessionModule],
  providers: [ApiSockets],
})
export class ApiSocketsModule {}
