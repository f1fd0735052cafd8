import Redis from 'ioredis';
import { RecentlyUsed } from '../common/recently-used';

/** A visitor page as sent: same bytes for every visitor, so one copy serves them all. */
export interface CachedPage {
  status: number;
  /** UTF-8 (utf8Page). */
  html: Buffer;
  etag: string;
}

/** Where an entry goes: `key` names exactly what its render read; `page` (the path) groups its variants. */
export interface CacheSlot {
  page: string;
  key: string;
  /** How many entries this page may hold, when not the cache's `maxVariantsPerPage`. */
  maxVariants?: number;
}

/**
 * The visitor HTML cache. Entries live under a generation number: `invalidate` moves to a new
 * generation, so a page rendered from data read before an admin's change (and stored after it)
 * is stored under the old generation and never served. In memory per process, or in Redis
 * (REDIS_URL) so that every API replica sees an admin's change at once.
 *
 * Bounded either way: at most `maxBytes` of HTML in all (the oldest entries make room for a new
 * one), and at most `maxVariantsPerPage` entries of one page (colour modes, list pages and
 * filters, versions); a page past that is rendered for each request rather than stored.
 */
export interface HtmlCache {
  /** The current generation and the entry of `key` in it. */
  get(key: string): Promise<{ generation: string; page: CachedPage | undefined }>;
  /** Stores the entry when `generation` is still current and it fits; false when it was not stored. */
  set(generation: string, slot: CacheSlot, page: CachedPage): Promise<boolean>;
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

export interface HtmlCacheLimits {
  maxBytes: number;
  maxVariantsPerPage: number;
  /** How long an entry lives without an invalidation (a safety net for changes made outside the API). */
  ttlSeconds: number;
}

export const HTML_TTL_SECONDS = 600;
/** Two colour modes of a few list pages, sorts and filters, across a deployment's versions. */
export const MAX_VARIANTS_PER_PAGE = 24;
/**
 * Search pages (one per query and colour mode) kept at once. A page is kept from its second view
 * (public-pages.ts), so the slots go to queries people ask again; bounded so that made-up queries
 * cannot push the catalogue's pages out. A query past it is rendered for each request.
 */
export const MAX_SEARCH_PAGES = 400;

/** What an entry takes, near enough: its HTML (the status and ETag are a few dozen bytes). */
const sizeOf = (page: CachedPage) => page.html.length + page.etag.length;

export class MemoryHtmlCache implements HtmlCache {
  private generation = 0;
  /** In insertion order: the first is the oldest. */
  private readonly entries = new Map<
    string,
    { page: CachedPage; group: string; bytes: number; expires: number }
  >();
  private readonly variants = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly limits: HtmlCacheLimits) {}

  async get(key: string) {
    const entry = this.entries.get(key);
    const fresh = entry && entry.expires > Date.now() ? entry.page : undefined;
    return { generation: String(this.generation), page: fresh };
  }

  async set(generation: string, slot: CacheSlot, page: CachedPage) {
    if (generation !== String(this.generation)) return false;
    this.forget(slot.key);
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) break;
      this.forget(key);
    }
    const maxVariants = slot.maxVariants ?? this.limits.maxVariantsPerPage;
    if ((this.variants.get(slot.page) ?? 0) >= maxVariants) return false;
    const bytes = sizeOf(page);
    if (bytes > this.limits.maxBytes) return false;
    while (this.bytes + bytes > this.limits.maxBytes) this.forget(this.entries.keys().next().value as string);
    this.entries.set(slot.key, {
      page,
      group: slot.page,
      bytes,
      expires: now + this.limits.ttlSeconds * 1000,
    });
    this.variants.set(slot.page, (this.variants.get(slot.page) ?? 0) + 1);
    this.bytes += bytes;
    return true;
  }

  /** What the cache holds now: for tests and metrics. */
  usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const left = (this.variants.get(entry.group) ?? 1) - 1;
    if (left > 0) this.variants.set(entry.group, left);
    else this.variants.delete(entry.group);
  }

  async invalidate() {
    this.generation += 1;
    this.entries.clear();
    this.variants.clear();
    this.bytes = 0;
  }

  async close() {
    await this.invalidate();
  }
}

