import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { closeRedis, logRedisOutages } from '../common/redis';
import { RealtimePublisher, socketsRedisKey } from './realtime.publisher';

/**
 * With SOCKETS_IN_API=false (needs REDIS_URL) the API serves no sockets: its events go through
 * the Redis emitter to the stand-alone gateways (`node dist/gateway.js`).
 */
@Injectable()
export class RedisEmitterRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Sockets');
  private client: Redis | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publisher: RealtimePublisher,
  ) {}

  onApplicationBootstrap(): void {
    this.client = new Redis(this.config.redisUrl!, { maxRetriesPerRequest: null });
    logRedisOutages(this.logger, this.client);
    this.publisher.useTarget(new Emitter(this.client, { key: socketsRedisKey(this.config.queue.prefix) }));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.publisher.useTarget(undefined);
    if (this.client) await closeRedis(this.client);
  }
}
