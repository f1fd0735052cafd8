import { createServer, connect, Server, Socket } from 'node:net';
import { Client } from 'pg';
import request from 'supertest';
import { queueEnv } from './payments-fixtures';
import { SKIP_REASON, sleep, withPostgresAndRedis } from './resilience-helpers';
import { createTestApp, TestApp } from './test-app';

/**
 * A TCP relay in front of PostgreSQL that the test can cut: `drop()` resets every open
 * connection and refuses new ones (the server is gone), `restore()` accepts again.
 */
class CuttableRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
    this.port = (this.server.address() as { port: number }).port;
  }

  async drop(): Promise<void> {
    const closed = new Promise((done) => (this.server ? this.server.close(done) : done(undefined)));
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    await closed;
    this.server = undefined;
  }

  async restore(): Promise<void> {
    if (!this.server) await this.start();
  }
}

(withPostgresAndRedis ? describe : describe.skip)(
  `resilience to PostgreSQL losing connections [${withPostgresAndRedis ? 'PostgreSQL + Redis' : SKIP_REASON}]`,
  () => {
    let relay: CuttableRelay;
    let t: TestApp;
    const base = process.env.DATABASE_URL!;

    beforeAll(async () => {
      const target = new URL(base);
      relay = new CuttableRelay({ host: target.hostname, port: Number(target.port || 5432) });
      await relay.start();
      // The app reaches its throwaway database through the relay.
      const relayed = new URL(base);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(relay.port);
      process.env.DATABASE_URL = relayed.toString();
      try {
        t = await createTestApp({ ...queueEnv() });
      } finally {
        process.env.DATABASE_URL = base;
      }
    }, 60_000);

    afterAll(async () => {
      await relay?.restore().catch(() => undefined);
      await t?.close();
      await relay?.drop();
    });

    /** 20 reads and a write at once; each answer is one of `allowed`, in JSON. */
    async function burst(allowed: number[]): Promise<number[]> {
      const admin = await t.signIn({ admin: true }).catch(() => undefined);
      const responses = await Promise.all([
        ...Array.from({ length: 20 }, () => request(t.url).get('/api/services')),
        ...(admin
          ? [admin.agent.post('/api/coupon/add').send({ code: `R${Date.now()}`, discountValue: 5 })]
          : []),
      ]);
      for (const res of responses) {
        expect(allowed).toContain(res.status);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        if (res.status === 503)
          expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      }
      return responses.map((res) => res.status);
    }

    it('answers 200 or 503 JSON right after its connections are terminated, then recovers without a restart', async () => {
      await burst([200, 201]);
      const admin = new Client({
        connectionString: t.config.databaseUrl!.replace(`:${relay.port}/`, `:${new URL(base).port || 5432}/`),
      });
      await admin.connect();
      const { rows } = await admin.query(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(rows[0].n).toBeGreaterThan(0);
      await burst([200, 201, 503]);
      await sleep(200);
      expect(await burst([200, 201])).not.toContain(503);
    }, 30_000);

    it('answers 503 JSON while PostgreSQL is unreachable, and 200 again once it is back', async () => {
      const buyer = await t.signIn();
      await relay.drop();
      try {
        // (The catalog may answer from its cache; a buyer's own orders always need the database.)
        const res = await buyer.agent.get('/api/orders').timeout(15_000);
        expect(res.status).toBe(503);
        expect(res.body).toEqual({
          statusCode: 503,
          message: 'Service temporarily unavailable, please retry.',
          error: 'Service Unavailable',
        });
        const health = await request(t.url).get('/api/health').timeout(15_000);
        expect(health.status).toBe(503);
      } finally {
        await relay.restore();
      }
      await burst([200, 201]);
    }, 40_000);
  },
);
