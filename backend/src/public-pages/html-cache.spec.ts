import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { CachedPage, HtmlCache, HtmlCacheLimits, MemoryHtmlCache, RedisHtmlCache } from './html-cache';

/** A page of about `kb` kilobytes once stored. */
const pageOf = (kb: number, mark = ''): CachedPage => ({
  status: 200,
  html: Buffer.from(`${mark}${'x'.repeat(kb * 1024 - 40 - mark.length)}`),
  etag: 'W/"e"',
});

const LIMITS: HtmlCacheLimits = { maxBytes: 40 * 1024, maxVariantsPerPage: 3, ttlSeconds: 600 };

type Cache = HtmlCache & {
  usage(): Promise<{ entries: number; bytes: number }> | { entries: number; bytes: number };
};

const kinds: Array<[string, (limits: HtmlCacheLimits) => { cache: Cache; prefix?: string }]> = [
  ['memory', (limits) => ({ cache: new MemoryHtmlCache(limits) })],
];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  kinds.push([
    'Redis',
    (limits) => {
      const prefix = `test-html-${process.pid}-${randomBytes(4).toString('hex')}`;
      return { cache: new RedisHtmlCache(url, prefix, limits), prefix };
    },
  ]);
}

describe.each(kinds)('the %s HTML cache', (_kind, make) => {
  let cache: Cache;
  let prefix: string | undefined;
  beforeEach(async () => {
    ({ cache, prefix } = make(LIMITS));
    // Redis answers once connected (the cache never queues commands while it is not).
    for (let tries = 0; ; tries += 1) {
      try {
        await cache.get('connected?');
        return;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  afterEach(() => cache.close());

  const stored = async (key: string) => (await cache.get(key)).page;

  it('keeps at most maxVariantsPerPage entries of one page; other pages still fit', async () => {
    const { generation } = await cache.get('any');
    for (let n = 1; n <= 5; n += 1) {
      await cache.set(generation, { page: '/graphics-design', key: `/graphics-design?page=${n}` }, pageOf(1));
    }
    const kept = await Promise.all([1, 2, 3, 4, 5].map((n) => stored(`/graphics-design?page=${n}`)));
    expect(kept.map(Boolean)).toEqual([true, true, true, false, false]);
    expect(await cache.set(generation, { page: '/blog', key: '/blog' }, pageOf(1))).toBe(true);
    // Storing a variant again replaces it: it does not count twice.
    expect(
      await cache.set(
        generation,
        { page: '/graphics-design', key: '/graphics-design?page=2' },
        pageOf(1, 'new'),
      ),
    ).toBe(true);
    expect((await stored('/graphics-design?page=2'))?.html.toString().startsWith('new')).toBe(true);
  });

  it('a page may name its own number of entries (search pages, one per query)', async () => {
    const { generation } = await cache.get('any');
    const slot = (n: number) => ({ page: '/search', key: `/search?query=q${n}`, maxVariants: 5 });
    for (let n = 1; n <= 6; n += 1) await cache.set(generation, slot(n), pageOf(1));
    const kept = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => stored(`/search?query=q${n}`)));
    expect(kept.map(Boolean)).toEqual([true, true, true, true, true, false]);
  });

  it('holds at most maxBytes: the oldest entries make room, a page bigger than all is not kept', async () => {
    const { generation } = await cache.get('any');
    for (let n = 1; n <= 12; n += 1)
      await cache.set(generation, { page: `/p${n}`, key: `/p${n}` }, pageOf(9));
    const usage = await cache.usage();
    expect(usage.bytes).toBeLessThanOrEqual(LIMITS.maxBytes);
    expect(usage.entries).toBe(4);
    expect(await stored('/p1')).toBeUndefined();
    expect(await stored('/p12')).toBeDefined();
    expect(await cache.set(generation, { page: '/huge', key: '/huge' }, pageOf(41))).toBe(false);
    expect(await stored('/p12')).toBeDefined();
  });

  it('an invalidation empties it; a page rendered before it is not stored after it', async () => {
    const { generation } = await cache.get('any');
    await cache.set(generation, { page: '/a', key: '/a' }, pageOf(1));
    await cache.invalidate();
    expect(await stored('/a')).toBeUndefined();
    expect(await cache.set(generation, { page: '/b', key: '/b' }, pageOf(1))).toBe(false);
    expect(await cache.usage()).toEqual({ entries: 0, bytes: 0 });
    if (prefix) {
      // Nothing of the old generation is left in Redis.
      const redis = new Redis(process.env.REDIS_URL as string);
      const keys = await redis.keys(`${prefix}:html:*`);
      await redis.quit();
      expect(keys).toEqual([`${prefix}:html:generation`]);
    }
  });
});

if (process.env.REDIS_URL) {
  describe('the Redis HTML cache across replicas', () => {
    it("answers a page it read lately from its own copy, until another replica's write", async () => {
      const prefix = `test-html-${process.pid}-${randomBytes(4).toString('hex')}`;
      const [one, two] = [1, 2].map(
        () => new RedisHtmlCache(process.env.REDIS_URL as string, prefix, LIMITS),
      );
      for (let tries = 0; ; tries += 1) {
        try {
          await Promise.all([one.get('connected?'), two.get('connected?')]);
          break;
        } catch (error) {
          if (tries > 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      const { generation } = await one.get('/a');
      await one.set(generation, { page: '/a', key: '/a' }, pageOf(1, 'first'));
      expect((await two.get('/a')).page?.html.toString()).toMatch(/^first/);
      // The copy: read again without fetching the entry (only the generation is asked for).
      const reads = jest.spyOn(Redis.prototype, 'get');
      const entryReads = jest.spyOn(Redis.prototype, 'getBuffer');
      expect((await two.get('/a')).page?.html.toString()).toMatch(/^first/);
      expect(reads.mock.calls).toEqual([[`${prefix}:html:generation`]]);
      expect(entryReads).not.toHaveBeenCalled();
      reads.mockRestore();
      entryReads.mockRestore();
      // A write on the other replica: gone at once here too, and the next entry is the new one.
      await one.invalidate();
      expect((await two.get('/a')).page).toBeUndefined();
      const next = (await one.get('/a')).generation;
      await one.set(next, { page: '/a', key: '/a' }, pageOf(1, 'second'));
      expect((await two.get('/a')).page?.html.toString()).toMatch(/^second/);
      // Kept as bytes: a page in any script, its status and ETag come back as they were.
      const arabic: CachedPage = { status: 404, html: Buffer.from('<p>العربية – ☆</p>'), etag: 'W/"a b"' };
      await one.set(next, { page: '/b', key: '/b' }, arabic);
      expect((await two.get('/b')).page).toEqual(arabic);
      await Promise.all([one.close(), two.close()]);
    });
  });
}
