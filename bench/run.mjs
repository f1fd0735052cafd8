#!/usr/bin/env node
/**
 * `npm run bench`: figures, never a pass or fail. For the embedded database and (when reachable)
 * PostgreSQL + Redis, each with SERVICES services (seed:bench): req/s and p50/p99 of the main
 * reads with their ratio to GET /api/health; socket delivery latency (POST to receipt) and the
 * memory of the process serving 1,000 sockets while 50 messages a second are posted (the API
 * itself on the embedded database, the stand-alone gateway with PostgreSQL + Redis); the scan
 * nodes of the category listing and search query plans; the gzip JavaScript a visitor and a
 * buyer download, and Largest Contentful Paint in headless Chromium.
 * Prints a table and writes bench/results.json. Needs `npm run build` first.
 *
 * Settings (environment): BENCH_SERVICES (100000), BENCH_DURATION seconds per endpoint (5),
 * BENCH_CONNECTIONS (50), BENCH_SOCKETS (1000), BENCH_MESSAGE_RATE messages per second (50),
 * BENCH_SOCKET_SECONDS (5), BENCH_BROWSER (true; false skips JavaScript and LCP, e.g. without
 * a front-end build), BENCH_DATA_DIR (bench/.data: the PGlite folder and uploads),
 * BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test: the
 * server), BENCH_DATABASE (bench_gigly: the bench's own database on that server),
 * BENCH_REDIS_URL (else REDIS_URL, else redis://127.0.0.1:6379), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';
import { measureMobile, mobilePages, mobileTable, PHONE_PROFILE } from './mobile.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const MESSAGE_RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 50);
const SOCKET_SECONDS = Number(process.env.BENCH_SOCKET_SECONDS ?? 5);
const BROWSER = process.env.BENCH_BROWSER !== 'false';
/** `media`: only the media figures (issue 21), which need the browser but no large seed. */
const ONLY = process.env.BENCH_ONLY;
const DATA_ROOT = resolve(process.env.BENCH_DATA_DIR ?? join(ROOT, 'bench/.data'));
const DATABASE_NAME = process.env.BENCH_DATABASE ?? 'bench_gigly';
/** Issue 5's target for socket delivery. */
const SOCKET_GOAL_P99_MS = 50;
/** Buyers whose conversations get the messages; each holds a share of the sockets (several tabs). */
const SOCKET_BUYERS = 100;
const WARM_UP = Math.min(2, DURATION);
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
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
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

