import { randomBytes } from 'node:crypto';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { RateLimitStore } from './rate-limit.store';

function storeWith(redisUrl: string | undefined, prefix: string): RateLimitStore {
  const config = { redisUrl, queue: { prefix, sweepSeconds: 30 } } as AppConfig;
  return new RateLimitStore(config, new ThrottlerStorageService());
}

async function ready(store: RateLimitStore): Promise<void> {
  const redis = (store as unknown as { redis: { status: string } }).redis;
  for (let i = 0; i < 100 && redis.status !== 'ready'; i += 1) await new Promise((r) => setTimeout(r, 20));
}

describe('RateLimitStore', () => {
  const stores: RateLimitStore[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.onApplicationShutdown()));
  });

  it('without Redis counts in memory and blocks the call after the limit', async () => {
    const store = storeWith(undefined, 'unit');
    stores.push(store);
    const hits = [];
    for (let i = 0; i < 4; i += 1) hits.push(await store.hit('auth:login:1.2.3.4', 60_000, 3));
    expect(hits.map((hit) => hit.blocked)).toEqual([false, false, false, true]);
    expect(hits[3].retryAfterSeconds).toBeGreaterThan(0);
    expect((await store.hit('auth:login:5.6.7.8', 60_000, 3)).blocked).toBe(false);
  });

  it('keeps limiting in memory, without waiting, while Redis is unreachable', async () => {
    const store = storeWith('redis://127.0.0.1:1', 'unit');
    stores.push(store);
    const started = Date.now();
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push(await store.hit('coupon:verify:1.2.3.4', 60_000, 2));
    expect(hits.map((hit) => hit.blocked)).toEqual([false, false, true]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  (process.env.REDIS_URL ? it : it.skip)(
    'with Redis, two API processes share one count per client',
    async () => {
      const prefix = `unit-${randomBytes(4).toString('hex')}`;
      const [first, second] = [
        storeWith(process.env.REDIS_URL, prefix),
        storeWith(process.env.REDIS_URL, prefix),
      ];
      stores.push(first, second);
      await Promise.all([ready(first), ready(second)]);
      const key = 'auth:login:9.9.9.9';
      expect((await first.hit(key, 60_000, 3)).blocked).toBe(false);
      expect((await second.hit(key, 60_000, 3)).blocked).toBe(false);
      expect((await first.hit(key, 60_000, 3)).blocked).toBe(false);
      const fourth = await second.hit(key, 60_000, 3);
      expect(fourth.blocked).toBe(true);
      expect(fourth.retryAfterSeconds).toBeGreaterThan(0);
      expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60);
      // Another deployment's prefix counts apart.
      const other = storeWith(process.env.REDIS_URL, `${prefix}-other`);
      stores.push(other);
      await ready(other);
      expect((await other.hit(key, 60_000, 3)).blocked).toBe(false);
    },
  );
});
