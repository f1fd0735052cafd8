import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { conversationBetween } from '../../test/messaging-helpers';
import { connectSocket, LiveSocket, sessionCookie, settle } from '../../test/realtime-helpers';
import { FROM_SOURCE } from '../../test/from-source';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { freePort } from '../../test/resilience-helpers';

/** The API tests' shared folder (helpers, stubs), which paths here were written against. */
const TEST_DIR = join(__dirname, '../../test');

const scaled = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);
const BACKEND_DIR = join(TEST_DIR, '..');

interface Gateway {
  child: ChildProcess;
  url: string;
  output: string[];
}

/** One `gateway.ts` process (compiled as it loads: FROM_SOURCE), ready once /health answers. */
async function startGateway(t: TestApp): Promise<Gateway> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [...FROM_SOURCE, 'src/gateway.ts'], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: t.config.databaseUrl,
      REDIS_URL: t.config.redisUrl,
      JWT_SECRET: t.config.jwtSecret,
      // One deployment's Redis channels: the API's prefix (one ConfigMap gives both in deploy/k8s).
      QUEUE_PREFIX: t.config.queue.prefix,
      DATA_DIR: t.config.dataDir,
      GATEWAY_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited: ${output.join('')}`);
    const healthy = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, url, output };
    await settle(250);
  }
  child.kill('SIGKILL');
  throw new Error(`gateway did not start: ${output.join('')}`);
}

async function stopGateway(gateway: Gateway | undefined): Promise<void> {
  const child = gateway?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

if (!scaled) {
  describe('socket gateway scaled apart from the API', () => {
    it.skip('needs REDIS_URL and DATABASE_URL (gateways share the API database): run the PostgreSQL + Redis suite', () =>
      undefined);
  });
  console.warn(
    'gateway.spec.ts skipped: set REDIS_URL and DATABASE_URL to run the API + 2 gateway processes test',
  );
} else {
  /** One API process (sockets off, publishing through the Redis emitter) and two gateway child processes. */
  describe('socket gateway scaled apart from the API', () => {
    let t: TestApp;
    let gateways: Gateway[] = [];
    let admin: SignedIn;
    const open: LiveSocket[] = [];

    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000', SOCKETS_IN_API: 'false' });
      admin = await t.signIn({ admin: true });
      const started = await Promise.allSettled([startGateway(t), startGateway(t)]);
      // Keep every gateway that did start, so afterAll stops it even when its sibling failed.
      gateways = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      for (const s of started) if (s.status === 'rejected') throw s.reason;
    }, 180_000);

    afterAll(async () => {
      for (const s of open) s.close();
      await Promise.all(gateways.map(stopGateway));
      await t?.close();
    });

    async function connect(url: string, cookie?: string) {
      const live = await connectSocket(url, cookie);
      open.push(live);
      return live;
    }

    it('serves no sockets from the API when SOCKETS_IN_API is false', async () => {
      const res = await t.http().get('/socket.io/?EIO=4&transport=polling');
      // Whatever the API answers there (404, or the shell page), it is no Engine.IO handshake.
      expect(res.text ?? '').not.toContain('"sid"');
    });

    it('refuses unauthenticated sockets on a gateway', async () => {
      await expect(connectSocket(gateways[0]!.url)).rejects.toThrow('unauthorized');
    });

    it('delivers messages POSTed to the API, in order, to a buyer on gateway 1 and every admin', async () => {
      const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
      const stranger = await t.signIn();
      const secondAdmin = await t.signIn({ admin: true });
      const buyerSocket = await connect(gateways[0]!.url, await sessionCookie(t, buyer));
      const adminSocket = await connect(gateways[1]!.url, await sessionCookie(t, admin));
      // Not the conversation's admin and never joins its room: hears it as every admin does.
      const secondAdminSocket = await connect(gateways[0]!.url, await sessionCookie(t, secondAdmin));
      const strangerSockets = [
        await connect(gateways[0]!.url, await sessionCookie(t, stranger)),
        await connect(gateways[1]!.url, await sessionCookie(t, stranger)),
      ];

      const texts = ['one', 'two', 'three', 'four', 'five', 'six'];
      const sent: unknown[] = [];
      for (const [i, message] of texts.entries()) {
        const author = i % 2 ? admin : buyer;
        sent.push(
          (await author.agent.post('/api/messages').send({ conversationId, message }).expect(201)).body,
        );
      }
      for (const s of [buyerSocket, adminSocket, secondAdminSocket]) {
        await s.until(
          () =>
            s.about(conversationId, 'message:new').length === texts.length &&
            s.about(conversationId, 'conversation:updated').length === texts.length,
          20_000,
        );
        expect(s.about(conversationId, 'message:new').map((r) => r.payload)).toEqual(sent);
        const updates = s.about(conversationId, 'conversation:updated').map((r) => r.payload.lastMessage);
        expect(updates).toEqual(texts);
      }
      await settle(500);
      for (const s of strangerSockets) expect(s.received).toEqual([]);
    });

    it('pushes notification:new from the API to every socket of its user, on either gateway, and no one else', async () => {
      const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
      const stranger = await t.signIn();
      const buyerSockets = [
        await connect(gateways[0]!.url, await sessionCookie(t, buyer)),
        await connect(gateways[1]!.url, await sessionCookie(t, buyer)),
      ];
      const strangerSocket = await connect(gateways[1]!.url, await sessionCookie(t, stranger));
      await admin.agent
        .post('/api/offers')
        .send({
          conversationId,
          buyerId: buyer.user.id,
          offerDetails: { description: 'Menu', price: 30, deliveryTime: 2 },
        })
        .expect(201);
      const [stored] = (await buyer.agent.get('/api/notifications').expect(200)).body.items;
      for (const s of buyerSockets) {
        await s.until((received) => received.some((r) => r.event === 'notification:new'));
        expect(s.received.filter((r) => r.event === 'notification:new').map((r) => r.payload)).toEqual([
          stored,
        ]);
      }
      await settle(500);
      expect(strangerSocket.received).toEqual([]);
    });

    it('checks room membership on the gateway and relays messages sent over a gateway socket', async () => {
      const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
      const stranger = await t.signIn();
      const buyerSocket = await connect(gateways[0]!.url, await sessionCookie(t, buyer));
      const adminSocket = await connect(gateways[1]!.url, await sessionCookie(t, admin));
      const strangerSocket = await connect(gateways[1]!.url, await sessionCookie(t, stranger));

      expect(await adminSocket.emit('conversation:join', { conversationId })).toEqual({ ok: true });
      expect(await strangerSocket.emit('conversation:join', { conversationId })).toMatchObject({
        ok: false,
        error: { statusCode: 404 },
      });

      const answer = await buyerSocket.emit('message:send', { conversationId, message: 'from gateway 1' });
      expect(answer).toMatchObject({ ok: true, data: { message: 'from gateway 1' } });
      await adminSocket.until(() => adminSocket.about(conversationId, 'message:new').length === 1);
      expect(adminSocket.about(conversationId, 'message:new')[0]!.payload).toEqual(answer.data);

      const offer = await admin.agent
        .post('/api/offers')
        .send({
          conversationId,
          buyerId: buyer.user.id,
          offerDetails: { description: 'Ads', price: 99.5, deliveryTime: 3 },
        })
        .expect(201);
      await buyerSocket.until(() => buyerSocket.about(conversationId, 'offer:new').length === 1);
      expect(buyerSocket.about(conversationId, 'offer:new')[0]!.payload).toEqual(offer.body);
      await settle(500);
      expect(strangerSocket.received).toEqual([]);
      const stored = await buyer.agent.get(`/api/messages/${conversationId}`).expect(200);
      expect(stored.body.map((m: { message: string }) => m.message)).toEqual(['from gateway 1']);
    });
  });
}
