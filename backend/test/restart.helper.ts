import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { appTables } from '../src/app.tables';
import { openDatabase } from '../src/db/database';
import { TEST_SHARED_BUFFERS } from './pglite-template';
import type { TestApp } from './test-app';

export interface Replica {
  app: NestFastifyApplication;
  close(): Promise<void>;
}

/** Another API process on the same database (and Redis queue prefix) as `t`, with `env` on top. */
export async function replicaOf(t: TestApp, env: Record<string, string> = {}): Promise<Replica> {
  const config = loadConfig({
    ...configEnv(t),
    ...env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'market-replica-')),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 5, tables: appTables });
  const app = await createApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, close: () => app.close() };
}

/**
 * Stops `t` and starts the API again on its data: on PGlite from a copy of its database taken
 * just before (an in-memory database does not outlive its process), on PostgreSQL on the same one.
 */
export async function restart(t: TestApp, env: Record<string, string>): Promise<Replica> {
  const config = loadConfig({
    ...configEnv(t),
    ...env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'market-restart-')),
  });
  if (t.database.kind === 'postgres') {
    // Stop the app without dropping its throwaway database, then start again on it.
    await t.app.close();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 5, tables: appTables });
    const app = await createApp(config, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      app,
      close: async () => {
        await app.close();
        await t.close().catch(() => undefined);
      },
    };
  }
  const dump = await t.database.dumpDataDir!();
  await t.close();
  const database = await openDatabase({
    pgliteDir: 'memory://',
    pgliteTemplate: dump,
    pgliteSharedBuffers: TEST_SHARED_BUFFERS,
    tables: appTables,
  });
  const app = await createApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, close: () => app.close() };
}

function configEnv(t: TestApp): Record<string, string> {
  const c = t.config;
  return {
    JWT_SECRET: c.jwtSecret,
    DEMO_DATA: 'false',
    PAYMENT_SANDBOX: 'true',
    LOG_LEVEL: 'error',
    PORT: '0',
    QUEUE_PREFIX: c.queue.prefix,
    ORDER_AUTO_ACCEPT_HOURS: String(c.orderAutoAcceptHours),
    ...(c.mail.smtpUrl ? { SMTP_URL: c.mail.smtpUrl } : {}),
    ...(c.redisUrl ? { REDIS_URL: c.redisUrl } : {}),
    ...(c.databaseUrl ? { DATABASE_URL: c.databaseUrl } : {}),
  };
}
