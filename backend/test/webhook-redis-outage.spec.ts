import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import request from 'supertest';
import Stripe from 'stripe';
import { PaymentEventsService } from '../src/payments/payment-events.service';
import { createService, ordersOf, queueEnv, waitForPayment } from './payments-fixtures';
import { StripeStub } from './stubs/stripe-stub';
import { createTestApp, TestApp } from './test-app';

const WEBHOOK_SECRET = 'whsec_outage_test';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Redis goes down before Stripe's webhook arrives: the event is stored and answered 200, nothing
 * is paid yet; once Redis is back the sweep queues it on Bull and the order becomes paid.
 * Runs on the Redis path only (it starts a private redis-server, so the shared one is untouched).
 */
const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

describeWithRedis('a webhook during a Redis outage', () => {
  let redis: ChildProcess | undefined;
  let port: number;
  let stub: StripeStub;
  let t: TestApp;

  function startRedis(): Promise<void> {
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    return new Promise((resolve) => setTimeout(resolve, 800));
  }

  async function stopRedis(): Promise<void> {
    if (!redis || redis.exitCode !== null) return;
    const exited = new Promise((resolve) => redis!.once('exit', resolve));
    redis.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    stub = new StripeStub();
    await stub.start();
    t = await createTestApp({
      ...queueEnv(),
      REDIS_URL: `redis://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: 'sk_test_outage',
      STRIPE_API_BASE: stub.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await stub?.stop();
    await stopRedis();
  });

  it('stores the event, answers 200, and pays the order once Redis is back', async () => {
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
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    await request(t.url)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload)
      .expect(200);
    const health = await request(t.url).get('/api/health');
    expect(health.body.queue).toBe('down');
    expect((await buyer.agent.get(`/api/orders/${order._id}`)).body.payment.status).toBe('pending');

    await startRedis();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await t.app.get(PaymentEventsService).sweep(0);
    await waitForPayment(buyer, order._id, 'paid');
  }, 60_000);
});
