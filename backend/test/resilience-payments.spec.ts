import { ChildProcess, spawn } from 'node:child_process';
import Bull from 'bull';
import { Client } from 'pg';
import request from 'supertest';
import Stripe from 'stripe';
import { PaymentEventsService } from '../src/payments/payment-events.service';
import {
  createService,
  ordersOf,
  pressSandbox,
  queueEnv,
  stripeSandboxCheckout,
  waitFor,
  waitForPayment,
} from './payments-fixtures';
import {
  freePort,
  SKIP_REASON,
  sleep,
  spawnApi,
  SpawnedServer,
  withPostgresAndRedis,
} from './resilience-helpers';
import { StripeStub } from './stubs/stripe-stub';
import { createTestApp, TestApp } from './test-app';

/** Short, so a dead worker's job is taken again quickly (its Bull lock follows this interval). */
const SWEEP_SECONDS = 4;

/** Paid orders and stored payment events of the test database, counted in SQL (not through the API). */
async function countRows(databaseUrl: string): Promise<{ paid: number; events: number; processed: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const paid = await client.query(`SELECT count(*)::int AS n FROM orders WHERE payment_status = 'paid'`);
    const events = await client.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'processed')::int AS processed FROM payment_events`,
    );
    return { paid: paid.rows[0].n, events: events.rows[0].n, processed: events.rows[0].processed };
  } finally {
    await client.end();
  }
}

(withPostgresAndRedis ? describe : describe.skip)(
  `resilience of payments [${withPostgresAndRedis ? 'PostgreSQL + Redis' : SKIP_REASON}]`,
  () => {
    describe('Redis unreachable while a Stripe webhook arrives', () => {
      const WEBHOOK_SECRET = 'whsec_resilience';
      let redis: ChildProcess | undefined;
      let redisPort: number;
      let stub: StripeStub;
      let t: TestApp;

      /** A private redis-server, so the shared one is never stopped. */
      async function startRedis(): Promise<void> {
        redis = spawn(
          'redis-server',
          ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          {
            stdio: 'ignore',
          },
        );
        await waitFor(async () => {
          const probe = spawn('redis-cli', ['-p', String(redisPort), 'ping'], { stdio: 'ignore' });
          return new Promise<boolean>((done) => probe.once('exit', (code) => done(code === 0)));
        });
      }

      async function stopRedis(): Promise<void> {
        if (!redis?.pid || redis.exitCode !== null || redis.signalCode !== null) return;
        const exited = new Promise((done) => redis!.once('exit', done));
        process.kill(redis.pid, 'SIGKILL');
        await exited;
      }

      beforeAll(async () => {
        redisPort = await freePort();
        await startRedis();
        stub = new StripeStub();
        await stub.start();
        t = await createTestApp({
          ...queueEnv(),
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          STRIPE_SECRET_KEY: 'sk_test_resilience',
          STRIPE_API_BASE: stub.url,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        });
      }, 60_000);

      afterAll(async () => {
        await t?.close();
        await stub?.stop();
        await stopRedis();
      });

      it('answers and stores the webhook, processes it once Redis is back, and pays exactly one order', async () => {
        const admin = await t.signIn({ admin: true });
        const serviceId = await createService(t, admin);
        const buyer = await t.signIn();
        const res = await buyer.agent
          .post('/api/stripe/checkout')
          .send({ title: 'x', price: 40, name: 'basic', serviceId })
          .expect(200);
        const sessionId = /(cs_test_[0-9a-f]+)$/.exec(res.body.url)![1];
        const [order] = await ordersOf(buyer);

        await stopRedis();
        const payload = JSON.stringify(stub.pay(sessionId));
        const deliver = () =>
          request(t.url)
            .post('/api/stripe/webhook')
            .set('Content-Type', 'application/json')
            .set(
              'Stripe-Signature',
              new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
            )
            .send(payload);
        const started = Date.now();
        expect((await deliver()).status).toBe(200);
        // Answered within Stripe's patience even though the queue is down.
        expect(Date.now() - started).toBeLessThan(10_000);
        expect(await countRows(t.config.databaseUrl!)).toEqual({ paid: 0, events: 1, processed: 0 });
        expect((await request(t.url).get('/api/health')).body.queue).toBe('down');

        await startRedis();
        // Stripe retries the delivery; the sweep queues what was stored. Neither pays twice.
        expect((await deliver()).status).toBe(200);
        await t.app.get(PaymentEventsService).sweep(0);
        await waitForPayment(buyer, order._id, 'paid');
        // The event is marked processed just after the order is paid (its own step of the job).
        const settled = await waitFor(async () => {
          const rows = await countRows(t.config.databaseUrl!);
          return rows.processed > 0 && rows;
        });
        expect(settled).toEqual({ paid: 1, events: 1, processed: 1 });
      }, 45_000);
    });

    describe('the payment worker killed in the middle of a job', () => {
      let t: TestApp;
      let worker: SpawnedServer | undefined;
      let locker: Client | undefined;
      let prefix: string;

      beforeAll(async () => {
        const env = queueEnv();
        prefix = env.QUEUE_PREFIX;
        t = await createTestApp({ ...env, PAYMENT_SWEEP_SECONDS: String(SWEEP_SECONDS) });
      }, 60_000);

      afterAll(async () => {
        await locker?.end().catch(() => undefined);
        await worker?.stop('SIGKILL');
        await t?.close();
      });

      it('retries the job on another worker and pays exactly one order', async () => {
        // This process keeps answering the API but leaves the payments queue to the other worker.
        const bull = (
          t.app.get(PaymentEventsService).queue as unknown as {
            queue: Bull.Queue & { moveUnlockedJobsToWait(): Promise<unknown> };
          }
        ).queue;
        await bull.pause(true, true);
        // PostgreSQL notices a vanished client while a statement waits only with this check on.
        const workerDatabaseUrl = new URL(t.config.databaseUrl!);
        workerDatabaseUrl.searchParams.set('options', '-c client_connection_check_interval=100');
        worker = await spawnApi({
          DATABASE_URL: workerDatabaseUrl.toString(),
          REDIS_URL: t.config.redisUrl!,
          QUEUE_PREFIX: prefix,
          PAYMENT_SWEEP_SECONDS: String(SWEEP_SECONDS),
        });

        const admin = await t.signIn({ admin: true });
        const serviceId = await createService(t, admin);
        const buyer = await t.signIn();
        const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
        const [order] = await ordersOf(buyer);

        // Hold the order row so the worker's job stops half-way, inside its UPDATE.
        locker = new Client({ connectionString: t.config.databaseUrl });
        await locker.connect();
        await locker.query('BEGIN');
        await locker.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [order._id]);
        await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
        const waiting = async () =>
          (
            await locker!.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          ).rows[0].n as number;
        await waitFor(async () => (await waiting()) > 0);

        const [event] = (await locker.query(`SELECT id FROM payment_events`)).rows as { id: string }[];
        await worker.stop('SIGKILL');
        // The killed worker's blocked statement is gone with its connection.
        await waitFor(async () => (await waiting()) === 0);
        await locker.query('ROLLBACK');
        await locker.end();
        locker = undefined;
        expect(await countRows(t.config.databaseUrl!)).toMatchObject({ paid: 0, processed: 0 });

        // The dead worker's job stays in Bull's active list until its lock lapses; the lock and the
        // stalled check follow PAYMENT_SWEEP_SECONDS, so it is taken again within one interval.
        const restarted = Date.now();
        await bull.resume(true);
        await waitForPayment(buyer, order._id, 'paid', SWEEP_SECONDS * 1000 + 5_000);
        expect(Date.now() - restarted).toBeLessThan(SWEEP_SECONDS * 1000 + 5_000);
        expect(event.id).toBeDefined();
        // The event is marked processed just after the order is paid, in a statement of its own.
        await waitFor(async () => (await countRows(t.config.databaseUrl!)).processed === 1);
        await sleep(500);
        expect(await countRows(t.config.databaseUrl!)).toEqual({ paid: 1, events: 1, processed: 1 });
      }, 60_000);
    });
  },
);
