import Redis from 'ioredis';

/** A visitor page as sent: same bytes for every visitor, so one copy serves them all. */
export interface CachedPage {
  status: number;
  html: string;
  etag: string;
}

/**
 * The visitor HTML cache. Entries live under a generation number: `invalidate` moves to a new
 * generation, so a page rendered from data read before an admin's change (and stored after it)
 * is stored under the old generation and never served. In memory per process, or in Redis
 * (REDIS_URL) so that every API replica sees an admin's change at once.
 */
export interface HtmlCache {
  /** The current generation and the entry of `key` in it. */
  get(key: string): Promise<{ generation: string; page: CachedPage | undefined }>;
  set(generation: string, key: string, page: CachedPage): Promise<void>;
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

/** How long an entry lives without an invalidation (a safety net for changes made outside the API). */
export const HTML_TTL_SECONDS = 600;
const MEMORY_ENTRIES = 2000;

export class MemoryHtmlCache implements HtmlCache {
  private generation = 0;
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();

  async get(key: string) {
    const entry = this.entries.get(key);
    const fresh = entry && entry.expires > Date.now() ? entry.page : undefined;
    return { generation: String(this.generation), page: fresh };
  }

  async set(generation: string, key: string, page: CachedPage) {
    if (generation !== String(this.generation)) return;
    if (this.entries.size >= MEMORY_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { page, expires: Date.now() + HTML_TTL_SECONDS * 1000 });
  }

  async invalidate() {
    this.generation += 1;
    this.entries.clear();
  }

  async close() {
    this.entries.clear();
  }
}

/** Reads the generation and the entry under it in one round trip. */
const GET_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2]) }`;

export class RedisHtmlCache implements HtmlCache {
  private readonly redis: Redis;
  private readonly generationKey: string;
  private readonly entryPrefix: string;

  constructor(redisUrl: string, prefix: string) {
    // Without Redis the page is rendered instead of read: never queue commands or wait long.
    this.redis = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    this.redis.on('error', () => undefined);
    this.generationKey = `${prefix}:html:generation`;
    this.entryPrefix = `${prefix}:html:page:`;
  }

  async get(key: string) {
    const [generation, raw] = (await this.redis.eval(
      GET_SCRIPT,
      1,
      this.generationKey,
      this.entryPrefix,
      key,
    )) as [string, string | null];
    return { generation, page: raw ? (JSON.parse(raw) as CachedPage) : undefined };
  }

  async set(generation: string, key: string, page: CachedPage) {
    await this.redis.set(
      `${this.entryPrefix}${generation}:${key}`,
      JSON.stringify(page),
      'EX',
      HTML_TTL_SECONDS,
    );
  }

  async invalidate() {
    await this.redis.incr(this.generationKey);
  }

  async close() {
    this.redis.disconnect();
  }
}