/** The API (`main.js`, on PORT) or a stand-alone gateway (`gateway.js`, on GATEWAY_PORT), once healthy. */
async function startProcess(kind, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [script, portVariable, healthPath] =
    kind === 'gateway' ? ['gateway.js', 'GATEWAY_PORT', '/health'] : ['main.js', 'PORT', '/api/health'];
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist', script)], {
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
  return { cookie, id: res.json._id ?? res.json.id, user: res.json };
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
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, cookie: buyer.cookie },
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

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Resident memory of a process in MB, from /proc (Linux); undefined elsewhere. */
function rssMB(pid) {
  try {
    const kB = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Math.round(Number(kB) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `work` over `items`, at most `limit` at a time, answering the results in order. */
async function inBatches(items, limit, work) {
  const results = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

function openSocket(url, cookie, onMessage) {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
    extraHeaders: { cookie },
  });
  socket.on('message:new', onMessage);
  return new Promise((done) => {
    socket.once('connect', () => done(socket));
    socket.once('connect_error', () => {
      socket.close();
      done(undefined);
    });
  });
}

/**
 * Issue 5's measurement: SOCKETS authenticated sockets on `socketUrl` (a hundredth of them the
 * admin's, the rest spread over SOCKET_BUYERS buyers, each with a conversation with the admin);
 * the buyers POST MESSAGE_RATE messages a second to the API for SOCKET_SECONDS, round-robin over
 * the conversations. Each message:new received by a socket of that conversation's buyer or of
 * the admin counts once, timed from the start of its POST. Samples the resident memory of the
 * process serving the sockets (`socketPid`) throughout.
 */
async function socketLatency({ apiUrl, socketUrl, socketPid, servedBy }, admin) {
  const adminSockets = Math.max(1, Math.round(SOCKETS / 100));
  const buyerCount = Math.max(1, Math.min(SOCKET_BUYERS, SOCKETS - adminSockets));
  progress(`sockets: signing in ${buyerCount} buyers`);
  const buyers = await inBatches(
    Array.from({ length: buyerCount }, (_, i) => i),
    4,
    async (i) => {
      const who = {
        username: `benchsocket${i}`,
        password: 'bench-buyer-123',
        email: `benchsocket${i}@example.com`,
        country: 'Canada',
      };
      const buyer = await signIn(apiUrl, who);
      const opened = await api(apiUrl, '/api/conversations', {
        method: 'POST',
        cookie: buyer.cookie,
        body: { buyerId: buyer.id, adminId: admin.id },
      });
      if (opened.status !== 201 && opened.status !== 200)
        throw new Error(`conversation: ${opened.status} ${JSON.stringify(opened.json)}`);
      return { ...buyer, conversationId: opened.json._id, sockets: 0 };
    },
  );

  const pending = new Map();
  const latencies = [];
  const onMessage = (message) => {
    const sent = pending.get(message?.message);
    if (sent) latencies.push(performance.now() - sent.at);
  };
  const rss = { beforeSockets: rssMB(socketPid), peak: 0 };
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, rssMB(socketPid) ?? 0)), 100);
  const owners = Array.from({ length: SOCKETS }, (_, i) =>
    i < adminSockets ? undefined : buyers[(i - adminSockets) % buyers.length],
  );
  let attempted = 0;
  const opened = await inBatches(owners, 100, async (owner) => {
    const socket = await openSocket(socketUrl, owner?.cookie ?? admin.cookie, onMessage);
    if (socket && owner) owner.sockets += 1;
    attempted += 1;
    if (attempted % 100 === 0) progress(`sockets: ${attempted} / ${SOCKETS} connected to the ${servedBy}`);
    return socket;
  });
  const connected = opened.filter(Boolean);
  const connectedAdmin = opened.slice(0, adminSockets).filter(Boolean).length;
  rss.withSockets = rssMB(socketPid);

  // A steady rate: message n starts at n / MESSAGE_RATE seconds, whether or not earlier POSTs have answered.
  const total = Math.round(MESSAGE_RATE * SOCKET_SECONDS);
  const tag = Date.now().toString(36);
  let expected = 0;
  let failedPosts = 0;
  const posts = [];
  const t0 = performance.now();
  for (let n = 0; n < total; n += 1) {
    const wait = t0 + (n * 1000) / MESSAGE_RATE - performance.now();
    if (wait > 0) await sleep(wait);
    if (n % MESSAGE_RATE === 0) progress(`sockets: message ${n + 1} / ${total} at ${MESSAGE_RATE}/s`);
    const buyer = buyers[n % buyers.length];
    const text = `bench ${tag} ${n}`;
    pending.set(text, { at: performance.now() });
    expected += buyer.sockets + connectedAdmin;
    posts.push(
      api(apiUrl, '/api/messages', {
        method: 'POST',
        cookie: buyer.cookie,
        body: { conversationId: buyer.conversationId, message: text },
      })
        .then(
          (res) => res.status === 201,
          () => false,
        )
        .then((ok) => {
          if (ok) return;
          failedPosts += 1;
          expected -= buyer.sockets + connectedAdmin;
        }),
    );
  }
  const sendSeconds = (performance.now() - t0) / 1000;
  await Promise.all(posts);
  const deadline = Date.now() + 5_000;
  while (latencies.length < expected && Date.now() < deadline) await sleep(20);
  clearInterval(sampler);
  rss.afterMessages = rssMB(socketPid);
  for (const socket of connected) socket.close();

  latencies.sort((a, b) => a - b);
  const p99Ms = Math.round(percentile(latencies, 99));
  return {
    servedBy,
    sockets: connected.length,
    adminSockets: connectedAdmin,
    buyers: buyers.length,
    messages: total,
    messagesPerSecond: MESSAGE_RATE,
    sendSeconds: Math.round(sendSeconds * 10) / 10,
    failedPosts,
    delivered: latencies.length,
    expected,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms,
    maxMs: Math.round(latencies.at(-1) ?? 0),
    goal: {
      p99BelowMs: SOCKET_GOAL_P99_MS,
      met: latencies.length > 0 && latencies.length >= expected && p99Ms < SOCKET_GOAL_P99_MS,
    },
    rssMB: rss,
  };
}

// ---------- query plans ----------
/**
 * The SQL the catalogue repository runs for the first page of a category and of a relevance
 * search (catalog.repository.ts `list` and `rankedPage`, 24 per page); keep them in step.
 */
