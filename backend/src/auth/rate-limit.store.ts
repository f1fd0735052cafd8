import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { closeRedis, logRedisOutages } from '../common/redis';

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

/** Failures of one account (or one user's old-password checks) in the current window. */
export interface FailureCount {
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

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
  /** Failure counts when there is no Redis (or it is unreachable). */
  private readonly failureCounts = new Map<string, { count: number; until: number }>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectThrottlerStorage() private readonly memory: ThrottlerStorage,
  ) {
    this.keyPrefix = `${config.queue.prefix}:rate:`;
    if (config.redisUrl) {
      // Fail fast instead of queueing commands while disconnected: the request falls back to memory.
      this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      logRedisOutages(this.logger, this.redis);
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

  /** The failures counted under `key` in the window opened by the first of them. */
  async failures(key: string): Promise<FailureCount> {
    if (this.redis?.status === 'ready') {
      try {
        const [count, ttlMs] = await Promise.all([
          this.redis.get(this.keyPrefix + key),
          this.redis.pttl(this.keyPrefix + key),
        ]);
        return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, Math.ceil(ttlMs / 1000)) };
      } catch (error) {
        this.logger.warn(`reading failures in memory: ${(error as Error).message}`);
      }
    }
    const entry = this.failureCounts.get(key);
    if (!entry || entry.until <= Date.now()) return { count: 0, retryAfterSeconds: 0 };
    return { count: entry.count, retryAfterSeconds: Math.ceil((entry.until - Date.now()) / 1000) };
  }

  /**
   * Counts one failure; the first opens a window of `windowMs`, after which the count ends by
   * itself. Answers the count with this one: exactly one caller sees each number.
   */
  async recordFailure(key: string, windowMs: number): Promise<number> {
    if (this.redis?.status === 'ready') {
      try {
        const [count] = (await this.redis.eval(COUNT_IN_WINDOW, 1, this.keyPrefix + key, windowMs)) as [
          number,
          number,
        ];
        return count;
      } catch (error) {
        this.logger.warn(`counting failures in memory: ${(error as Error).message}`);
      }
    }
    const now = Date.now();
    let entry = this.failureCounts.get(key);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + windowMs };
      this.failureCounts.set(key, entry);
    }
    entry.count += 1;
    if (this.failureCounts.size > 100_000) this.forgetEndedFailures(now);
    return entry.count;
  }

  async clearFailures(key: string): Promise<void> {
    this.failureCounts.delete(key);
    if (this.redis?.status === 'ready') await this.redis.del(this.keyPrefix + key).catch(() => undefined);
  }

  private forgetEndedFailures(now: number): void {
    for (const [key, entry] of this.failureCounts) if (entry.until <= now) this.failureCounts.delete(key);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }
}
