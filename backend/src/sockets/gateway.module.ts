import { DynamicModule, Module } from '@nestjs/common';
import { SessionModule } from '../auth/session.module';
import { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { DatabaseHandle } from '../db/database';
import { DatabaseModule } from '../db/database.module';
import { MessagingCoreModule } from '../messaging/messaging-core.module';
import { UsersModule } from '../users/users.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SocketsGateway } from './sockets.gateway';

/**
 * Everything the stand-alone gateway needs and nothing else: config, the database (membership
 * checks and messages sent over sockets), session resolution, the messaging rules and the Socket.IO
 * gateway. No HTTP API.
 */
@Module({})
export class GatewayModule {
  static forRoot(config: AppConfig, database: DatabaseHandle): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        UsersModule,
        RealtimeModule,
        MessagingCoreModule,
        SessionModule,
      ],
      providers: [SocketsGateway],
    };
  }
}
