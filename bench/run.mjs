#!/usr/bin/env node
/**
 * `npm run bench`: figures, never a pass or fail. For the embedded database and (when reachable)
 * PostgreSQL + Redis, each with SERVICES services (seed:bench): req/s and p50/p99 of the main
 * reads with their ratio to GET /api/health, socket delivery latency to 1,000 sockets, the gzip
 * JavaScript a visitor and a buyer download, and Largest Contentful Paint in headless Chromium.
 * Prints a table and writes bench/results.json. Needs `npm run build` first.
 *
 * Settings (environment): BENCH_SERVICES (100000), BENCH_DURATION seconds per endpoint (5),
 * BENCH_CONNECTIONS (50), BENCH_SOCKETS (1000), BENCH_DATABASE_URL (else DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test: the server; the bench uses its own database
 * `bench_gigly` on it), BENCH_REDIS_URL (else REDIS_URL, else redis://127.0.0.1:6379),
 * CHROMIUM_PATH (/usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const LCP_LOADS = 5;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ADMIN = { username: 'benchadmin', password: 'bench-admin-123', email: 'benchadmin@example.com' };
const BUYER = {
  username: 'benchbuyer',
  password: 'bench-buyer-123',
  email: 'benchbuyer@example.com',
  country: 'Canada',
};

// ---------- progress ----------
let stepsDone = 0;
let stepsTotal = 0;
const started = Date.now();
function progress(message) {
  const elapsed = Math.round((Date.now() - started) / 1000);
  const line = `[${stepsDone}/${stepsTotal} ${elapsed}s] ${message}`;
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${line}`);
  else process.stderr.write(`${line}\n`);
}
function step(message) {
  stepsDone += 1;
  progress(message);
}

// ---------- processes ----------
const children = new Set();
function stopAll() {
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

function run(command, args, env) {
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

async function startServer(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SEED_ADMIN_USERNAME: ADMIN.username,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SEED_ADMIN_EMAIL: ADMIN.email,
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
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
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not healthy in 180 s:\n${log.slice(-2000)}`);
    await new Promise((done) => setTimeout(done, 300));
  }
  return {
    url,
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

// ---------- reachability ----------
async function postgresReachable(url) {
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

function redisReachable(url) {
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
async function benchDatabase(serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'bench_gigly'`);
  if (!exists.rowCount) await admin.query('CREATE DATABASE bench_gigly');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/bench_gigly';
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

// ---------- HTTP helpers ----------
async function api(url, path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, headers: response.headers };
}

async function signIn(url, who) {
  let res = await api(url, '/api/auth/login', {
    method: 'POST',
    body: { username: who.username, password: who.password },
  });
  if (res.status !== 200 && who.country) {
    await api(url, '/api/auth/register', { method: 'POST', body: who });
    res = await api(url, '/api/auth/login', {
      method: 'POST',
      body: { username: who.username, password: who.password },
    });
  }
  if (res.status !== 200)
    throw new Error(`sign-in of ${who.username}: ${res.status} ${JSON.stringify(res.json)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('token='));
  return { cookie, id: res.json._id ?? res.json.id };
}

/** The buyer gets a few paid orders (sandbox checkouts) so GET /api/orders has work to do. */
async function ensureOrders(url, buyer, service) {
  const mine = await api(url, '/api/orders', { cookie: buyer.cookie });
  for (let i = Array.isArray(mine.json) ? mine.json.length : 0; i < 5; i += 1) {
    const detail = await api(url, `/api/services/single-service/${service._id}`, { cookie: buyer.cookie });
    const basic = detail.json.packages.find((p) => p.name === 'basic');
    const price = basic.salePrice > 0 ? basic.salePrice : basic.regularPrice;
    const checkout = await api(url, '/api/stripe/checkout', {
      method: 'POST',
      cookie: buyer.cookie,
      body: { title: 'Bench purchase', serviceId: service._id, name: 'basic', price },
    });
    if (checkout.status !== 200)
      throw new Error(`checkout: ${checkout.status} ${JSON.stringify(checkout.json)}`);
    const session = /(cs_sandbox_[0-9a-f]+)$/.exec(checkout.json.url)[1];
    await fetch(`${url}/api/sandbox/stripe/${session}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
      body: 'action=pay',
      redirect: 'manual',
    });
  }
}

// ---------- measurements ----------
function cannon(url, path, headers = {}, duration = DURATION) {
  return new Promise((done, fail) => {
    autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration, headers }, (error, result) => {
      if (error) fail(error);
      else
        done({
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
    });
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** SOCKETS sockets of one buyer; the admin posts messages; time from POST to each socket's message:new. */
async function socketLatency(url, buyer, admin) {
  const opened = await api(url, '/api/conversations', {
    method: 'POST',
    cookie: buyer.cookie,
    body: { buyerId: buyer.id, adminId: admin.id },
  });
  const conversationId = opened.json._id;
  const sockets = [];
  const received = new Map();
  for (let i = 0; i < SOCKETS; i += 1) {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 30_000,
      extraHeaders: { cookie: buyer.cookie },
    });
    socket.on('message:new', (message) => {
      const sentAt = received.get(message.message ?? message.text);
      if (sentAt) sentAt.latencies.push(performance.now() - sentAt.at);
    });
    sockets.push(
      new Promise((done) => {
        socket.once('connect', () => done(socket));
        socket.once('connect_error', () => done(undefined));
      }),
    );
    if (i % 100 === 99) progress(`sockets: ${i + 1} / ${SOCKETS} connecting`);
  }
  const connected = (await Promise.all(sockets)).filter(Boolean);
  const latencies = [];
  for (let n = 0; n < 5; n += 1) {
    progress(`sockets: message ${n + 1} / 5 to ${connected.length} sockets`);
    const text = `bench message ${Date.now()} ${n}`;
    const entry = { at: performance.now(), latencies: [] };
    received.set(text, entry);
    const sent = await api(url, '/api/messages', {
      method: 'POST',
      cookie: admin.cookie,
      body: { conversationId, message: text },
    });
    if (sent.status !== 201) throw new Error(`message: ${sent.status} ${JSON.stringify(sent.json)}`);
    const deadline = Date.now() + 10_000;
    while (entry.latencies.length < connected.length && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 20));
    latencies.push(...entry.latencies);
  }
  for (const socket of connected) socket.close();
  latencies.sort((a, b) => a - b);
  return {
    sockets: connected.length,
    deliveries: latencies.length,
    expected: connected.length * 5,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
  };
}

async function scriptsOf(browser, url, path, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(new URL(response.url()).pathname, await response.body().catch(() => Buffer.alloc(0)));
    }
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  const paths = [...scripts.keys()];
  return {
    scripts: paths.length,
    gzipKB:
      Math.round(([...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024) * 10) /
      10,
    adminCode: paths.some((p) => p.startsWith('/remotes/admin/')),
  };
}

async function lcpOf(browser, url, path) {
  const values = [];
  for (let i = 0; i < LCP_LOADS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      globalThis.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    values.push(await page.evaluate(() => globalThis.__lcp));
    await context.close();
  }
  return {
    averageMs: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
    loads: values.map(Math.round),
  };
}

// ---------- one backend ----------
async function benchBackend(name, env) {
  step(`${name}: starting the server`);
  const server = await startServer(env);
  try {
    const admin = await signIn(server.url, ADMIN);
    const buyer = await signIn(server.url, BUYER);
    const list = await api(server.url, '/api/services?category=graphics-design');
    const total = Number(list.headers.get('x-total-count') ?? 0);
    const service = list.json[0];
    const word =
      String(service.title)
        .split(/\s+/)
        .find((w) => w.length > 4 && !/^(will|design)$/i.test(w)) ?? 'logo';
    await ensureOrders(server.url, buyer, service);

    const endpoints = [
      ['GET /api/health', '/api/health'],
      ['GET /api/services?category=graphics-design', '/api/services?category=graphics-design'],
      [
        `GET /api/services?search=${word.toLowerCase()}`,
        `/api/services?search=${encodeURIComponent(word.toLowerCase())}`,
      ],
      ['GET /api/services/single-service/:id', `/api/services/single-service/${service._id}`],
      ['GET /api/orders (buyer)', '/api/orders', { cookie: buyer.cookie }],
    ];
    const http = [];
    for (const [label, path, headers] of endpoints) {
      step(`${name}: ${label} (${CONNECTIONS} connections, ${DURATION} s)`);
      await cannon(server.url, path, headers, 2); // warm-up: caches and JIT settle
      const figures = await cannon(server.url, path, headers);
      http.push({ endpoint: label, ...figures });
    }
    const health = http[0].requestsPerSecond || 1;
    for (const row of http) row.ratioToHealth = Math.round((row.requestsPerSecond / health) * 100) / 100;

    step(`${name}: socket delivery to ${SOCKETS} sockets`);
    const sockets = await socketLatency(server.url, buyer, admin);

    step(`${name}: JavaScript downloaded and LCP in Chromium`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    let front;
    try {
      const servicePath = `/${service.subCategory}/${service._id}`;
      front = {
        servicePath,
        javascript: {
          'visitor /': await scriptsOf(browser, server.url, '/'),
          'visitor service page': await scriptsOf(browser, server.url, servicePath),
          'buyer /orders': await scriptsOf(browser, server.url, '/orders', buyer.cookie),
        },
        lcp: {
          '/': await lcpOf(browser, server.url, '/'),
          'service page': await lcpOf(browser, server.url, servicePath),
        },
      };
    } finally {
      await browser.close();
    }
    return { graphicsDesignServices: total, http, sockets, ...front };
  } finally {
    await server.stop();
  }
}

// ---------- main ----------
function table(results) {
  const lines = [];
  const pad = (text, width) => String(text).padEnd(width);
  const num = (text, width) => String(text).padStart(width);
  for (const [name, r] of Object.entries(results.backends)) {
    if (r.skipped) {
      lines.push(`\n${name}: skipped (${r.skipped})`);
      continue;
    }
    lines.push(
      `\n${name} (${results.services.toLocaleString('en-US')} services, ${CONNECTIONS} connections, ${DURATION} s each)`,
    );
    lines.push(
      `| ${pad('endpoint', 44)} | ${num('req/s', 7)} | ${num('p50 ms', 6)} | ${num('p99 ms', 6)} | ${num('× health', 8)} | ${num('non-2xx', 7)} |`,
    );
    lines.push(
      `|${'-'.repeat(46)}|${'-'.repeat(9)}|${'-'.repeat(8)}|${'-'.repeat(8)}|${'-'.repeat(10)}|${'-'.repeat(9)}|`,
    );
    for (const row of r.http) {
      lines.push(
        `| ${pad(row.endpoint, 44)} | ${num(row.requestsPerSecond, 7)} | ${num(row.p50Ms, 6)} | ${num(row.p99Ms, 6)} | ${num(row.ratioToHealth.toFixed(2), 8)} | ${num(row.non2xx + row.errors, 7)} |`,
      );
    }
    const s = r.sockets;
    lines.push(
      `socket delivery: ${s.sockets} sockets, ${s.deliveries}/${s.expected} delivered, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms`,
    );
    for (const [label, js] of Object.entries(r.javascript)) {
      lines.push(
        `JS ${label}: ${js.gzipKB} KB gzip in ${js.scripts} scripts${js.adminCode ? '  ** ADMIN CODE DOWNLOADED **' : ''}`,
      );
    }
    for (const [label, lcp] of Object.entries(r.lcp))
      lines.push(
        `LCP ${label}: ${lcp.averageMs} ms (average of ${lcp.loads.length}: ${lcp.loads.join(', ')})`,
      );
  }
  return lines.join('\n');
}

async function main() {
  for (const file of ['backend/dist/main.js', 'backend/dist/db/seed-bench.js', 'shell/dist/index.html']) {
    if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const pgServer =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const withPostgres = await postgresReachable(pgServer);
  const withRedis = withPostgres && (await redisReachable(redisUrl));
  stepsTotal = (withPostgres ? 2 : 1) * 9;

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    services: SERVICES,
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, sockets: SOCKETS, lcpLoads: LCP_LOADS },
    backends: {},
  };

  // Embedded: a PGlite folder kept between runs (bench/.data is git-ignored), seeded once.
  const dataDir = join(ROOT, 'bench/.data/embedded');
  mkdirSync(dataDir, { recursive: true });
  const marker = join(dataDir, `.seeded-${SERVICES}`);
  step(`embedded: seeding ${SERVICES} services`);
  if (!existsSync(marker)) {
    await run(process.execPath, ['backend/dist/db/seed-bench.js', '--services', String(SERVICES)], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    writeFileSync(marker, new Date().toISOString());
  }
  results.backends.embedded = await benchBackend('embedded', { DATA_DIR: dataDir });

  if (withPostgres) {
    step(`postgres: seeding ${SERVICES} services`);
    const database = await benchDatabase(pgServer);
    if (database.count < SERVICES) {
      await run(
        process.execPath,
        ['backend/dist/db/seed-bench.js', '--services', String(SERVICES - database.count)],
        {
          DATABASE_URL: database.url,
        },
      );
    }
    const env = { DATABASE_URL: database.url, DATA_DIR: join(ROOT, 'bench/.data/postgres') };
    if (withRedis) Object.assign(env, { REDIS_URL: redisUrl, QUEUE_PREFIX: 'bench' });
    results.backends[withRedis ? 'postgres + redis' : 'postgres'] = await benchBackend(
      withRedis ? 'postgres + redis' : 'postgres',
      env,
    );
  } else {
    results.backends.postgres = { skipped: `PostgreSQL not reachable at ${pgServer}` };
  }

  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(
    `${table(results)}\n\nmachine: ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${results.machine.node}; written to bench/results.json\n`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`\nbench failed: ${error instanceof Error ? error.message : error}\n`);
    stopAll();
    process.exit(1);
  },
);
