import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  // A fresh embedded database is created and seeded at start: slow on a busy shared machine.
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`Server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the built one-process product (`node backend/dist/main.js`) on a free port with a
 * fresh DATA_DIR (embedded database, demo data on), and stops it by its pid.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'market-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'backend/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      PAYMENT_SANDBOX: 'true',
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few seconds: the per-minute auth limit is not under test here.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(child.pid, 'SIGTERM');
      const forced = setTimeout(
        () => child.pid && child.exitCode === null && process.kill(child.pid, 'SIGKILL'),
        5000,
      );
      await exited;
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
