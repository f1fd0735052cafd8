import { DynamicModule, Module } from '@nestjs/common';
import { SessionModule } from '../auth/session.module';
import { AppConfig } from '../config/app-config';
import { MessagingCoreModule } from '../messaging/messaging-core.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { RedisEmitterRelay } from '../realtime/redis-emitter.relay';
import { SocketsGateway } from './sockets.gateway';

/**
 * The API process's real-time side:
 * - SOCKETS_IN_API=true (default): the Socket.IO gateway on the API's own HTTP server; events
 *   pass in memory, or through the Redis adapter to every gateway when REDIS_URL is set.
 * - SOCKETS_IN_API=false (needs REDIS_URL): no sockets here; the Redis emitter relays events to
 *   the stand-alone gateways.
 */
@Module({})
export class ApiSocketsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiSocketsModule,
      imports: [RealtimeModule, MessagingCoreModule, SessionModule],
      providers: config.socketsInApi ? [SocketsGateway] : config.redisUrl ? [RedisEmitterRelay] : [],
    };
  }
}
