/**
 * `BENCH_ONLY=load`: a shop's mixed day for BENCH_LOAD_MINUTES (10) on one backend. Requests
 * arrive at fixed rates whether or not earlier ones have answered (an open workload: a slow
 * answer does not slow the visitors down, as it would not in a real shop): visitors browsing
 * pages and the catalogue API, searches (repeated popular words and new queries), signed-in
 * buyers on their pages and orders, purchases through the payment sandbox, and messages posted
 * by buyers whose sockets receive them. Prints throughput, p50/p99 and errors per kind, and the
 * resident memory of the processes serving it after the warm-up and at the end.
 */
import { api, buy, signIn } from './http.mjs';
import { progress } from './progress.mjs';
import { rssMB } from './process-usage.mjs';
import { inBatches, openSocket, percentile, sleep } from './sockets.mjs';
import { LOAD_MINUTES, LOAD_SCALE } from './settings.mjs';

/** Requests a second of each kind at LOAD_SCALE 1. */
const RATES = { browse: 120, search: 30, 'signed-in': 30, purchase: 1, message: 10 };
const SIGNED_IN_BUYERS = 20;
const WARM_UP_SECONDS = 30;
/** A request still unanswered after this counts as an error (and stops being waited for). */
const TIMEOUT_MS = 10_000;

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

/** What a visitor or buyer asks for next, by kind. */
function workload(url, catalogue, buyers, vocabulary) {
  let queries = 0;
  const services = catalogue.services;
  return {
    browse: () => {
      const service = pick(services);
      return pick([
        '/',
        '/graphics-design',
        `/${service.category}/${service.subCategory}`,
        `/${service.subCategory}/${service._id}`,
        `/${service.subCategory}/${service._id}`,
        `/api/services?category=${service.category}&page=${1 + Math.floor(Math.random() * 5)}`,
        `/api/services/single-service/${service._id}`,
        `/api/reviews/${service._id}`,
      ]);
    },
    search: () => {
      queries += 1;
      // Most searches are of common words (cached after the first); one in five is new.
      const word = pick(vocabulary.slice(0, 40));
      const fresh = `${pick(vocabulary)} ${pick(vocabulary)}`;
      const text = queries % 5 === 0 ? fresh : word;
      return queries % 2 === 0
        ? `/search?query=${encodeURIComponent(text)}`
        : `/api/services?search=${encodeURIComponent(text)}`;
    },
    'signed-in': () => {
      const buyer = pick(buyers);
      const service = pick(services);
      const path = pick([
        '/api/orders',
        `/api/orders/${buyer.orderId}`,
        `/${service.subCategory}/${service._id}`,
        '/api/auth/session',
        `/api/services/single-service/${service._id}`,
      ]);
      return { path, cookie: buyer.cookie };
    },
  };
}

/** A path with its ids and query values left out, to name what failed. */
const shapeOf = (path) =>
  path
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')
    .replace(/=[^&]*/g, '=')
    .replace(/^\/[a-z-]+\/:id$/, '/{sub}/:id');

/** One timed request; ok when it answered below 400 in time. */
export async function timed(url, path, cookie) {
  const started = performance.now();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(`${url}${path}`, {
      // As a browser asks over https (fetch would ask for gzip only on plain http).
      headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
      signal: abort.signal,
    });
    await response.arrayBuffer();
    const ok = response.status < 400;
    return {
      ms: performance.now() - started,
      ok,
      status: ok ? response.status : `${response.status} ${shapeOf(path)}`,
    };
  } catch (error) {
    const why = abort.signal.aborted ? 'timeout' : error.name;
    return { ms: performance.now() - started, ok: false, status: `${why} ${shapeOf(path)}` };
  } finally {
    clearTimeout(timer);
  }
}

export class Tally {
  constructor() {
    this.latencies = [];
    this.errors = 0;
    this.statuses = new Map();
  }
  add({ ms, ok, status }) {
    this.latencies.push(ms);
    if (!ok) {
      this.errors += 1;
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    }
  }
  figures(seconds) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      perSecond: Math.round((sorted.length / seconds) * 10) / 10,
      p50Ms: Math.round(percentile(sorted, 50) ?? 0),
      p99Ms: Math.round(percentile(sorted, 99) ?? 0),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      errors: this.errors,
      errorStatuses: Object.fromEntries(this.statuses),
    };
  }
}

/** Requests sent and not answered yet, by kind (shown in the progress line). */
const unanswered = {};

