import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { withMigratedDatabase } from './pglite-template';
import { FROM_SOURCE } from './from-source';

/** The resilience tests need both servers of the scaled shape; they are skipped on the embedded run. */
export const withPostgresAndRedis = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
export const SKIP_REASON = 'needs DATABASE_URL and REDIS_URL (run on the PostgreSQL + Redis pass)';

const BACKEND_ROOT = resolve(__dirname, '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  log(): string;
  /** Sends the signal to the process by pid and waits for its exit (SIGKILL after 10 s). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the API as its own process from the sources (`node -r ./scripts/ts-register.js src/main.ts`,
 * so no build is needed) on a free port, and waits until /api/health answers 200. Without
 * DATABASE_URL its DATA_DIR holds a migrated, empty database.
 */
export function spawnApi(env: Record<string, string>, timeoutMs = 60_000): Promise<SpawnedServer> {
  return spawnNode('src/main.ts', 'PORT', '/api/health', env, timeoutMs);
}

/** The stand-alone Socket.IO gateway (`src/gateway.ts`), healthy when GET /health answers 200. */
export function spawnGateway(env: Record<string, string>, timeoutMs = 60_000): Promise<SpawnedServer> {
  return spawnNode('src/gateway.ts', 'GATEWAY_PORT', '/health', env, timeoutMs);
}

async function spawnNode(
  entry: string,
  portVariable: string,
  healthPath: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'market-res-'));
  // An embedded API starts from a migrated database (a first start is start.spec.ts's to test).
  if (entry === 'src/main.ts' && !env.DATABASE_URL) await withMigratedDatabase(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...FROM_SOURCE, entry], {
    cwd: BACKEND_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      [portVariable]: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      PAYMENT_SANDBOX: 'true',
      LOG_LEVEL: 'error',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server: SpawnedServer = {
    url,
    child,
    log: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        process.kill(child.pid, signal);
        // Longer than the API's own drain (10 s) and module close: on a loaded machine a kill
        // at 10 s cut a graceful stop short and reset every connection it was finishing.
        const forced = setTimeout(
          () => child.exitCode === null && child.pid && process.kill(child.pid, 'SIGKILL'),
          30_000,
        );
        await exited;
        clearTimeout(forced);
      }
      rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await server.stop();
      throw new Error(`${entry} exited (${child.exitCode}):\n${output}`);
    }
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`${entry} not healthy in ${timeoutMs} ms:\n${output}`);
    }
    await sleep(200);
  }
}
