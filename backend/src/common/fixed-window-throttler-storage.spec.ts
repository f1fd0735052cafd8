import { FixedWindowThrottlerStorage } from './fixed-window-throttler-storage';

describe('FixedWindowThrottlerStorage', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('counts calls in a window, blocks past the limit for the block duration, then counts again', async () => {
    const storage = new FixedWindowThrottlerStorage();
    const hit = () => storage.increment('1.2.3.4', 60_000, 3, 30_000, 'auth');
    for (let n = 1; n <= 3; n += 1) {
      expect(await hit()).toEqual({ totalHits: n, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    }
    jest.setSystemTime(10_000);
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 30 });
    jest.setSystemTime(39_000);
    // Still blocked: a call while blocked is not counted again.
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 1 });
    jest.setSystemTime(40_000);
    // The block is over but the window is not: the count goes on from where it was.
    expect(await hit()).toMatchObject({ totalHits: 5, isBlocked: true });
    jest.setSystemTime(100_001);
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('keeps clients and limits apart', async () => {
    const storage = new FixedWindowThrottlerStorage();
    await storage.increment('a', 60_000, 1, 60_000, 'auth');
    expect((await storage.increment('a', 60_000, 1, 60_000, 'auth')).isBlocked).toBe(true);
    expect((await storage.increment('b', 60_000, 1, 60_000, 'auth')).isBlocked).toBe(false);
    expect((await storage.increment('a', 60_000, 1, 60_000, 'coupon')).isBlocked).toBe(false);
  });

  it('without a block duration, blocks until the window ends', async () => {
    const storage = new FixedWindowThrottlerStorage();
    await storage.increment('a', 60_000, 1, 0, 'default');
    jest.setSystemTime(45_000);
    expect(await storage.increment('a', 60_000, 1, 0, 'default')).toMatchObject({
      isBlocked: true,
      timeToBlockExpire: 15,
    });
  });

  it("keeps one counter per client: a busy client's 100,001st call in a minute is counted and blocked", async () => {
    const storage = new FixedWindowThrottlerStorage();
    for (let n = 0; n < 100_000; n += 1) await storage.increment('busy', 60_000, 100_000, 60_000, 'default');
    expect(await storage.increment('busy', 60_000, 100_000, 60_000, 'default')).toMatchObject({
      totalHits: 100_001,
      isBlocked: true,
    });
  });
});