/**
 * Calls `fire(n)` `rate` times a second until `until` (performance.now()), without waiting for
 * answers; then waits for the last ones. Answers the kind and how many never settled.
 */
export async function atRate(kind, rate, until, fire) {
  const t0 = performance.now();
  const pending = new Set();
  unanswered[kind] = pending;
  for (let n = 0; ; n += 1) {
    const at = t0 + (n * 1000) / rate;
    if (at >= until) break;
    const wait = at - performance.now();
    if (wait > 0) await sleep(wait);
    const call = fire(n).finally(() => pending.delete(call));
    pending.add(call);
  }
  // Every request gives up after TIMEOUT_MS; one that still has not settled a while later (seen
  // once in a dozen runs, a fetch that ignored its abort) is left behind and counted.
  await Promise.race([Promise.all(pending), sleep(TIMEOUT_MS + 5_000)]);
  return { kind, leftBehind: pending.size };
}

/**
 * The mixed load on one backend: `apiUrl`, sockets on `socketUrl`; `pids` are the processes
 * whose memory is reported (name to pid).
 */
export async function mixedLoad({ apiUrl, socketUrl, pids }, admin) {
  progress('mixed load: signing in buyers and reading the catalogue');
  const catalogue = { services: [] };
  for (const category of ['graphics-design', 'programming-tech', 'digital-marketing', 'video-animation']) {
    const page = await api(apiUrl, `/api/services?category=${category}&limit=50`);
    catalogue.services.push(...(page.json ?? []));
  }
  if (catalogue.services.length === 0) throw new Error('mixed load: the catalogue is empty');
  const vocabulary = [
    ...new Set(
      catalogue.services.flatMap(
        (s) =>
          String(s.title)
            .toLowerCase()
            .match(/[a-z]{4,}/g) ?? [],
      ),
    ),
  ];
  const buyers = await inBatches(
    Array.from({ length: SIGNED_IN_BUYERS }, (_, i) => i),
    4,
    async (i) => {
      const buyer = await signIn(apiUrl, {
        username: `benchload${i}`,
        password: 'bench-buyer-123',
        email: `benchload${i}@example.com`,
        country: 'Canada',
      });
      let mine = (await api(apiUrl, '/api/orders', { cookie: buyer.cookie })).json ?? [];
      if (mine.length === 0) {
        await buy(apiUrl, buyer, catalogue.services[i % catalogue.services.length]);
        mine = (await api(apiUrl, '/api/orders', { cookie: buyer.cookie })).json ?? [];
      }
      const opened = await api(apiUrl, '/api/conversations', {
        method: 'POST',
        cookie: buyer.cookie,
        body: { buyerId: buyer.id, adminId: admin.id },
      });
      return { ...buyer, orderId: mine[0]?._id, conversationId: opened.json?._id };
    },
  );

  // Each buyer has a socket open; each message is timed from its POST to its receipt there.
  const sent = new Map();
  const messages = new Tally();
  const sockets = await Promise.all(
    buyers.map((buyer) =>
      openSocket(socketUrl, buyer.cookie, (message) => {
        const at = sent.get(message?.message);
        if (at === undefined) return;
        sent.delete(message.message);
        messages.add({ ms: performance.now() - at, ok: true });
      }),
    ),
  );

  const next = workload(apiUrl, catalogue, buyers, vocabulary);
  const tallies = {
    browse: new Tally(),
    search: new Tally(),
    'signed-in': new Tally(),
    purchase: new Tally(),
  };
  const memory = {};
  const rssOf = () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssMB(pid)]));
  const seconds = LOAD_MINUTES * 60;
  const noRecord = () => undefined;
  const runFor = async (duration, record) => {
    const until = performance.now() + duration * 1000;
    const tag = Date.now().toString(36);
    const kinds = [
      atRate('browse', RATES.browse * LOAD_SCALE, until, async () =>
        record('browse', await timed(apiUrl, next.browse())),
      ),
      atRate('search', RATES.search * LOAD_SCALE, until, async () =>
        record('search', await timed(apiUrl, next.search())),
      ),
      atRate('signed-in', RATES['signed-in'] * LOAD_SCALE, until, async () => {
        const { path, cookie } = next['signed-in']();
        record('signed-in', await timed(apiUrl, path, cookie));
      }),
      atRate('purchase', RATES.purchase * LOAD_SCALE, until, async (n) => {
        const started = performance.now();
        const buyer = buyers[n % buyers.length];
        const result = await buy(apiUrl, buyer, catalogue.services[n % catalogue.services.length]).then(
          () => ({ ok: true, status: 200 }),
          (error) => ({ ok: false, status: String(error.message).slice(0, 40) }),
        );
        record('purchase', { ...result, ms: performance.now() - started });
      }),
      atRate('message', RATES.message * LOAD_SCALE, until, async (n) => {
        const buyer = buyers[n % buyers.length];
        const text = `load ${tag} ${n}`;
        const started = performance.now();
        if (record !== noRecord) sent.set(text, started);
        const posted = await api(apiUrl, '/api/messages', {
          method: 'POST',
          cookie: buyer.cookie,
          body: { conversationId: buyer.conversationId, message: text },
        }).catch(() => ({ status: 'network' }));
        if (posted.status !== 201 && record !== noRecord) {
          sent.delete(text);
          messages.add({ ms: performance.now() - started, ok: false, status: posted.status });
        }
      }),
    ];
    const ticker = setInterval(() => {
      const done = Object.values(tallies).reduce((sum, t) => sum + t.latencies.length, 0);
      const waiting = Object.entries(unanswered)
        .map(([kind, set]) => `${kind} ${set.size}`)
        .join(', ');
      progress(`mixed load: ${done} answered; unanswered: ${waiting}; RSS ${JSON.stringify(rssOf())}`);
    }, 5_000);
    const ended = await Promise.all(kinds);
    clearInterval(ticker);
    for (const { kind, leftBehind } of ended) {
      for (let i = 0; i < leftBehind; i += 1)
        record(kind, { ms: TIMEOUT_MS, ok: false, status: 'never settled' });
    }
  };
  progress(`mixed load: ${WARM_UP_SECONDS} s of warm-up`);
  await runFor(WARM_UP_SECONDS, noRecord);
  sent.clear();
  memory.afterWarmUp = rssOf();
  const samples = [];
  const sampler = setInterval(() => samples.push(rssOf()), 60_000);
  const started = performance.now();
  await runFor(seconds, (kind, result) => (kind === 'message' ? messages : tallies[kind]).add(result));
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  await sleep(2_000);
  // A message never received counts as an error.
  for (let i = 0; i < sent.size; i += 1) messages.add({ ms: TIMEOUT_MS, ok: false, status: 'not delivered' });
  memory.atEnd = rssOf();
  memory.perMinute = samples;
  for (const socket of sockets) socket?.close();

  const kinds = Object.fromEntries(Object.entries(tallies).map(([kind, t]) => [kind, t.figures(elapsed)]));
  kinds['message (POST to socket)'] = messages.figures(elapsed);
  return { minutes: LOAD_MINUTES, scale: LOAD_SCALE, ratesPerSecond: RATES, kinds, memoryMB: memory };
}

