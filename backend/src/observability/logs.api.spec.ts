import request from 'supertest';
import { waitFor } from '../../test/payments-fixtures';
import { spawnApi, SpawnedServer, withPostgresAndRedis } from '../../test/resilience-helpers';
import { throwawayDatabase } from '../../test/throwaway-database';
import { queueEnv } from '../../test/test-app';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  causeId?: string;
  userId?: string;
  [field: string]: unknown;
}

/** The log lines the process wrote so far (Node's own warnings on stderr aside, every line must be JSON). */
function jsonLines(server: SpawnedServer): LogLine[] {
  return server
    .log()
    .split('\n')
    .filter((line) => line.trim() && !/^\(node:\d+\)|^\(Use `node/.test(line))
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

/** Signs the demo buyer in on the spawned server: its session cookie (`token=…`), id and e-mail address. */
async function signInDemoBuyer(url: string): Promise<{ cookie: string; id: string; email: string }> {
  const login = await request(url)
    .post('/api/auth/login')
    .send({ username: 'buyer', password: 'buyer-demo-123' })
    .expect(200);
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('token='))!;
  return { cookie, id: (login.body._id ?? login.body.id) as string, email: String(login.body.email ?? '') };
}

describe('structured logs (LOG_FORMAT=json)', () => {
  let server: SpawnedServer;
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;

  beforeAll(async () => {
    database = withPostgresAndRedis ? await throwawayDatabase() : undefined;
    server = await spawnApi(
      {
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'log',
        DEMO_DATA: 'true',
        ...(database ? { DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL!, ...queueEnv() } : {}),
      },
      140_000,
    );
  }, 150_000);
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await database?.drop();
  });

  it('writes one JSON line per request with the id the answer carries, and no cookie or password', async () => {
    const res = await request(server.url)
      .post('/api/auth/login')
      .set('X-Request-Id', 'login-attempt-1')
      .set('Cookie', 'token=cookie-secret-value; other=second-cookie-value')
      .send({ username: 'buyer', password: 'wrong-password-xyz' })
      .expect(401);
    expect(res.headers['x-request-id']).toBe('login-attempt-1');

    const line = await waitFor(async () =>
      jsonLines(server).find((l) => l.requestId === 'login-attempt-1' && l.msg === 'request'),
    );
    expect(line).toMatchObject({
      method: 'POST',
      route: '/api/auth/login',
      path: '/api/auth/login',
      status: 401,
    });
    expect(typeof line.durationMs).toBe('number');
    const all = server.log();
    for (const secret of ['wrong-password-xyz', 'cookie-secret-value', 'second-cookie-value']) {
      expect(all).not.toContain(secret);
    }
  });

  it('replaces an odd X-Request-Id with its own, and names the signed-in user', async () => {
    const odd = await request(server.url)
      .get('/api/services')
      .set('X-Request-Id', 'x y <script>')
      .expect(200);
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const { cookie, id: buyerId } = await signInDemoBuyer(server.url);
    await request(server.url)
      .get('/api/orders')
      .set('Cookie', cookie)
      .set('X-Request-Id', 'orders-1')
      .expect(200);
    const line = await waitFor(async () => jsonLines(server).find((l) => l.requestId === 'orders-1'));
    expect(line).toMatchObject({ route: '/api/orders', status: 200, userId: buyerId });
    const all = server.log();
    expect(all).not.toContain(cookie.slice('token='.length));
  });

  it('follows one purchase from the payment request to the paid order and its mail', async () => {
    const { cookie, email } = await signInDemoBuyer(server.url);
    const services = (await request(server.url).get('/api/services').expect(200)).body as { _id: string }[];
    const detail = await request(server.url)
      .get(`/api/services/single-service/${services[0]._id}`)
      .set('Cookie', cookie)
      .expect(200);
    const basic = (detail.body.packages as { name: string; regularPrice: number; salePrice: number }[]).find(
      (p) => p.name === 'basic',
    )!;
    const price = basic.salePrice > 0 ? basic.salePrice : basic.regularPrice;
    const checkout = await request(server.url)
      .post('/api/stripe/checkout')
      .set('Cookie', cookie)
      .send({ title: 'Logged purchase', serviceId: services[0]._id, name: 'basic', price })
      .expect(200);
    const sessionId = /(cs_sandbox_[0-9a-f]+)$/.exec(checkout.body.url as string)![1];
    await request(server.url)
      .post(`/api/sandbox/stripe/${sessionId}`)
      .type('form')
      .set('Origin', server.url)
      .set('Cookie', cookie)
      .set('X-Request-Id', 'pay-press-1')
      .send({ action: 'pay' })
      .expect(303);

    // The payment job and the mail job it queues both log with the id of the request that paid.
    const paid = await waitFor(
      async () => jsonLines(server).find((l) => l.causeId === 'pay-press-1' && /Order .* paid/.test(l.msg)),
      20_000,
    );
    expect(paid.queue).toBe('payments');
    const mail = await waitFor(
      async () => jsonLines(server).find((l) => l.causeId === 'pay-press-1' && l.queue === 'mail'),
      20_000,
    );
    // Personal data stays out: the address is shown masked.
    expect(mail.msg).toMatch(/\*\*\*@/);
    expect(email).not.toBe('');
    expect(server.log()).not.toContain(email);
  }, 60_000);
});
