import { randomBytes } from 'node:crypto';
import { createConnection, createServer, Server, Socket as NetSocket } from 'node:net';
import { io as connectIo, Socket as ClientSocket } from 'socket.io-client';
import request from 'supertest';
import { sample } from './metrics-helpers';
import { queueEnv, waitFor } from './payments-fixtures';
import { connectSocket, LiveSocket } from './realtime-helpers';
import {
  freePort,
  SKIP_REASON,
  spawnApi,
  SpawnedServer,
  spawnGateway,
  withPostgresAndRedis,
} from './resilience-helpers';
import { throwawayDatabase } from './throwaway-database';

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
 * A TCP load balancer in front of the gateways: each new connection goes to the first gateway
 * that accepts it, so once a draining gateway has closed its port, clients land on the next one.
 */
async function loadBalancer(ports: number[]): Promise<{ url: string; close(): void }> {
  const open = new Set<NetSocket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.pause();
    const tryNext = (index: number) => {
      if (index >= ports.length) return client.destroy();
      const upstream = createConnection({ host: '127.0.0.1', port: ports[index] });
      upstream.once('error', () => tryNext(index + 1));
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        open.add(upstream);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryNext(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      for (const socket of open) socket.destroy();
      server.close();
    },
  };
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
    let gateway1Metrics: string;
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
      api1 = await spawnApi({ ...shared, DEMO_DATA: 'true' }, 150_000);
      processes.push(api1);
      gateway1Metrics = `http://127.0.0.1:${await freePort()}`;
      const rest = await Promise.allSettled([
        spawnApi(shared, 150_000),
        spawnGateway({ ...shared, METRICS_PORT: new URL(gateway1Metrics).port }, 150_000),
        spawnGateway(shared, 150_000),
      ]);
      for (const started of rest) if (started.status === 'fulfilled') processes.push(started.value);
      const failed = rest.find((started) => started.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      [api2, gateway1, gateway2] = rest.map(
        (started) => (started as PromiseFulfilledResult<SpawnedServer>).value,
      );
    }, 320_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await Promise.all(processes.map((server) => server.stop('SIGTERM')));
      await database?.drop();
    });

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
      });
      expect(paid.service.price).toBe(price);
    });

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
        await socket.until(() => socket.about(conversationId, 'message:new').length === 1);
        expect(socket.about(conversationId, 'message:new')[0].payload).toEqual(sent.body);
      }
    });

    it('a draining gateway tells its sockets to reconnect, and they do so to the other gateway', async () => {
      const buyer = await login(api1.url, 'buyer', 'buyer-demo-123');
      const admin = await login(api1.url, 'admin', 'admin-demo-123');
      const balancer = await loadBalancer(
        [new URL(gateway1.url).port, new URL(gateway2.url).port].map(Number),
      );
      let client: ClientSocket | undefined;
      try {
        const scrape = async () => (await fetch(`${gateway1Metrics}/metrics`)).text();
        const before = sample(await scrape(), 'gigly_sockets_connected');
        const events: string[] = [];
        const received: unknown[] = [];
        client = connectIo(balancer.url, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnectionDelay: 100,
          reconnectionDelayMax: 500,
          forceNew: true,
          extraHeaders: { cookie: buyer.cookie },
        });
        client.on('connect', () => events.push('connect'));
        client.on('disconnect', (reason) => events.push(`disconnect:${reason}`));
        client.on('server:draining', () => events.push('server:draining'));
        client.on('message:new', (payload) => received.push(payload));
        await waitFor(async () => events.includes('connect'));
        // The balancer sent it to gateway 1, whose /metrics counts it.
        expect(sample(await scrape(), 'gigly_sockets_connected')).toBe(before + 1);

        const exited = gateway1.stop('SIGTERM');
        await waitFor(async () => events.filter((e) => e === 'connect').length === 2);
        expect(await exited).toBe(0);
        expect(events).toEqual(['connect', 'server:draining', 'disconnect:transport close', 'connect']);

        // Reconnected to gateway 2: events published by the API reach it there.
        const opened = await request(api1.url)
          .post('/api/conversations')
          .set('Cookie', buyer.cookie)
          .send({ buyerId: buyer.id, adminId: admin.id });
        const conversationId = opened.body._id as string;
        const sent = await request(api1.url)
          .post('/api/messages')
          .set('Cookie', admin.cookie)
          .send({ conversationId, message: 'after the drain' })
          .expect(201);
        await waitFor(async () => received.some((m) => (m as { _id: string })._id === sent.body._id));
      } finally {
        client?.close();
        balancer.close();
      }
    }, 60_000);
  },
);
