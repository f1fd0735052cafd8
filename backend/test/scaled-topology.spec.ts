import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { queueEnv, waitFor } from './payments-fixtures';
import { connectSocket, LiveSocket } from './realtime-helpers';
import {
  SKIP_REASON,
  spawnApi,
  SpawnedServer,
  spawnGateway,
  throwawayDatabase,
  withPostgresAndRedis,
} from './resilience-helpers';

/** Signs in over HTTP on one process; answers the session cookie (valid on every process: same JWT_SECRET). */
async function login(
  url: string,
  username: string,
  password: string,
): Promise<{ cookie: string; id: string }> {
  const res = await request(url).post('/api/auth/login').send({ username, password }).expect(200);
  const token = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('token='));
  return { cookie: token!, id: (res.body._id ?? res.body.id) as string };
}

/**
 * The scaled shape of docker-compose.yml with plain processes on loopback: two API processes
 * (sockets left to the gateways), two gateways, one throwaway PostgreSQL database and Redis.
 */
(withPostgresAndRedis ? describe : describe.skip)(
  `the scaled topology on loopback [${withPostgresAndRedis ? 'PostgreSQL + Redis' : SKIP_REASON}]`,
  () => {
    let database: Awaited<ReturnType<typeof throwawayDatabase>>;
    const processes: SpawnedServer[] = [];
    let api1: SpawnedServer;
    let api2: SpawnedServer;
    let gateway1: SpawnedServer;
    let gateway2: SpawnedServer;
    const sockets: LiveSocket[] = [];

    beforeAll(async () => {
      database = await throwawayDatabase();
      const shared = {
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL!,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SOCKETS_IN_API: 'false',
        ...queueEnv(),
      };
      // The first API applies the migrations and seeds the demo accounts; the others start after it.
      api1 = await spawnApi({ ...shared, DEMO_DATA: 'true' });
      processes.push(api1);
      const rest = await Promise.allSettled([spawnApi(shared), spawnGateway(shared), spawnGateway(shared)]);
      for (const started of rest) if (started.status === 'fulfilled') processes.push(started.value);
      const failed = rest.find((started) => started.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      [api2, gateway1, gateway2] = rest.map(
        (started) => (started as PromiseFulfilledResult<SpawnedServer>).value,
      );
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await Promise.all(processes.map((server) => server.stop('SIGTERM')));
      await database?.drop();
    }, 30_000);

    it('leaves sockets to the gateways', async () => {
      // No Engine.IO handshake on the API (its single-page fallback may answer the shell instead).
      const res = await request(api1.url).get('/socket.io/?EIO=4&transport=polling');
      expect(res.text ?? '').not.toMatch(/"sid"/);
      const handshake = await request(gateway1.url).get('/socket.io/?EIO=4&transport=polling');
      expect(handshake.text).toMatch(/"sid"/);
      expect((await fetch(`${gateway1.url}/health`)).status).toBe(200);
    });

    it('a purchase started on API 1 is paid and visible on API 2', async () => {
      const buyer = await login(api1.url, 'buyer', 'buyer-demo-123');
      const list = await request(api1.url).get('/api/services').expect(200);
      const services = list.body as { _id: string }[];
      const detail = await request(api1.url)
        .get(`/api/services/single-service/${services[0]._id}`)
        .set('Cookie', buyer.cookie)
        .expect(200);
      const basic = (
        detail.body.packages as { name: string; regularPrice: number; salePrice: number }[]
      ).find((p) => p.name === 'basic')!;
      const price = basic.salePrice > 0 ? basic.salePrice : basic.regularPrice;

      const checkout = await request(api1.url)
        .post('/api/stripe/checkout')
        .set('Cookie', buyer.cookie)
        .send({ title: 'Scaled purchase', serviceId: services[0]._id, name: 'basic', price });
      if (checkout.status !== 200)
        throw new Error(`checkout: ${checkout.status} ${JSON.stringify(checkout.body)}`);
      const sessionId = /(cs_sandbox_[0-9a-f]+)$/.exec(checkout.body.url as string)![1];
      await request(api1.url)
        .post(`/api/sandbox/stripe/${sessionId}`)
        .type('form')
        .set('Origin', api1.url)
        .set('Cookie', buyer.cookie)
        .send({ action: 'pay' })
        .expect(303);

      const paid = await waitFor(async () => {
        const res = await request(api2.url).get('/api/orders').set('Cookie', buyer.cookie);
        const order = (res.body as { payment: { status: string }; service: { price: number } }[])[0];
        return order?.payment.status === 'paid' ? order : undefined;
      }, 20_000);
      expect(paid.service.price).toBe(price);
    }, 40_000);

    it('a message POSTed to API 2 reaches sockets on both gateways', async () => {
      const buyer = await login(api2.url, 'buyer', 'buyer-demo-123');
      const admin = await login(api1.url, 'admin', 'admin-demo-123');
      const buyerSocket = await connectSocket(gateway1.url, buyer.cookie);
      const adminSocket = await connectSocket(gateway2.url, admin.cookie);
      sockets.push(buyerSocket, adminSocket);

      const opened = await request(api2.url)
        .post('/api/conversations')
        .set('Cookie', buyer.cookie)
        .send({ buyerId: buyer.id, adminId: admin.id });
      expect([200, 201]).toContain(opened.status);
      const conversationId = opened.body._id as string;
      const sent = await request(api2.url)
        .post('/api/messages')
        .set('Cookie', admin.cookie)
        .send({ conversationId, message: 'hello across the topology' })
        .expect(201);

      for (const socket of [buyerSocket, adminSocket]) {
        await socket.until(() => socket.about(conversationId, 'message:new').length === 1, 10_000);
        expect(socket.about(conversationId, 'message:new')[0].payload).toEqual(sent.body);
      }
    }, 30_000);
  },
);
