import { sql } from 'drizzle-orm';
import { HealthController } from './health.controller';
import { Readiness } from './readiness';
import { queueEnv } from '../../test/payments-fixtures';
import {
  SKIP_REASON,
  sleep,
  spawnApi,
  spawnGateway,
  SpawnedServer,
  withPostgresAndRedis,
} from '../../test/resilience-helpers';
import { throwawayDatabase } from '../../test/throwaway-database';
import { createTestApp, TestApp } from '../../test/test-app';

describe('probes of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('answers liveness and readiness, and keeps /api/health as it was', async () => {
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await t.http().get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ready', db: 'ok', migrations: 'ok', queue: 'ok' });
    expect(ready.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect((await t.http().get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('/api/health: requests that arrive together share one check of the database, and a later one checks again', async () => {
    const ping = jest.spyOn(t.database, 'ping');
    // The first check is held open until all twenty requests have reached the controller (however
    // slowly this machine lets them in), so each of them arrives while it runs.
    const controller = t.app.get(HealthController) as unknown as { sharedCheck: () => Promise<unknown> };
    const sharedCheck = controller.sharedCheck.bind(controller);
    let arrived = 0;
    let allArrived!: () => void;
    const allHere = new Promise<void>((resolve) => (allArrived = resolve));
    const arrivals = jest.spyOn(controller, 'sharedCheck').mockImplementation(() => {
      if (++arrived === 20) allArrived();
      return sharedCheck();
    });
    try {
      let release!: () => void;
      ping.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
      const answering = Promise.all(Array.from({ length: 20 }, () => fetch(`${t.url}/api/health`)));
      await allHere;
      expect(ping).toHaveBeenCalledTimes(1);
      release();
      const answers = await answering;
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(ping).toHaveBeenCalledTimes(1);
      ping.mockRejectedValueOnce(new Error('database down'));
      const down = await t.http().get('/api/health').expect(503);
      expect(down.body).toMatchObject({ status: 'degraded', db: 'down' });
      expect(ping).toHaveBeenCalledTimes(2);
      await t.http().get('/api/health').expect(200);
    } finally {
      ping.mockRestore();
      arrivals.mockRestore();
    }
  });

  it('is not ready while a migration of this build is not applied', async () => {
    const last = await t.database.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = last.rows[0]!;
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const res = await t.http().get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'not-ready', migrations: '1 pending' });
      // Liveness does not depend on it: a restart would not help.
      await t.http().get('/api/health/live').expect(200);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
      );
    }
    await t.http().get('/api/health/ready').expect(200);
  });

  it('is not ready once draining, while still alive', async () => {
    t.app.get(Readiness).startDraining();
    expect((await t.http().get('/api/health/ready').expect(503)).body.status).toBe('draining');
    await t.http().get('/api/health/live').expect(200);
  });
});

/**
 * Polls a readiness probe until it answers 200 (a process is healthy, and listening, a moment before
 * it is ready: its dependencies' checks): its last answer.
 */
async function untilReady(url: string, timeoutMs = 30_000): Promise<{ status: number; body: unknown }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    const answer = { status: response.status, body: await response.json().catch(() => undefined) };
    if (answer.status === 200 || Date.now() > deadline) return answer;
    await sleep(100);
  }
}

/** Polls `url` every 50 ms until the port refuses; answers the statuses seen, in order, without repeats. */
async function statusesUntilClosed(url: string, timeoutMs = 15_000): Promise<(number | 'refused')[]> {
  const seen: (number | 'refused')[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 'refused' as const,
    );
    if (seen[seen.length - 1] !== status) seen.push(status);
    if (status === 'refused') return seen;
    await sleep(50);
  }
  throw new Error(`still listening after ${timeoutMs} ms: ${JSON.stringify(seen)}`);
}

describe('SIGTERM on the API process', () => {
  let server: SpawnedServer | undefined;
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
  });

  it('turns readiness false before the port closes, then exits 0', async () => {
    database = withPostgresAndRedis ? await throwawayDatabase() : undefined;
    server = await spawnApi({
      // Long enough that a busy machine's poll still lands inside it.
      SHUTDOWN_DELAY_MS: '3000',
      ...(database ? { DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL!, ...queueEnv() } : {}),
    });
    expect(await untilReady(`${server.url}/api/health/ready`)).toMatchObject({ status: 200 });
    const exited = server.stop('SIGTERM');
    const seen = await statusesUntilClosed(`${server.url}/api/health/ready`);
    expect(seen).toEqual([...(seen[0] === 200 ? [200] : []), 503, 'refused']);
    expect(await exited).toBe(0);
    server = undefined;
  }, 90_000);
});

(withPostgresAndRedis ? describe : describe.skip)(
  `SIGTERM on a gateway [${withPostgresAndRedis ? 'PostgreSQL + Redis' : SKIP_REASON}]`,
  () => {
    let database: Awaited<ReturnType<typeof throwawayDatabase>>;
    let gateway: SpawnedServer | undefined;

    beforeAll(async () => {
      database = await throwawayDatabase();
      // The gateway expects a migrated database; an API process applies the migrations.
      const api = await spawnApi({
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL!,
        ...queueEnv(),
      });
      await api.stop('SIGTERM');
    }, 90_000);

    afterAll(async () => {
      await gateway?.stop('SIGKILL');
      await database?.drop();
    });

    it('answers live and ready probes, and turns readiness false before the port closes', async () => {
      gateway = await spawnGateway({
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL!,
        // Long enough that a busy machine's poll still lands inside it.
        SHUTDOWN_DELAY_MS: '3000',
      });
      expect(await (await fetch(`${gateway.url}/health/live`)).json()).toEqual({ status: 'ok' });
      expect(await untilReady(`${gateway.url}/health/ready`)).toEqual({
        status: 200,
        body: { status: 'ready', db: 'ok', redis: 'ok' },
      });
      expect((await fetch(`${gateway.url}/health/nope`)).status).toBe(404);

      const exited = gateway.stop('SIGTERM');
      const seen = await statusesUntilClosed(`${gateway.url}/health/ready`);
      expect(seen).toEqual([...(seen[0] === 200 ? [200] : []), 503, 'refused']);
      expect(await exited).toBe(0);
      gateway = undefined;
    }, 60_000);
  },
);