export function loadTable(name, load) {
  const rows = Object.entries(load.kinds).map(
    ([kind, f]) =>
      `| ${kind.padEnd(26)} | ${String(f.requests).padStart(8)} | ${String(f.perSecond).padStart(7)} | ${String(f.p50Ms).padStart(6)} | ${String(f.p99Ms).padStart(6)} | ${String(f.maxMs).padStart(6)} | ${String(f.errors).padStart(6)} |`,
  );
  const mem = (m) =>
    Object.entries(m)
      .map(([proc, mb]) => `${proc} ${mb} MB`)
      .join(', ');
  return [
    `${name}: mixed load for ${load.minutes} min (rates × ${load.scale}: ${Object.entries(load.ratesPerSecond)
      .map(([k, r]) => `${k} ${r}/s`)
      .join(', ')})`,
    `| kind                       | requests |   per s | p50 ms | p99 ms | max ms | errors |`,
    `|----------------------------|----------|---------|--------|--------|--------|--------|`,
    ...rows,
    ...Object.entries(load.kinds)
      .filter(([, f]) => f.errors > 0)
      .map(([kind, f]) => `  ${kind} errors: ${JSON.stringify(f.errorStatuses)}`),
    `memory (RSS) after warm-up: ${mem(load.memoryMB.afterWarmUp)}; at the end: ${mem(load.memoryMB.atEnd)}`,
    `  each minute: ${load.memoryMB.perMinute.map((m) => Object.values(m).join('/')).join(', ')}`,
  ].join('\n');
}
