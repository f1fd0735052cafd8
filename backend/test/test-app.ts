import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import type { StaffRole } from '@market/contracts';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { appTables } from '../src/app.tables';
import { DatabaseHandle, openDatabase } from '../src/db/database';
import { UsersService } from '../src/users/users.service';
import { pgliteTemplate, TEST_SHARED_BUFFERS } from './pglite-template';
import { throwawayDatabase } from './throwaway-database';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  database: DatabaseHandle;
  /** Base URL of the listening server, e.g. http://127.0.0.1:43121 */
  url: string;
  http: () => TestAgent;
  /** A cookie-keeping agent signed in as a new user, an admin (an owner) or a staff member of `role`. */
  signIn(options?: { admin?: boolean; role?: StaffRole; username?: string }): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface SignedIn {
  agent: TestAgent;
  user: { id: string; username: string; email: string; password: string };
}

let counter = 0;

/**
 * A real app on a fresh, isolated database: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server of DATABASE_URL (dropped on close).
 */
/**
 * A Redis key prefix of its own (Bull queues, rate-limit counts), so concurrent test files never
 * share them on one Redis. Every test app gets one; processes that must share pass the same one.
 */
export function queueEnv(): Record<string, string> {
  return { QUEUE_PREFIX: `test-${process.pid}-${randomBytes(4).toString('hex')}` };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-test-'));
  const baseUrl = process.env.DATABASE_URL;
  const throwaway = baseUrl ? await throwawayDatabase('test', baseUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEMO_DATA: 'false',
    PAYMENT_SANDBOX: 'true',
    LOG_LEVEL: 'error',
    PORT: '0',
    // Tests sign in many times from one address; a test of a limit passes its own value.
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_COUPON_PER_MINUTE: '100000',
    CHECKOUT_MAX_OPEN: '1000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    REDIS_URL: process.env.REDIS_URL,
    ...queueEnv(),
    ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: 'memory://',
    pgliteTemplate: config.databaseUrl ? undefined : await pgliteTemplate(),
    pgliteSharedBuffers: TEST_SHARED_BUFFERS,
    poolSize: 5,
    tables: appTables,
  });
  const app = await createApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;

  const testApp: TestApp = {
    app,
    config,
    database,
    url,
    http: () => request(url) as unknown as TestAgent,
    async signIn(options = {}) {
      counter += 1;
      const username =
        options.username ??
        `${options.role ?? (options.admin ? 'admin' : 'user')}${counter}_${randomBytes(2).toString('hex')}`;
      const password = 'correct-horse-1';
      const email = `${username}@example.com`;
      const created = await app.get(UsersService).create({
        username,
        email,
        password,
        country: 'Canada',
        isAdmin: options.admin ?? false,
        staffRole: options.role,
      });
      const agent = request.agent(url) as unknown as TestAgent;
      await agent.post('/api/auth/login').send({ username, password }).expect(200);
      return { agent, user: { id: created.id, username, email, password } };
    },
    async close() {
      await app.close();
      await database.close().catch(() => undefined);
      await throwaway?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/**
 * Opens a test app on `env` before a describe block's tests (handing it to `opened`) and closes it
 * after them.
 */
export function useTestApp(
  opened: (t: TestApp) => void,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(env);
    opened(t);
  }, timeoutMs);
  afterAll(() => t?.close());
}

/** An app with an admin (an owner) and a buyer signed in, as most API specs start. */
export interface AdminAndBuyer {
  t: TestApp;
  admin: SignedIn;
  buyer: SignedIn;
}

/**
 * Opens a test app with an admin and a buyer before a describe block's tests (handing them to
 * `opened`) and closes it after them.
 */
export function useAdminAndBuyer(opened: (signedIn: AdminAndBuyer) => void, timeoutMs = 120_000): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    opened({ t, admin: await t.signIn({ admin: true }), buyer: await t.signIn() });
  }, timeoutMs);
  afterAll(() => t?.close());
}