/**
 * Beside each generation's entries (`<prefix>:html:page:<generation>:<key>`), its book:
 * `...:index` (key by expiry time), `...:meta` (key to "bytes page"), `...:variants` (page to
 * its number of entries) and `...:bytes` (the total). Everything expires with the entries.
 */
const BOOK = `
local function book(generation)
  local base = ARGV[1] .. 'book:' .. generation
  return base .. ':index', base .. ':meta', base .. ':variants', base .. ':bytes'
end
local function forget(generation, key)
  local index, meta, variants, bytes = book(generation)
  local known = redis.call('HGET', meta, key)
  if not known then return end
  local space = string.find(known, ' ', 1, true)
  redis.call('DECRBY', bytes, tonumber(string.sub(known, 1, space - 1)))
  local page = string.sub(known, space + 1)
  if redis.call('HINCRBY', variants, page, -1) <= 0 then redis.call('HDEL', variants, page) end
  redis.call('HDEL', meta, key)
  redis.call('ZREM', index, key)
  redis.call('DEL', ARGV[1] .. 'page:' .. generation .. ':' .. key)
end`;

/** KEYS[1] generation; ARGV prefix, generation, key, page, value, now (ms), ttl (ms), maxBytes, maxVariants. */
const SET_SCRIPT = `${BOOK}
local generation = ARGV[2]
if (redis.call('GET', KEYS[1]) or '0') ~= generation then return 0 end
local key, page, value = ARGV[3], ARGV[4], ARGV[5]
local now, ttl = tonumber(ARGV[6]), tonumber(ARGV[7])
local maxBytes, maxVariants = tonumber(ARGV[8]), tonumber(ARGV[9])
local index, meta, variants, bytes = book(generation)
forget(generation, key)
for _, old in ipairs(redis.call('ZRANGEBYSCORE', index, '-inf', now, 'LIMIT', 0, 100)) do forget(generation, old) end
local size = string.len(value)
if size > maxBytes then return 0 end
if tonumber(redis.call('HGET', variants, page) or '0') >= maxVariants then return 0 end
while tonumber(redis.call('GET', bytes) or '0') + size > maxBytes do
  local oldest = redis.call('ZRANGE', index, 0, 0)[1]
  if not oldest then break end
  forget(generation, oldest)
end
redis.call('SET', ARGV[1] .. 'page:' .. generation .. ':' .. key, value, 'PX', ttl)
redis.call('ZADD', index, now + ttl, key)
redis.call('HSET', meta, key, size .. ' ' .. page)
redis.call('HINCRBY', variants, page, 1)
redis.call('INCRBY', bytes, size)
for _, name in ipairs({ index, meta, variants, bytes }) do redis.call('PEXPIRE', name, ttl) end
return 1`;

/** KEYS[1] generation; ARGV prefix. A new generation, and the old one's entries deleted now. */
const INVALIDATE_SCRIPT = `${BOOK}
local old = redis.call('GET', KEYS[1]) or '0'
redis.call('INCR', KEYS[1])
local index, meta, variants, bytes = book(old)
local keys = redis.call('ZRANGE', index, 0, -1)
for i = 1, #keys, 500 do
  local batch = {}
  for j = i, math.min(i + 499, #keys) do batch[#batch + 1] = ARGV[1] .. 'page:' .. old .. ':' .. keys[j] end
  redis.call('DEL', unpack(batch))
end
redis.call('DEL', index, meta, variants, bytes)
return 1`;

