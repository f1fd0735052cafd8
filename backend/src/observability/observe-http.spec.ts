import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { createRootLogger } from './logger';
import { observeHttp } from './observe-http';

describe('the request log line', () => {
  it('names the path with its reset and verification tokens redacted', async () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const fastify = Fastify();
    observeHttp(fastify, createRootLogger({ logLevel: 'log', logFormat: 'json' }, stream));
    fastify.all('/*', async () => ({ ok: true }));
    const secret = 'Zk3_secret-Token.value';
    for (const url of [
      `/api/auth/reset-password/${secret}`,
      `/auth/reset-password/${secret}?next=1`,
      `/api/auth/verify-email/${secret}`,
      `/auth/verify-email/${secret}/`,
    ]) {
      await fastify.inject({ method: url.startsWith('/api') ? 'POST' : 'GET', url });
    }
    await fastify.close();
    const lines = chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { path?: string });
    expect(lines.map((line) => line.path)).toEqual([
      '/api/auth/reset-password/[redacted]',
      '/auth/reset-password/[redacted]',
      '/api/auth/verify-email/[redacted]',
      '/auth/verify-email/[redacted]/',
    ]);
    expect(chunks.join('')).not.toContain(secret);
  });
});