function planQueries(category, word) {
  if (!/^[a-z0-9-]+$/.test(category) || !/^[a-z0-9]+$/.test(word)) throw new Error('plan: unexpected term');
  return [
    [
      `category listing (${category})`,
      `SELECT id, title FROM services WHERE category = '${category}'
       ORDER BY created_at DESC NULLS LAST, id LIMIT 24`,
    ],
    [
      `search "${word}"`,
      `SELECT c.id FROM (
         SELECT c.id, ts_rank(c.search, to_tsquery('english', '${word}'), 1) AS rank, c.created_at
         FROM services c WHERE c.search @@ to_tsquery('english', '${word}') LIMIT 1000
       ) c ORDER BY c.rank DESC, c.created_at DESC, c.id LIMIT 24`,
    ],
  ];
}

/** EXPLAIN ANALYZE of each query, kept to its scan nodes (which index, or a sequential scan) and its time. */
async function queryPlans(query, category, word) {
  const plans = [];
  for (const [label, sql] of planQueries(category, word)) {
    const lines = (await query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`)).map((row) => row['QUERY PLAN']);
    plans.push({
      query: label,
      scans: lines
        .filter((line) => /\b(Seq|Index|Index Only|Bitmap Heap|Bitmap Index) Scan\b/.test(line))
        .map((line) => line.replace(/^\s*(->\s*)?/, '').replace(/\s+\(actual .*\)$/, '')),
      executionMs: Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1]),
    });
  }
  return plans;
}

async function postgresPlans(databaseUrl, category, word) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await queryPlans(async (sql) => (await client.query(sql)).rows, category, word);
  } finally {
    await client.end();
  }
}

/** Opens the embedded database's folder itself, so only once its server has stopped. */
async function pglitePlans(dataDir, category, word) {
  const db = await PGlite.create(join(dataDir, 'pg'), { extensions: { pg_trgm } });
  try {
    return await queryPlans(async (sql) => (await db.query(sql)).rows, category, word);
  } finally {
    await db.close();
  }
}

/** The scripts a page downloads; `who` (from signIn) makes it a signed-in visit, as after a sign-in form. */
async function scriptsOf(browser, url, path, who) {
  const context = await browser.newContext();
  if (who) {
    const [name, value] = who.cookie.split('=');
    await context.addCookies([{ name, value, url }]);
    // The shell keeps the signed-in user in localStorage ('user') and re-validates it with the cookie.
    await context.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(who.user));
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
  // Who each script belongs to: a remote (served under /remotes/<name>/) or the shell.
  const byOwner = {};
  for (const [path, body] of scripts) {
    const owner = /^\/remotes\/([^/]+)\//.exec(path)?.[1] ?? 'shell';
    byOwner[owner] = (byOwner[owner] ?? 0) + gzipSync(body).length;
  }
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  return {
    scripts: paths.length,
    gzipKB: kb(Object.values(byOwner).reduce((sum, bytes) => sum + bytes, 0)),
    gzipKBByOwner: Object.fromEntries(Object.entries(byOwner).map(([owner, bytes]) => [owner, kb(bytes)])),
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
/**
 * One backend as it is deployed: with REDIS_URL the API publishes through Redis
 * (SOCKETS_IN_API=false) and the sockets are served by a stand-alone gateway; without it the
 * API serves them itself (the one-process shape).
 */
async function benchBackend(name, env) {
  const withGateway = Boolean(env.REDIS_URL);
  step(`${name}: starting the server${withGateway ? ' and a socket gateway' : ''}`);
  const server = await startProcess('api', withGateway ? { ...env, SOCKETS_IN_API: 'false' } : env);
  let gateway;
  try {
    if (withGateway) gateway = await startProcess('gateway', { ...env, PUBLIC_URL: server.url });
    const admin = await signIn(server.url, ADMIN);
    const buyer = await signIn(server.url, BUYER);
    const list = await api(server.url, '/api/services?category=graphics-design');
    const total = Number(list.headers.get('x-total-count') ?? 0);
    const service = list.json[0];
    const word = (
      String(service.title)
        .split(/\s+/)
        .find((w) => w.length > 4 && /^[a-z]+$/i.test(w) && !/^(will|design)$/i.test(w)) ?? 'logo'
    ).toLowerCase();
    await ensureOrders(server.url, buyer, service);

    const endpoints = [
      ['GET /api/health', '/api/health'],
      ['GET /api/services?category=graphics-design', '/api/services?category=graphics-design'],
      [`GET /api/services?search=${word}`, `/api/services?search=${encodeURIComponent(word)}`],
      ['GET /api/services/single-service/:id', `/api/services/single-service/${service._id}`],
      ['GET /api/orders (buyer)', '/api/orders', { cookie: buyer.cookie }],
      // The first HTML of a service page as a visitor gets it (from the page cache after the first).
      ['GET /{sub}/{id} page HTML (cached)', `/${service.subCategory}/${service._id}`],
    ];
    const http = [];
    for (const [label, path, headers] of endpoints) {
      step(`${name}: ${label} (${CONNECTIONS} connections, ${DURATION} s)`);
      await cannon(server.url, path, headers, WARM_UP); // caches and JIT settle
      const figures = await cannon(server.url, path, headers);
      http.push({ endpoint: label, ...figures });
    }
    const health = http[0].requestsPerSecond || 1;
    for (const row of http) row.ratioToHealth = Math.round((row.requestsPerSecond / health) * 100) / 100;

    step(`${name}: socket delivery to ${SOCKETS} sockets at ${MESSAGE_RATE} messages/s`);
    const sockets = await socketLatency(
      {
        apiUrl: server.url,
        socketUrl: (gateway ?? server).url,
        socketPid: (gateway ?? server).pid,
        servedBy: gateway ? 'stand-alone gateway' : 'API process',
      },
      admin,
    );

    let front = { javascript: {}, lcp: {} };
    if (BROWSER) {
      step(`${name}: JavaScript downloaded and LCP in Chromium`);
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      });
      try {
        const servicePath = `/${service.subCategory}/${service._id}`;
        front = {
          servicePath,
          javascript: {
            'visitor /': await scriptsOf(browser, server.url, '/'),
            'visitor service page': await scriptsOf(browser, server.url, servicePath),
            'buyer /orders': await scriptsOf(browser, server.url, '/orders', buyer),
          },
          lcp: {
            '/': await lcpOf(browser, server.url, '/'),
            'service page': await lcpOf(browser, server.url, servicePath),
          },
        };
        step(`${name}: the five pages on the phone profile (median of 3 cold loads)`);
        front.mobile = await measureMobile(server.url, mobilePages(servicePath), { loads: 3 });
      } finally {
        await browser.close();
      }
    }
    return { graphicsDesignServices: total, searchWord: word, http, sockets, ...front };
  } finally {
    await gateway?.stop();
    await server.stop();
  }
}

// ---------- media: real-size photos on a phone ----------
/** A phone as the media figures load pages: 412 px wide at 2.625 device pixels per CSS pixel (Pixel 7). */
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};
const PHOTO_SERVICES = 20;
const PHOTO_CATEGORY = ['graphics-design', 'pattern-design'];

/**
 * Camera-sized JPEGs (4000 x 3000, 3-5 MB): smooth colour fields with sensor-like noise, each a
 * little different, so they weigh what phone photos weigh and shrink the way photos do.
 */
async function cameraPhotos(count) {
  const { default: sharp } = await import('sharp');
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  const photos = [];
  for (let i = 0; i < count; i += 1) {
    const hue = (i * 47) % 360;
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},50%,30%)"/>` +
        `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
        `<circle cx="${1200 + i * 90}" cy="1400" r="${700 + i * 20}" fill="hsl(${(hue + 200) % 360},70%,55%)"/>` +
        `<rect x="2300" y="${600 + i * 40}" width="1300" height="1600" rx="120" fill="hsl(${(hue + 60) % 360},40%,85%)"/></svg>`,
    );
    const base = await sharp(svg).removeAlpha().raw().toBuffer();
    const mixed = Buffer.alloc(base.length);
    for (let p = 0; p < base.length; p += 1) mixed[p] = Math.max(0, Math.min(255, base[p] + noise[p] - 128));
    photos.push(
      await sharp(mixed, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 89 })
        .toBuffer(),
    );
  }
  return photos;
}

async function uploadFile(url, cookie, bytes, filename) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), filename);
  const response = await fetch(`${url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
  const json = await response.json();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(json)}`);
  return json.secure_url;
}

/** Image bytes a phone downloads for a page scrolled to its end, and its Largest Contentful Paint. */
async function phonePage(browser, url, path) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const images = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) images.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const lcpMs = await page.evaluate(() => globalThis.__lcp);
  for (let y = 0; ; y += 600) {
    const bottom = await page.evaluate((to) => {
      globalThis.scrollTo(0, to);
      return to >= globalThis.document.documentElement.scrollHeight - globalThis.innerHeight;
    }, y);
    await page.waitForTimeout(150);
    if (bottom) break;
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  const bytes = images.reduce((sum, image) => sum + image.bytes, 0);
  return {
    lcpMs: Math.round(lcpMs),
    imageKB: Math.round(bytes / 1024),
    images: images.length,
    largestImages: images
      .sort((x, y) => y.bytes - x.bytes)
      .slice(0, 3)
      .map((image) => `${image.url.split('/').pop()} ${Math.round(image.bytes / 1024)} KB`),
  };
}

/**
 * Issue 21's figures: 20 services of one subcategory with camera-sized cover photos, loaded by a
 * phone: image bytes of the subcategory page scrolled to the end, and LCP of it and of one
 * service page, beside a subcategory page of the small demo images. A fresh small database.
 */
async function benchMedia() {
  const dataDir = join(DATA_ROOT, 'media');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  step(`media: ${PHOTO_SERVICES} services with 4000x3000 photos, then a phone loads their pages`);
  const server = await startProcess('api', { DATA_DIR: dataDir, DEMO_DATA: 'true' });
  try {
    const admin = await signIn(server.url, ADMIN);
    const photos = await cameraPhotos(PHOTO_SERVICES);
    const [category, subCategory] = PHOTO_CATEGORY;
    let firstId;
    for (const [i, photo] of photos.entries()) {
      const coverImage = await uploadFile(server.url, admin.cookie, photo, `photo-${i}.jpg`);
      const packages = ['basic', 'standard', 'premium'].map((name, n) => ({
        name,
        desc: `${name} package`,
        deliveryTime: 3 + n,
        revisionNumber: 1 + n,
        regularPrice: 40 + n * 20,
        salePrice: 0,
      }));
      const created = await api(server.url, '/api/services', {
        method: 'POST',
        cookie: admin.cookie,
        body: {
          title: `Seamless pattern set number ${i + 1} for textiles and packaging`,
          category,
          subCategory,
          coverImage,
          otherImages: [],
          desc: 'Repeating patterns drawn by hand, delivered as vector files and print-ready tiles.',
          shortTitle: `Pattern set ${i + 1}`,
          shortDesc: 'Hand-drawn seamless patterns for print and web.',
          features: ['Vector files', 'Print-ready tiles', 'Colour variants', 'Commercial licence'],
          packages,
        },
      });
      if (created.status !== 201)
        throw new Error(`service: ${created.status} ${JSON.stringify(created.json)}`);
      firstId ??= created.json._id;
    }
    const demo = (await api(server.url, '/api/services?category=programming-tech&limit=1')).json[0];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      return {
        phone: PHONE,
        photos: {
          count: photos.length,
          size: '4000x3000',
          averageKB: Math.round(photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 1024),
          totalKB: Math.round(photos.reduce((sum, p) => sum + p.length, 0) / 1024),
        },
        pages: {
          [`/${category}/${subCategory} (${photos.length} photos)`]: await phonePage(
            browser,
            server.url,
            `/${category}/${subCategory}`,
          ),
          'service page (photo)': await phonePage(browser, server.url, `/${subCategory}/${firstId}`),
          [`/${demo.category}/${demo.subCategory} (small demo images)`]: await phonePage(
            browser,
            server.url,
            `/${demo.category}/${demo.subCategory}`,
          ),
          'service page (demo image)': await phonePage(
            browser,
            server.url,
            `/${demo.subCategory}/${demo._id}`,
          ),
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

function mediaTable(media) {
  const lines = [
    `\nmedia (phone ${media.phone.viewport.width}x${media.phone.viewport.height} at ${media.phone.deviceScaleFactor}x; ${media.photos.count} uploaded ${media.photos.size} JPEGs, ${media.photos.averageKB} KB each, ${media.photos.totalKB} KB in all)`,
  ];
  for (const [label, page] of Object.entries(media.pages)) {
    lines.push(
      `${label}: ${page.imageKB} KB of images in ${page.images} files scrolled to the end, LCP ${page.lcpMs} ms (largest: ${page.largestImages.join(', ') || 'none'})`,
    );
  }
  return lines.join('\n');
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
      `sockets on the ${s.servedBy}: ${s.sockets} (${s.adminSockets} admin, the rest over ${s.buyers} buyers), ${s.messages} messages at ${s.messagesPerSecond}/s in ${s.sendSeconds} s${s.failedPosts ? ` (${s.failedPosts} POSTs failed)` : ''}`,
      `  delivered ${s.delivered}/${s.expected}, POST to receipt p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, max ${s.maxMs} ms; goal p99 < ${s.goal.p99BelowMs} ms: ${s.goal.met ? 'met' : 'missed'}`,
      `  ${s.servedBy} RSS ${s.rssMB.afterMessages} MB with the sockets (peak ${s.rssMB.peak}, ${s.rssMB.beforeSockets} MB before them)`,
    );
    for (const plan of r.plans ?? []) {
      lines.push(`plan ${plan.query}: ${plan.scans.join('; ')} (${plan.executionMs} ms)`);
    }
    for (const [label, js] of Object.entries(r.javascript)) {
      lines.push(
        `JS ${label}: ${js.gzipKB} KB gzip in ${js.scripts} scripts (${Object.entries(js.gzipKBByOwner)
          .map(([owner, size]) => `${owner} ${size}`)
          .join(', ')})${js.adminCode ? '  ** ADMIN CODE DOWNLOADED **' : ''}`,
      );
    }
    for (const [label, lcp] of Object.entries(r.lcp))
      lines.push(
        `LCP ${label}: ${lcp.averageMs} ms (average of ${lcp.loads.length}: ${lcp.loads.join(', ')})`,
      );
    if (r.mobile) {
      const p = PHONE_PROFILE;
      lines.push(
        `phone profile (${p.latencyMs} ms RTT, ${((p.downloadBytesPerSecond * 8) / 2 ** 20).toFixed(1)} Mbit/s down, ${Math.round((p.uploadBytesPerSecond * 8) / 1024)} kbit/s up, CPU ${p.cpuSlowdown}x; median of 3 cold loads; goal ≤ 1.5 s and ≤ 300 KB):`,
        mobileTable(r.mobile),
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  const needed = ['backend/dist/main.js', 'backend/dist/gateway.js', 'backend/dist/db/seed-bench.js'];
  if (BROWSER) needed.push('shell/dist/index.html');
  for (const file of needed) {
    if (!existsSync(join(ROOT, file)))
      throw new Error(
        `${file} is missing: run \`npm run build\` first${BROWSER ? ' (or set BENCH_BROWSER=false)' : ''}`,
      );
  }
  const pgServer =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const withPostgres = await postgresReachable(pgServer);
  const withRedis = withPostgres && (await redisReachable(redisUrl));
  stepsTotal = (withPostgres ? 2 : 1) * (BROWSER ? 11 : 9) + (BROWSER ? 1 : 0);
  if (ONLY === 'media') {
    stepsTotal = 1;
    const media = await benchMedia();
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
    writeFileSync(join(ROOT, 'bench/results-media.json'), `${JSON.stringify(media, null, 2)}\n`);
    process.stdout.write(`${mediaTable(media)}\n\nwritten to bench/results-media.json\n`);
    return;
  }

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    services: SERVICES,
    settings: {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      sockets: SOCKETS,
      messagesPerSecond: MESSAGE_RATE,
      socketSeconds: SOCKET_SECONDS,
      browser: BROWSER,
      lcpLoads: LCP_LOADS,
    },
    backends: {},
  };

  // Embedded: a PGlite folder kept between runs (bench/.data is git-ignored), seeded once.
  const dataDir = join(DATA_ROOT, 'embedded');
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
  const embedded = await benchBackend('embedded', { DATA_DIR: dataDir });
  step('embedded: query plans');
  embedded.plans = await pglitePlans(dataDir, 'graphics-design', embedded.searchWord);
  results.backends.embedded = embedded;

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
    const env = { DATABASE_URL: database.url, DATA_DIR: join(DATA_ROOT, 'postgres') };
    if (withRedis) Object.assign(env, { REDIS_URL: redisUrl, QUEUE_PREFIX: 'bench' });
    const name = withRedis ? 'postgres + redis' : 'postgres';
    const figures = await benchBackend(name, env);
    step(`${name}: query plans`);
    figures.plans = await postgresPlans(database.url, 'graphics-design', figures.searchWord);
    results.backends[name] = figures;
  } else {
    results.backends.postgres = { skipped: `PostgreSQL not reachable at ${pgServer}` };
  }

  if (BROWSER) results.media = await benchMedia();

  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(
    `${table(results)}${results.media ? mediaTable(results.media) : ''}\n\nmachine: ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${results.machine.node}; written to bench/results.json\n`,
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