/** KEYS[1] generation; ARGV prefix. The current generation's entry count and bytes. */
const USAGE_SCRIPT = `${BOOK}
local index, meta, variants, bytes = book(redis.call('GET', KEYS[1]) or '0')
return { redis.call('ZCARD', index), tonumber(redis.call('GET', bytes) or '0') }`;

/** An entry as Redis keeps it: `<status> <etag>`, a line break, then the page's bytes as they are. */
function toStored({ status, etag, html }: CachedPage): Buffer {
  return Buffer.concat([Buffer.from(`${status} ${etag}\n`), html]);
}

function fromStored(stored: Buffer): CachedPage | undefined {
  const end = stored.indexOf(0x0a);
  if (end < 0) return undefined;
  const head = stored.subarray(0, end).toString();
  const space = head.indexOf(' ');
  if (space < 0) return undefined;
  return {
    status: Number(head.slice(0, space)),
    etag: head.slice(space + 1),
    html: stored.subarray(end + 1),
  };
}

/** How long a replica answers from its own copy of an entry it read from Redis. */
const NEAR_COPY_MS = 5000;

export class RedisHtmlCache implements HtmlCache {
  private readonly redis: Redis;
  private readonly generationKey: string;
  private readonly prefix: string;
  /**
   * Entries this replica read lately, by generation and key. An entry changes within its
   * generation only when a render of the same data replaces it (a write moves to a new
   * generation), so only the generation is asked of Redis for each
   * request: a 66 KB page was read and parsed from Redis every time (p99 106 ms at 1,000 a second).
   * Held for NEAR_COPY_MS at most (an entry Redis evicted or expired meanwhile is answered that
   * long), at most a quarter of maxBytes, the least recently read dropped first.
   */
  private readonly near: RecentlyUsed<{ page: CachedPage; until: number }>;

  constructor(
    redisUrl: string,
    prefix: string,
    private readonly limits: HtmlCacheLimits,
  ) {
    // Without Redis the page is rendered instead of read: never queue commands or wait long.
    this.redis = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    this.redis.on('error', () => undefined);
    this.generationKey = `${prefix}:html:generation`;
    this.prefix = `${prefix}:html:`;
    this.near = new RecentlyUsed(limits.maxBytes / 4);
  }

  async get(key: string) {
    const generation = (await this.redis.get(this.generationKey)) ?? '0';
    const copy = this.near.get(`${generation}:${key}`);
    if (copy && copy.until > Date.now()) return { generation, page: copy.page };
    // The entry of the generation just read (a write meanwhile moves on: set then refuses it).
    const raw = await this.redis.getBuffer(`${this.prefix}page:${generation}:${key}`);
    const page = raw ? fromStored(raw) : undefined;
    if (page) this.near.set(`${generation}:${key}`, { page, until: Date.now() + NEAR_COPY_MS }, raw!.length);
    return { generation, page };
  }

  async set(generation: string, slot: CacheSlot, page: CachedPage) {
    // A page rendered again within a generation (the same data) replaces this replica's copy now,
    // other replicas' within NEAR_COPY_MS.
    this.near.delete(`${generation}:${slot.key}`);
    const stored = await this.redis.eval(
      SET_SCRIPT,
      1,
      this.generationKey,
      this.prefix,
      generation,
      slot.key,
      slot.page,
      toStored(page),
      Date.now(),
      this.limits.ttlSeconds * 1000,
      this.limits.maxBytes,
      slot.maxVariants ?? this.limits.maxVariantsPerPage,
    );
    return stored === 1;
  }

  async usage(): Promise<{ entries: number; bytes: number }> {
    const [entries, bytes] = (await this.redis.eval(USAGE_SCRIPT, 1, this.generationKey, this.prefix)) as [
      number,
      number,
    ];
    return { entries, bytes };
  }

  async invalidate() {
    await this.redis.eval(INVALIDATE_SCRIPT, 1, this.generationKey, this.prefix);
  }

  async close() {
    this.redis.disconnect();
  }
}
