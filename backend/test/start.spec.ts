import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withMigratedDatabase } from './pglite-template';
import { freePort } from './resilience-helpers';
import { FROM_SOURCE } from './from-source';

/**
 * The real entry point on the embedded database, as `npm run serve` starts it: the first admin
 * from SEED_ADMIN_*, the demo accounts printed at start, and a session key generated once into
 * DATA_DIR and kept across restarts.
 */

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts src/main.ts and resolves once it listens; rejects if it exits first or takes too long. */
async function start(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [...FROM_SOURCE, join(__dirname, '..', 'src', 'main.ts')], {
    cwd: join(__dirname, '..'),
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'log', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${output}`)), 90_000);
    const poll = setInterval(() => {
      if (!output.includes('Listening on')) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve();
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** SIGTERM, and wait until the process is gone. */
function stop(running: Running | undefined): Promise<void> {
  const child = running?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function signIn(url: string, username: string, password: string) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

const dirs: string[] = [];
let running: Running | undefined;

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'market-start-'));
  dirs.push(dir);
  return dir;
}

/** A DATA_DIR whose database is migrated and empty: a start after the first (which the first test makes). */
async function migratedDataDir(): Promise<string> {
  const dir = dataDir();
  await withMigratedDatabase(dir);
  return dir;
}

afterEach(() => stop(running));
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('creates the first admin from SEED_ADMIN_* and keeps the generated session key across restarts', async () => {
  const dir = dataDir();
  const env = {
    DATA_DIR: dir,
    DEMO_DATA: 'false',
    SEED_ADMIN_USERNAME: 'owner',
    SEED_ADMIN_PASSWORD: 'owner-password-1',
    SEED_ADMIN_EMAIL: 'owner@example.com',
  };
  running = await start(env);
  expect(running.output()).toContain('Created admin "owner" from SEED_ADMIN_*');
  expect(running.output()).not.toContain('Demo accounts');
  const login = await signIn(running.url, 'owner', 'owner-password-1');
  expect(login.status).toBe(200);
  expect(await login.json()).toMatchObject({ username: 'owner', isAdmin: true });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  // The key is a file only its owner reads; no demo buyer exists without DEMO_DATA.
  expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  expect((await signIn(running.url, 'buyer', 'buyer-demo-123')).status).toBe(401);

  await stop(running);
  running = await start(env);
  // Same key after the restart: the session still holds; the admin is not created twice.
  const me = await fetch(`${running.url}/api/auth/me`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ username: 'owner', isAdmin: true });
  expect(running.output()).not.toContain('Created admin');
}, 240_000);

it('seeds the demo accounts by default on the embedded database and prints them at start', async () => {
  running = await start({ DATA_DIR: await migratedDataDir() });
  expect(running.output()).toContain(
    'Demo accounts: admin "admin" / "admin-demo-123", buyer "buyer" / "buyer-demo-123", fulfilment staff "studio" / "studio-demo-123"',
  );
  const admin = await signIn(running.url, 'admin', 'admin-demo-123');
  expect(await admin.json()).toMatchObject({ username: 'admin', isAdmin: true });
  const buyer = await signIn(running.url, 'buyer', 'buyer-demo-123');
  expect(await buyer.json()).toMatchObject({ username: 'buyer', isAdmin: false });
  const services = (await (await fetch(`${running.url}/api/services?limit=100`)).json()) as unknown[];
  expect(services.length).toBeGreaterThanOrEqual(18);
}, 240_000);

it('seeds no demo accounts in production, even on the embedded database, and says when the sandbox takes payments', async () => {
  running = await start({
    DATA_DIR: await migratedDataDir(),
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.example.test',
    PAYMENT_SANDBOX: 'true',
    SEED_ADMIN_USERNAME: 'owner',
    SEED_ADMIN_PASSWORD: 'owner-password-1',
    SEED_ADMIN_EMAIL: 'owner@example.com',
  });
  expect(running.output()).not.toContain('Demo accounts');
  expect((await signIn(running.url, 'admin', 'admin-demo-123')).status).toBe(401);
  expect((await signIn(running.url, 'owner', 'owner-password-1')).status).toBe(200);
  expect(running.output()).toMatch(/PAYMENT SANDBOX: Stripe and PayPal payments are simulated/);
}, 240_000);

it('seeds demo accounts outside a local trial only when asked, with one loud line', async () => {
  running = await start({
    DATA_DIR: await migratedDataDir(),
    PUBLIC_URL: 'https://shop.example.test',
    PAYMENT_SANDBOX: 'true',
    DEMO_DATA: 'true',
  });
  const loud = running
    .output()
    .split('\n')
    .filter((line) => line.includes('DEMO_DATA is on'));
  expect(loud).toHaveLength(1);
  expect((await signIn(running.url, 'admin', 'admin-demo-123')).status).toBe(200);
}, 240_000);
