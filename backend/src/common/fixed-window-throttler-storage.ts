import { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Window {
  hits: number;
  endsAt: number;
  blockedUntil: number;
}

/** Sweeps ended windows once the map holds this many (amortised: a sweep per that many new keys). */
const SWEEP_ABOVE = 10_000;

/**
 * Counts calls per client and limit in fixed windows: one counter per key, O(1) a call, the same
 * rule as the Redis counts of `RateLimitStore`. Nest's default storage keeps the expiry time of
 * every hit and filters that list on each request: under the generous global limit (100,000 a
 * minute) a busy client's list holds tens of thousands, and the throttler took 12 % of the API's
 * CPU in the bench.
 */
export class FixedWindowThrottlerStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  private sweepAt = SWEEP_ABOVE;

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    const id = `${throttlerName}:${key}`;
    let window = this.windows.get(id);
    if (!window || (window.endsAt <= now && window.blockedUntil <= now)) {
      window = { hits: 0, endsAt: now + ttl, blockedUntil: 0 };
      this.windows.set(id, window);
      if (this.windows.size >= this.sweepAt) this.sweep(now);
    }
    if (window.blockedUntil <= now) {
      window.hits += 1;
      if (window.hits > limit)
        window.blockedUntil = now + (blockDuration > 0 ? blockDuration : window.endsAt - now);
    }
    const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
    const isBlocked = window.blockedUntil > now;
    return {
      totalHits: window.hits,
      timeToExpire: seconds(window.endsAt - now),
      isBlocked,
      timeToBlockExpire: isBlocked ? seconds(window.blockedUntil - now) : 0,
    };
  }

  private sweep(now: number) {
    for (const [id, window] of this.windows) {
      if (window.endsAt <= now && window.blockedUntil <= now) this.windows.delete(id);
    }
    this.sweepAt = Math.max(SWEEP_ABOVE, this.windows.size * 2);
  }
}
