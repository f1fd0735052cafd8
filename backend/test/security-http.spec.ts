import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { withMigratedDatabase } from './pglite-template';
import { freePort, sleep } from './resilience-helpers';
import { FROM_SOURCE } from './from-source';
import { createTestApp, TestApp } from './test-app';

/**
 * The production-safety review's findings that live in the HTTP layer and the process (body
 * limits, slow clients, security headers, the log of a lost Redis): the same on every database,
 * so they run in the embedded pass only (backend/jest.config.js). The rest is in security.spec.ts.
 */
const BOOT = 180_000;
const PUBLIC_URL = 'http://shop.test';

describe('hostile bodies, slow clients and filters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, HTTP_HEADERS_TIMEOUT_SECONDS: '2' });
  }, BOOT);
  afterAll(() => t?.close());

  it('refuses a deeply nested 1 MB JSON body in milliseconds, while the server keeps answering', async () => {
    const body = '['.repeat(1024 * 1024);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${t.url}/api/services`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code?: string } })),
      ),
    );
    const health = Date.now();
    await t.http().get('/api/health').expect(200);
    expect(Date.now() - health).toBeLessThan(500);
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 400, body: { code: 'BODY.TOO_DEEP' } });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives ordinary JSON routes a small body limit (413) and keeps brackets inside strings harmless', async () => {
    const big = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'x'.repeat(100 * 1024), password: 'y' })
      .expect(413);
    expect(big.body.code).toBe('BODY.TOO_LARGE');
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ username: '['.repeat(500), password: '{{{{' })
      .expect(400);
    expect(res.body.code).toBeUndefined();
  });

  it.each([
    ['maxDelivery', '99999999999999999999'],
    ['maxPrice', '1e308'],
    ['minPrice', '-1'],
    ['maxDelivery', '366'],
  ])('answers 400 for an out-of-range %s', async (name, value) => {
    const res = await t.http().get(`/api/services?${name}=${value}`).expect(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('closes a connection that sends its headers one byte at a time', async () => {
    const { port } = new URL(t.url);
    const socket = connect(Number(port), '127.0.0.1');
    const started = Date.now();
    const header = 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(200);
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < header.length) socket.write(header[sent++]);
    }, 500);
    const closedAfter = await new Promise<number>((resolve) => {
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => undefined);
    });
    clearInterval(drip);
    expect(closedAfter).toBeLessThan(12_000);
  }, 20_000);
});

describe('security headers and switches', () => {
  it(
    'sends HSTS and upgrade-insecure-requests only for an https site, and names its socket origin',
    async () => {
      const plain = await createTestApp({ PUBLIC_URL: 'http://192.0.2.10:3000' });
      const secure = await createTestApp({ PUBLIC_URL: 'https://shop.example.test', API_DOCS: 'false' });
      try {
        const a = await plain.http().get('/api/health');
        expect(a.headers['strict-transport-security']).toBeUndefined();
        expect(a.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
        expect(a.headers['content-security-policy']).toMatch(
          /connect-src 'self' ws:\/\/192\.0\.2\.10:3000(;|$)/,
        );
        expect(a.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
        expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(a.headers['x-content-type-options']).toBe('nosniff');
        // Every answer carries them, a page and an error as well as the API's JSON.
        for (const path of ['/', '/api/no-such-route']) {
          const other = await plain.http().get(path);
          expect(other.headers['content-security-policy']).toBe(a.headers['content-security-policy']);
          expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
        }
        await plain.http().get('/api/docs-json').expect(200);

        const b = await secure.http().get('/api/health');
        expect(b.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        expect(b.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
        expect(b.headers['content-security-policy']).toMatch(
          /connect-src 'self' wss:\/\/shop\.example\.test(;|$)/,
        );
        await secure.http().get('/api/docs-json').expect(404);
      } finally {
        await plain.close();
        await secure.close();
      }
    },
    BOOT,
  );
});

describe('an unreachable Redis', () => {
  it('is logged once when lost, not once per reconnection attempt', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'market-redis-log-'));
    await withMigratedDatabase(dataDir);
    const child = spawn(process.execPath, [...FROM_SOURCE, 'src/main.ts'], {
      cwd: join(__dirname, '..'),
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        // Nothing listens on port 1: every reconnection attempt fails at once.
        REDIS_URL: 'redis://127.0.0.1:1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const redisLines = () => output.split('\n').filter((line) => /redis/i.test(line)).length;
    try {
      const deadline = Date.now() + 180_000;
      while (!output.includes('Listening on') && Date.now() < deadline && child.exitCode === null)
        await sleep(200);
      expect(output).toContain('Listening on');
      await sleep(2_000);
      const early = redisLines();
      await sleep(4_000);
      // Before: ~3.5 lines a second for ever. Now: one per client when lost (each queue has a
      // few, and the socket adapter two), then silence.
      expect(redisLines()).toBe(early);
      expect(early).toBeLessThanOrEqual(24);
      expect(output).toMatch(/Redis connection lost/);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
