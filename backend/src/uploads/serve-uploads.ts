import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES } from './image-variants';
import { ByteRange } from './storage/file-storage';
import { UploadsService } from './uploads.service';

const notFound = { statusCode: 404, message: 'File not found', error: 'Not Found' };

/** `Range: bytes=start-[end]`; anything else (several ranges, suffixes) is answered whole. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  return { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined };
}

/**
 * GET /uploads/<name> for either storage driver: files from the folder or streamed from the
 * bucket (with S3_PUBLIC_URL set, pages fetch from there instead), byte ranges for video.
 */
export function serveUploads(fastify: FastifyInstance, uploads: UploadsService): void {
  fastify.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const range = parseRange(request.headers.range);
    const opened = await uploads.open(name, range);
    if (!opened) {
      const whole = range ? await uploads.open(name) : undefined;
      if (!whole) return reply.status(404).send(notFound);
      whole.body.destroy();
      return reply
        .status(416)
        .header('Content-Range', `bytes */${whole.size}`)
        .send({ statusCode: 416, message: 'Range not satisfiable', error: 'Range Not Satisfiable' });
    }
    reply
      .header('Content-Type', CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'")
      .header('Accept-Ranges', 'bytes');
    if (opened.range) {
      reply
        .status(206)
        .header('Content-Range', `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`)
        .header('Content-Length', opened.range.end - opened.range.start + 1);
    } else {
      reply.header('Content-Length', opened.size);
    }
    return reply.send(opened.body);
  });
}
