/**
 * The processes the bench starts (API, gateway, seeding) and the servers it needs (PostgreSQL,
 * Redis). Every child is killed when the bench exits, however it exits.
 */
import { spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { progress } from './progress.mjs';
import { ADMIN, API_NODE_ARGS, DATABASE_NAME, JWT_SECRET, ROOT } from './settings.mjs';

const children = new Set();
export function stopAll() {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

export function run(command, args, env) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const last = String(chunk).split('\r').filter(Boolean).pop();
      if (last) progress(`seeding: ${last.trim()}`);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      children.delete(child);
      if (code === 0) done(output);
      else fail(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/**
 * The API (`main.js`, on PORT), a stand-alone gateway (`gateway.js`, on GATEWAY_PORT) or the
 * bare reference app (`bare-nest.cjs`), once healthy.
 */
export async function startProcess(kind, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [script, portVariable, healthPath] = {
    api: ['backend/dist/main.js', 'PORT', '/api/health'],
    gateway: ['backend/dist/gateway.js', 'GATEWAY_PORT', '/health'],
    reference: ['bench/lib/bare-nest.cjs', 'PORT', '/api/health'],
  }[kind];
  const nodeArgs = kind === 'api' ? API_NODE_ARGS : [];
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, script)], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'true',
      [portVariable]: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      SEED_ADMIN_USERNAME: ADMIN.username,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SEED_ADMIN_EMAIL: ADMIN.email,
      // The bench signs up hundreds of buyers and sends messages from one address: the limits are
      // not what it measures (the test suite checks them).
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_REGISTER_PER_HOUR: '100000',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
      RATE_LIMIT_COUPON_PER_MINUTE: '100000',
      // The owner's analytics rows sign in with the password alone: a second factor is enrolled
      // once by a person, and production requires it (STAFF_2FA), which the suite tests.
      STAFF_2FA: 'optional',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} exited (${child.exitCode}):\n${log.slice(-2000)}`);
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${kind} not healthy in 180 s:\n${log.slice(-2000)}`);
    await new Promise((done) => setTimeout(done, 300));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(child.pid, 'SIGTERM');
      const forced = setTimeout(() => child.exitCode === null && process.kill(child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
      children.delete(child);
    },
  };
}

export async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function redisReachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect(Number(port || 6379), hostname);
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1500, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => finish(String(data).startsWith('+PONG')));
  });
}

/** The bench's own database on the PostgreSQL server; answers its URL and how many services it holds. */
export async function benchDatabase(serverUrl) {
  if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE_NAME)) throw new Error(`BENCH_DATABASE: not a plain name`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE_NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let count = 0;
  try {
    count = Number((await client.query('SELECT count(*) AS n FROM services')).rows[0].n);
  } catch {
    count = 0; // not migrated yet
  }
  await client.end();
  return { url: url.toString(), count };
}
