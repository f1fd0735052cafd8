import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { closeRedis } from '../realtime/socket-server';

export interface RateLimitHit {
  blocked: boolean;
  /** Seconds until the client may try again (0 when not blocked). */
  retryAfterSeconds: number;
}

/** One call counted in a fixed window: the count and the window's remaining milliseconds. */
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Counts a client's calls to a limited route. With REDIS_URL the count lives in Redis, so every
 * API replica behind the proxy shares one limit; without it (or while Redis is unreachable) each
 * process counts on its own, so a Redis outage never locks people out.
 */
@Injectable()
export class RateLimitStore implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis | undefined;
  private readonly keyPrefix: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectThrottlerStorage() private readonly memory: ThrottlerStorage,
  ) {
    this.keyPrefix = `${config.queue.prefix}:rate:`;
    if (config.redisUrl) {
      // Fail fast instead of queueing commands while disconnected: the request falls back to memory.
      this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
  }

  async hit(key: string, windowMs: number, limit: number): Promise<RateLimitHit> {
    if (this.redis?.status === 'ready') {
      try {
        const [count, ttlMs] = (await this.redis.eval(
          COUNT_IN_WINDOW,
          1,
          this.keyPrefix + key,
          windowMs,
        )) as [number, number];
        const blocked = count > limit;
        return { blocked, retryAfterSeconds: blocked ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0 };
      } catch (error) {
        this.logger.warn(`counting in memory: ${(error as Error).message}`);
      }
    }
    const record = await this.memory.increment(key, windowMs, limit, windowMs, 'rate');
    return { blocked: record.isBlocked, retryAfterSeconds: record.timeToBlockExpire };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }
}
