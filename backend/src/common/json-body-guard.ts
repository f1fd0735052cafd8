import { Transform, TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/** Deepest nesting of arrays and objects a JSON body may have (a service with packages and features is 4). */
export const MAX_JSON_DEPTH = 20;
/** Ordinary JSON bodies (sign-in, checkout, messages, coupons...). */
export const SMALL_JSON_BYTES = 64 * 1024;
/** Admin content (service descriptions, blog posts) and provider webhooks. */
export const LARGE_JSON_BYTES = 1024 * 1024;
const LARGE_JSON_ROUTES = /^\/api\/(services|blogs|gallery|stripe\/webhook)(\/|\?|$)/;

export class BodyRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    readonly code: 'BODY.TOO_DEEP' | 'BODY.TOO_LARGE',
    message: string,
  ) {
    super(message);
  }
}

export function jsonLimitFor(url: string): number {
  return LARGE_JSON_ROUTES.test(url) ? LARGE_JSON_BYTES : SMALL_JSON_BYTES;
}

const tooLarge = (limit: number) =>
  new BodyRejected(
    413,
    'BODY.TOO_LARGE',
    `Request body is too large (at most ${Math.round(limit / 1024)} KB here)`,
  );

/**
 * Counts bytes and bracket depth of a JSON body as it streams in, before anything parses or
 * validates it: a 1 MB `[[[[…` costs microseconds to refuse instead of seconds of CPU (and a
 * stack overflow) in the parser and the validation pipe.
 */
export class JsonBodyGuard extends Transform {
  private depth = 0;
  private bytes = 0;
  private inString = false;
  private escaped = false;
  /** Read by Fastify to compare the bytes received with Content-Length. */
  receivedEncodedLength = 0;

  constructor(
    private readonly limit: number,
    private readonly maxDepth = MAX_JSON_DEPTH,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    this.receivedEncodedLength = this.bytes;
    if (this.bytes > this.limit) return callback(tooLarge(this.limit));
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === 0x5c /* \ */) this.escaped = true;
        else if (byte === 0x22 /* " */) this.inString = false;
      } else if (byte === 0x22) {
        this.inString = true;
      } else if (byte === 0x5b /* [ */ || byte === 0x7b /* { */) {
        this.depth += 1;
        if (this.depth > this.maxDepth) {
          return callback(
            new BodyRejected(
              400,
              'BODY.TOO_DEEP',
              `JSON is nested too deeply (at most ${this.maxDepth} levels)`,
            ),
          );
        }
      } else if (byte === 0x5d /* ] */ || byte === 0x7d /* } */) {
        this.depth -= 1;
      }
    }
    callback(null, chunk);
  }
}

/** Fastify preParsing hook: JSON bodies pass through a JsonBodyGuard with the route's size limit. */
export async function guardJsonBody(
  request: FastifyRequest,
  _reply: unknown,
  payload: NodeJS.ReadableStream,
): Promise<NodeJS.ReadableStream> {
  if (!/json/i.test(request.headers['content-type'] ?? '')) return payload;
  const limit = jsonLimitFor(request.url);
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
  const guard = new JsonBodyGuard(limit);
  payload.on('error', (error: Error) => guard.destroy(error));
  // Fastify listens for the guard's error only when it reads the body. A body it never reads (GET,
  // HEAD, a route or content type without a parser) still streams through the guard, and an
  // 'error' event nobody listens to would end the process: such a body is simply ignored.
  guard.on('error', ignoreUnreadBody);
  return payload.pipe(guard);
}

function ignoreUnreadBody(): void {}
