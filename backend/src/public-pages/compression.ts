import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

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
