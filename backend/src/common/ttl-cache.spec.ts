import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  /** A loader that answers when told, counting its calls. */
  function deferredLoader() {
    const calls: Array<(value: string) => void> = [];
    const loader = () => new Promise<string>((resolve) => calls.push(resolve));
    return { loader, calls };
  }

  it('loads once for callers that ask at the same moment', async () => {
    const cache = new TtlCache<string>(1000, 10);
    const { loader, calls } = deferredLoader();
    const asked = [cache.load('k', loader), cache.load('k', loader), cache.load('k', loader)];
    expect(calls).toHaveLength(1);
    calls[0]!('v1');
    expect(await Promise.all(asked)).toEqual(['v1', 'v1', 'v1']);
    expect(await cache.load('k', loader)).toBe('v1');
    expect(calls).toHaveLength(1);
  });

  it('past its time, answers the old value while one load replaces it; much later, waits for a load', async () => {
    const cache = new TtlCache<string>(1000, 10);
    const { loader, calls } = deferredLoader();
    const first = cache.load('k', loader);
    calls[0]!('v1');
    await first;
    jest.setSystemTime(1500);
    expect(await cache.load('k', loader)).toBe('v1');
    expect(await cache.load('k', loader)).toBe('v1');
    expect(calls).toHaveLength(2);
    calls[1]!('v2');
    await Promise.resolve();
    expect(await cache.load('k', loader)).toBe('v2');

    jest.setSystemTime(5000);
    const late = cache.load('k', loader);
    expect(calls).toHaveLength(3);
    calls[2]!('v3');
    expect(await late).toBe('v3');
  });

  it('clear: nothing old is answered, and a load that started before it does not store what it read', async () => {
    const cache = new TtlCache<string>(1000, 10);
    const { loader, calls } = deferredLoader();
    const before = cache.load('k', loader);
    cache.clear();
    const after = cache.load('k', loader);
    expect(calls).toHaveLength(2);
    calls[0]!('read before the change');
    calls[1]!('read after the change');
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
    expect(await cache.load('k', loader)).toBe('read after the change');
  });

  it('a failed load is not kept: the next caller loads again', async () => {
    const cache = new TtlCache<string>(1000, 10);
    await expect(cache.load('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.load('k', async () => 'v')).toBe('v');
  });

  it('holds at most maxSize entries: the oldest makes room', async () => {
    const cache = new TtlCache<string>(1000, 2);
    for (const key of ['a', 'b', 'c']) await cache.load(key, async () => key);
    const loader = jest.fn(async () => 'reloaded');
    expect(await cache.load('a', loader)).toBe('reloaded');
    expect(await cache.load('c', loader)).toBe('c');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
