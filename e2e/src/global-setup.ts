import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dropDatabase,
  freePort,
  SHAPE,
  startNode,
  TEMPLATE_DATABASE_VARIABLE,
  TEMPLATE_DIR_VARIABLE,
  throwawayDatabase,
} from './server';

/**
 * Migrates and seeds the demo data once for the whole run: the built API starts on a template
 * DATA_DIR (and, in the scaled shape, a template database), then stops. Every test file's server
 * starts from a copy (e2e/src/server.ts), instead of creating and seeding its own.
 */
export default async function setup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'market-e2e-template-'));
  const env: Record<string, string> = {};
  if (SHAPE === 'scaled') {
    const database = await throwawayDatabase(process.env.DATABASE_URL!);
    env.DATABASE_URL = database.url;
    env.REDIS_URL = process.env.REDIS_URL!;
    env.QUEUE_PREFIX = `e2e-template-${process.pid}`;
    process.env[TEMPLATE_DATABASE_VARIABLE] = database.name;
  }
  const port = await freePort();
  const api = await startNode(
    'backend/dist/main.js',
    {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
      DEMO_DATA: 'true',
      PAYMENT_SANDBOX: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-template-'.padEnd(40, 'x'),
    },
    `http://127.0.0.1:${port}/api/health`,
    300_000,
  );
  // Stopped: its database files are closed and the template database has no connection left.
  await api.stop();
  process.env[TEMPLATE_DIR_VARIABLE] = dir;
}

/** Removes the template (e2e/src/global-teardown.ts). */
export async function teardown(): Promise<void> {
  const dir = process.env[TEMPLATE_DIR_VARIABLE];
  if (dir) rmSync(dir, { recursive: true, force: true });
  const database = process.env[TEMPLATE_DATABASE_VARIABLE];
  if (SHAPE === 'scaled' && database) await dropDatabase(process.env.DATABASE_URL!, database);
}
