import { effectivePrice, toCents } from '@market/contracts';
import { sql } from 'drizzle-orm';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { DatabaseHandle, openDatabase } from '../src/db/database';
import { pgliteDir } from '../src/db/backup/restore';
import { listTables, rows } from '../src/db/backup/tables';
import { appTables } from '../src/app.tables';
import { seed } from '../src/app.seed';
import { queueEnv } from './test-app';
import { TEST_SHARED_BUFFERS } from './pglite-template';

/** A shop started the way `npm run serve` starts it (src/main.ts), on a data folder or DATABASE_URL. */
export interface Shop {
  app: NestFastifyApplication;
  config: AppConfig;
  database: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

export async function startShop(env: Record<string, string | undefined>): Promise<Shop> {
  const config = loadConfig({
    LOG_LEVEL: 'error',
    PORT: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_COUPON_PER_MINUTE: '100000',
    PAYMENT_SANDBOX: 'true',
    ...queueEnv(),
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDir(config.dataDir),
    pgliteSharedBuffers: TEST_SHARED_BUFFERS,
    tables: appTables,
  });
  const app = await createApp(config, database);
  await seed(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    database,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close().catch(() => undefined);
    },
  };
}

/** A cookie-keeping agent signed in with a username and password. */
export async function signInAs(
  url: string,
  username: string,
  password: string,
): Promise<{ agent: TestAgent; id: string; cookie: string }> {
  const agent = request.agent(url) as unknown as TestAgent;
  const res = await agent.post('/api/auth/login').send({ username, password }).expect(200);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { agent, id: res.body._id as string, cookie };
}

/** Row count of every table of the app. */
export async function tableCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(database.db)) {
    const [row] = await rows<{ n: number }>(
      database.db,
      sql.raw(`SELECT count(*)::int AS n FROM "${table.name}"`),
    );
    counts[table.name] = Number(row.n);
  }
  return counts;
}

/** Buys the basic package of a service through the Stripe sandbox at the price the buyer is shown; answers the paid order's id. */
export async function buyBasicPackage(
  url: string,
  buyer: { agent: TestAgent },
  serviceId: string,
  couponCode?: string,
): Promise<string> {
  const service = (await buyer.agent.get(`/api/services/single-service/${serviceId}`).expect(200)).body as {
    packages: Array<{ name: string; regularPrice: number; salePrice: number }>;
  };
  const basic = service.packages.find((p) => p.name === 'basic')!;
  const listCents = toCents(effectivePrice(basic));
  const discount = couponCode ? Math.round((listCents * 10) / 100) : 0;
  const checkout = await buyer.agent
    .post('/api/stripe/checkout')
    .send({ title: 'x', serviceId, name: 'basic', price: (listCents - discount) / 100, couponCode });
  if (checkout.status !== 200)
    throw new Error(`checkout: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const sessionId = /\/api\/sandbox\/stripe\/(cs_sandbox_[0-9a-f]+)$/.exec(checkout.body.url as string)![1];
  // Only the buyer who started a sandbox checkout may pay it.
  await buyer.agent
    .post(`/api/sandbox/stripe/${sessionId}`)
    .type('form')
    .set('Origin', url)
    .send({ action: 'pay' })
    .expect(303);
  return sessionId;
}
