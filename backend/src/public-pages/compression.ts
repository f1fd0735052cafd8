import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import { RecentlyUsed } from '../common/recently-used';

/**
 * Brotli or gzip, as the client asks, for every text answer above 1 KB (HTML, JSON, JS, CSS,
 * SVG, XML, plain text). Built assets are served from their precompressed `.br`/`.gz` twins
 * (@fastify/static `preCompressed`), so this compresses only what is made per request; Brotli
 * at quality 5 keeps that cheap (quality 11, the default, costs ~50x the CPU for ~5% less).
 */
export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  zlibOptions: { level: 6 },
  customTypes: /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/,
};

export type PageEncoding = 'br' | 'gzip';

/** Brotli if the client takes it, else gzip, else none (`Accept-Encoding`, a q of 0 refuses). */
export function acceptedEncoding(header: string | undefined): PageEncoding | undefined {
  const taken = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) taken.add(name.trim());
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('*')) return 'gzip';
  return undefined;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers up to this size are compressed on the spot: the zlib thread pool's hand-off (a stream
 * per call) costs several times what compressing a small answer does (2 KB of JSON with Brotli 4:
 * 65 µs of CPU in place, 320 µs through the pool), and still half a millisecond for a page: a
 * 68 KB search page took 11.1 ms of the process's CPU with its Brotli in the pool, 10.6 ms in place
 * (about 1 ms more on the event loop, after a render of 6). Larger ones go to the pool.
 */
const IN_PLACE_MAX_BYTES = 128 * 1024;

/**
 * The smallest Brotli window that holds the whole input (10 to 24 bits; a window is 2^bits - 16
 * bytes), so the output is the same as with the default 22 bits. The encoder allocates for its
 * window: at quality 7 an 84 KB page took 6.2 ms of CPU through the pool with the default window
 * (most of it making and freeing the encoder), 1.9 ms with 17 bits, to the same bytes.
 */
export function brotliWindowBits(bytes: number): number {
  let bits = constants.BROTLI_MIN_WINDOW_BITS;
  while (bits < constants.BROTLI_MAX_WINDOW_BITS && 2 ** bits - 16 < bytes) bits += 1;
  return bits;
}

/** Brotli at `brotliQuality` and gzip at `gzipLevel`: in place when small, else on the thread pool. */
function compressingAt(
  brotliQuality: number,
  gzipLevel: number,
): Record<PageEncoding, (body: Buffer | string, bytes?: number) => Promise<Buffer>> {
  const brotliOptions = (bytes: number) => ({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      // The encoder sizes its buffers to the input (a quarter less CPU for a small answer).
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes),
    },
  });
  const inPlace = (bytes: number) => bytes <= IN_PLACE_MAX_BYTES;
  return {
    br: async (body, bytes = Buffer.byteLength(body)) => {
      const options = brotliOptions(bytes);
      return inPlace(bytes) ? brotliCompressSync(body, options) : brotliAsync(body, options);
    },
    gzip: async (body, bytes = Buffer.byteLength(body)) =>
      inPlace(bytes) ? gzipSync(body, { level: gzipLevel }) : gzipAsync(body, { level: gzipLevel }),
  };
}

// Made once per page version. Quality 7: 9 takes 12 ms for 66 KB of HTML (7: under 2) for 0.3 % less.
const compressors = compressingAt(7, 9);
// Quality 4 for what is made per request: a third of quality 5's time, 8 % larger.
const perRequest = compressingAt(4, 5);

/**
 * Compressed copies of kept pages, by ETag (a hash of the HTML, so a copy can never be of another
 * version): the page cache keeps HTML, and compressing it for every request cost more than the
 * rest of the answer. Made once per encoding (requests meanwhile wait for that one), the oldest
 * dropped past `maxBytes`.
 */
export class CompressedPages {
  private readonly copies: RecentlyUsed<Promise<Buffer>>;

  constructor(maxBytes: number) {
    this.copies = new RecentlyUsed(maxBytes);
  }

  /** The page's kept copy, made at the kept quality the first time it is asked for. */
  of(page: { html: Buffer; etag: string }, encoding: PageEncoding): Promise<Buffer> {
    return this.copy(`${encoding}:${page.etag}`, () => compressors[encoding](page.html));
  }

  /**
   * A page rendered for this request: its kept copy when there is one, else a copy made at the
   * per-request quality (an 84 KB page: 1.2 ms of CPU against 1.7, and 0.3 ms of it on the event
   * loop against 1.1). Most pages rendered per request are searches asked once; a page asked for
   * again comes from the page cache and gets its kept copy.
   */
  justRendered(page: { html: Buffer; etag: string }, encoding: PageEncoding): Promise<Buffer> {
    return (
      this.copies.get(`${encoding}:${page.etag}`) ??
      this.copy(`${encoding}:quick:${page.etag}`, () => perRequest[encoding](page.html))
    );
  }

  /** The copy under `key`, made once (requests meanwhile wait for that one). */
  private copy(key: string, compress: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.copies.get(key);
    if (known) return known;
    const made = compress();
    // Counted once made (nothing while it is being made).
    this.copies.set(key, made, 0);
    made.then(
      (buffer) => {
        if (this.copies.get(key) === made) this.copies.set(key, made, buffer.length);
      },
      () => this.copies.delete(key),
    );
    return made;
  }
}

/**
 * Compressed answers lately sent, by encoding and their content's SHA-256: an answer asked for
 * again unchanged (a category's list, a popular search, one service) is compressed once, not
 * per request (Brotli on a 46 KB list was a fifth of the API's CPU; hashing it is a tenth of
 * that). Keyed by content, a copy can only ever answer for the same bytes.
 */
const recentlyCompressed = new RecentlyUsed<Buffer>(16 * 1024 * 1024);

async function compressedAnswer(
  body: Buffer | string,
  bytes: number,
  encoding: PageEncoding,
): Promise<Buffer> {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
  const known = recentlyCompressed.get(key);
  if (known) return known;
  const compressed = await perRequest[encoding](body, bytes);
  recentlyCompressed.set(key, compressed, compressed.length);
  return compressed;
}

/**
 * An onSend hook, registered before @fastify/compress, that compresses an answer held whole (a
 * string or a buffer: the API's JSON, a page rendered for its request) in one call.
 * @fastify/compress streams every answer through four stream wrappers; under load that cost
 * more than the compression (a JSON list answered 850 a second with Brotli, 4,100 without).
 * Streams (sitemaps) and what is already encoded are left to it.
 */
export async function compressWholeAnswer(
  request: { headers: Record<string, string | string[] | undefined> },
  reply: {
    statusCode: number;
    getHeader(name: string): unknown;
    header(name: string, value: string): unknown;
    removeHeader(name: string): unknown;
  },
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const bytes = Buffer.byteLength(payload);
  if (bytes < (COMPRESSION.threshold ?? 1024)) return payload;
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.getHeader('Content-Encoding'))
    return payload;
  const type = String(reply.getHeader('Content-Type') ?? 'application/json');
  if (!(COMPRESSION.customTypes as RegExp).test(type)) return payload;
  const accepted = request.headers['accept-encoding'];
  const encoding = acceptedEncoding(Array.isArray(accepted) ? accepted.join(',') : accepted);
  if (!encoding) return payload;
  const body = await compressedAnswer(payload, bytes, encoding);
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('Content-Encoding', encoding);
  reply.removeHeader('Content-Length');
  return body;
}
