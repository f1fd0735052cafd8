import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import type { Server as HttpServer } from 'node:http';
import { SessionService } from '../auth/session.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MessagingService } from '../messaging/messaging.service';
import { RealtimePublisher } from './realtime.publisher';
import { closeRedis, logRedisOutages } from '../common/redis';
import { SocketServerHandle, startSocketServer } from './socket-server';

/**
 * Real time inside the API process:
 * - SOCKETS_IN_API=true (default): Socket.IO on the API's own HTTP server at /socket.io; events
 *   pass in memory, or through the Redis adapter to every gateway when REDIS_URL is set.
 * - SOCKETS_IN_API=false (needs REDIS_URL): no sockets here; events are published through the
 *   Redis emitter to the stand-alone gateways (`node dist/gateway.js`).
 */
@Injectable()
export class ApiSockets implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Sockets');
  private server: SocketServerHandle | undefined;
  private emitterClient: Redis | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly publisher: RealtimePublisher,
    private readonly sessions: SessionService,
    private readonly messaging: MessagingService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.socketsInApi) {
      const httpServer = this.adapterHost.httpAdapter.getHttpServer() as HttpServer;
      this.server = await startSocketServer(
        httpServer,
        { sessions: this.sessions, messaging: this.messaging },
        {
          allowedOrigins: [this.config.publicOrigin, ...this.config.corsOrigins],
          redisUrl: this.config.redisUrl,
        },
      );
      this.publisher.useTarget(this.server.io);
    } else if (this.config.redisUrl) {
      this.emitterClient = new Redis(this.config.redisUrl, { maxRetriesPerRequest: null });
      logRedisOutages(this.logger, this.emitterClient);
      this.publisher.useTarget(new Emitter(this.emitterClient));
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.publisher.useTarget(undefined);
    await this.server?.close();
    if (this.emitterClient) await closeRedis(this.emitterClient);
  }
}
