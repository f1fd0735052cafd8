import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { startFrontProxy } from './front-proxy';

export const REPO_ROOT = resolve(__dirname, '..', '..');

/**
 * The shape the browser tests run the product in, from the environment of the test run:
 * `embedded` (no DATABASE_URL/REDIS_URL: PGlite in DATA_DIR, in-process queue, sockets in the API),
 * `scaled` (both set: a throwaway database on DATABASE_URL's server, Redis with a key prefix of its own).
 */
export const SHAPE: 'embedded' | 'scaled' =
  process.env.DATABASE_URL && process.env.REDIS_URL ? 'scaled' : 'embedded';

export interface ServerOptions {
  /**
   * In the scaled shape, run the sockets as ops do: the API with SOCKETS_IN_API=false, a
   * stand-alone gateway (`node backend/dist/gateway.js`) and a front proxy on the public URL
   * sending /socket.io/ to the gateway and the rest to the API (deploy/nginx.conf's split).
   * For the files whose flows use the sockets or the payments; ignored in the embedded shape.
   */
  separateGateway?: boolean;
  /**
   * The host name of the public URL (default 127.0.0.1). Passkeys need a domain: WebAuthn refuses
   * an IP address as the relying party, so their tests browse http://localhost:PORT.
   */
  publicHost?: 'localhost';
}

export interface RunningServer {
  /** The public URL the browser uses (the front proxy's when the gateway runs apart). */
  url: string;
  /** The API's DATA_DIR (outbox, uploads). */
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('No port')),
      );
    });
  });
}

/** Runs one statement on DATABASE_URL's server. */
async function onServer(baseUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const dropDatabase = (baseUrl: string, name: string) =>
  onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/**
 * A throwaway database on DATABASE_URL's server (pg_trgm needs no superuser), dropped by `drop()`;
 * a copy of `template` when given.
 */
export async function throwawayDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `e2e_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(baseUrl, name) };
}

interface Child {
  stop(): Promise<void>;
}

/**
 * The migrated, seeded data every server of the run starts from (e2e/src/global-setup.ts makes it
 * once): a DATA_DIR (embedded database, demo uploads) and, in the scaled shape, a database to copy.
 * Unset (a file run by other means): each server migrates and seeds its own.
 */
export const TEMPLATE_DIR_VARIABLE = 'E2E_TEMPLATE_DATA_DIR';
export const TEMPLATE_DATABASE_VARIABLE = 'E2E_TEMPLATE_DATABASE';

/** Starts `node <entry>` from the repository root and waits until `healthUrl` answers 2xx. */
export async function startNode(
  entry: string,
  env: Record<string, string>,
  healthUrl: string,
  // A fresh database is created and seeded at start: slow on a busy shared machine.
  timeoutMs = 180_000,
): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, entry)], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(child.pid, 'SIGTERM');
      const forced = setTimeout(
        () => child.pid && child.exitCode === null && process.kill(child.pid, 'SIGKILL'),
        5000,
      );
      await exited;
      clearTimeout(forced);
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(healthUrl)).ok) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`${entry} did not become healthy in ${timeoutMs} ms:\n${log}`);
}

/**
 * Starts the built product (`node backend/dist/main.js`) on free ports with a fresh DATA_DIR
 * (demo data on) in the run's SHAPE, and stops all it started. `env` is added to the API's.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-e2e-'));
  const templateDir = process.env[TEMPLATE_DIR_VARIABLE];
  if (templateDir) cpSync(templateDir, dataDir, { recursive: true });
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const apiPort = await freePort();
    const apart = SHAPE === 'scaled' && options.separateGateway === true;
    const publicPort = apart ? await freePort() : apiPort;
    const url = `http://${options.publicHost ?? '127.0.0.1'}:${publicPort}`;
    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // One staff second-factor rule for the API and the gateway, as one ConfigMap gives both in
      // deploy/k8s (the gateway has no demo data, so its production default would be `required`
      // and it would refuse the demo admin's socket).
      STAFF_2FA: env.STAFF_2FA ?? 'optional',
      // `?locale=en-XA`: the pages in the pseudo-locale, where text left out of the catalogs shows.
      PSEUDO_LOCALE_PAGES: 'true',
    };
    if (SHAPE === 'scaled') {
      const database = await throwawayDatabase(
        process.env.DATABASE_URL!,
        templateDir ? process.env[TEMPLATE_DATABASE_VARIABLE] : undefined,
      );
      cleanups.push(database.drop);
      shared.DATABASE_URL = database.url;
      shared.REDIS_URL = process.env.REDIS_URL!;
      shared.QUEUE_PREFIX = `e2e-${process.pid}-${randomBytes(4).toString('hex')}`;
    }
    const api = await startNode(
      'backend/dist/main.js',
      {
        ...shared,
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        PAYMENT_SANDBOX: 'true',
        // Many sign-ins from one address in a few seconds: the per-minute auth limit is not under test here.
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        ...(apart ? { SOCKETS_IN_API: 'false' } : {}),
        ...env,
      },
      `http://127.0.0.1:${apiPort}/api/health`,
    );
    cleanups.push(api.stop);
    if (apart) {
      const gatewayPort = await freePort();
      const gatewayDir = mkdtempSync(join(tmpdir(), 'market-e2e-gateway-'));
      cleanups.push(async () => rmSync(gatewayDir, { recursive: true, force: true }));
      const gateway = await startNode(
        'backend/dist/gateway.js',
        { ...shared, GATEWAY_PORT: String(gatewayPort), DATA_DIR: gatewayDir },
        `http://127.0.0.1:${gatewayPort}/health`,
      );
      cleanups.push(gateway.stop);
      const proxy = await startFrontProxy(publicPort, { api: apiPort, gateway: gatewayPort });
      cleanups.push(proxy.close);
    }
    return { url, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
