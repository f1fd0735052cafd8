/** Everything measured on one backend: HTTP, sockets, and (with BROWSER) JavaScript, LCP and the phone profile. */
import { launchChromium, lcpOf, scriptsOf } from './browser.mjs';
import { api, cannon, ensureOrders, settle, signIn } from './http.mjs';
import { measureMobile, mobilePages } from '../mobile.mjs';
import { atRate, mixedLoad, Tally, timed } from './mixed-load.mjs';
import { cpuMs, postgresCpuMs } from './process-usage.mjs';
import { startProcess } from './processes.mjs';
import { step } from './progress.mjs';
import { socketLatency } from './sockets.mjs';
import { ADMIN, BROWSER, BUYER, CONNECTIONS, DURATION, MESSAGE_RATE, SOCKETS, WARM_UP } from './settings.mjs';

/**
 * A new search query for each call (two words of the catalogue's titles), so that no two
 * requests of a run read the same cached page.
 */
function searchQueries(services) {
  const words = [
    ...new Set(
      services.flatMap(
        (s) =>
          String(s.title)
            .toLowerCase()
            .match(/[a-z]{4,}/g) ?? [],
      ),
    ),
  ];
  let n = 0;
  return () => {
    n += 1;
    const first = words[n % words.length];
    const second = words[Math.floor(n / words.length) % words.length];
    return `/search?query=${encodeURIComponent(`${first} ${second}`)}`;
  };
}

const NEW_SEARCH = 'GET /search?query={new} page HTML (rendered)';

/**
 * `measure`'s figures with the CPU each answer cost (`cpuMs`) the API process (all its threads:
 * with the embedded database, its PGlite worker too) and, `withPostgres`, the PostgreSQL server:
 * what sizes the processes and cores a load of such answers needs (docs/performance.md).
 */
async function withCpuPerAnswer(apiPid, withPostgres, measure) {
  const before = { api: cpuMs(apiPid), database: withPostgres ? postgresCpuMs() : undefined };
  const figures = await measure();
  const after = { api: cpuMs(apiPid), database: withPostgres ? postgresCpuMs() : undefined };
  const perAnswer = (kind) =>
    before[kind] === undefined || after[kind] === undefined || !figures.requests
      ? undefined
      : Number(((after[kind] - before[kind]) / figures.requests).toFixed(1));
  return { ...figures, cpuMs: { api: perAnswer('api'), database: perAnswer('database') } };
}

/**
 * New search pages arriving at `rate` a second for DURATION, whether or not earlier ones have
 * answered (as people search): the wait at a load the process carries, where the row above
 * (50 connections asking at once, each again as soon as answered) measures what it can make.
 */
async function steadyNewSearches(url, newQuery, rate) {
  const tally = new Tally();
  await atRate('new search', rate, performance.now() + DURATION * 1000, async () =>
    tally.add(await timed(url, newQuery())),
  );
  const figures = tally.figures(DURATION);
  return {
    requestsPerSecond: Math.round(figures.perSecond),
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    failed: figures.errors, // answers of 400 and over, errors and timeouts
  };
}

/**
 * One backend as it is deployed: with REDIS_URL the API publishes through Redis
 * (SOCKETS_IN_API=false) and the sockets are served by a stand-alone gateway; without it the
 * API serves them itself (the one-process shape).
 */
async function withBackend(name, env, work) {
  const withGateway = Boolean(env.REDIS_URL);
  step(`${name}: starting the server${withGateway ? ' and a socket gateway' : ''}`);
  const server = await startProcess('api', withGateway ? { ...env, SOCKETS_IN_API: 'false' } : env);
  let gateway;
  try {
    if (withGateway) gateway = await startProcess('gateway', { ...env, PUBLIC_URL: server.url });
    return await work(server, gateway);
  } finally {
    await gateway?.stop();
    await server.stop();
  }
}

/** `BENCH_ONLY=load`: the mixed load (mixed-load.mjs) on one backend as it is deployed. */
export function loadBackend(name, env) {
  return withBackend(name, env, async (server, gateway) => {
    const admin = await signIn(server.url, ADMIN);
    step(`${name}: mixed load`);
    const pids = gateway ? { api: server.pid, gateway: gateway.pid } : { api: server.pid };
    return mixedLoad({ apiUrl: server.url, socketUrl: (gateway ?? server).url, pids }, admin);
  });
}

export function benchBackend(name, env) {
  return withBackend(name, env, async (server, gateway) => {
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
    const order = (await api(server.url, '/api/orders', { cookie: buyer.cookie })).json[0];
    const servicePage = `/${service.subCategory}/${service._id}`;
    const newQuery = searchQueries(list.json);
    const last90 = lastDays(90);

    const endpoints = [
      ['GET /api/health', '/api/health'],
      ['GET /api/services?category=graphics-design', '/api/services?category=graphics-design'],
      [`GET /api/services?search=${word}`, `/api/services?search=${encodeURIComponent(word)}`],
      ['GET /api/services/single-service/:id', `/api/services/single-service/${service._id}`],
      ['GET /api/orders (buyer)', '/api/orders', { cookie: buyer.cookie }],
      ['GET /api/orders/:id (buyer)', `/api/orders/${order._id}`, { cookie: buyer.cookie }],
      // The HTML of a service page as a visitor gets it (from the page cache after the first).
      ['GET /{sub}/{id} page HTML (visitor, cached)', servicePage],
      // A visitor's search page is kept per query from its second view (the warm-up asks it again).
      [`GET /search?query=${word} page HTML (visitor, cached)`, `/search?query=${encodeURIComponent(word)}`],
      // A query nobody searched yet: what rendering a page costs each time.
      [NEW_SEARCH, newQuery],
      // A signed-in buyer's page (prices, the signed-in menu): one copy for every buyer.
      ['GET /{sub}/{id} page HTML (buyer, cached per role)', servicePage, { cookie: buyer.cookie }],
      // The buyer's order page: the shell, filled in by the browser from GET /api/orders/:id.
      ['GET /orders/:id page HTML (buyer)', `/orders/${order._id}`, { cookie: buyer.cookie }],
      // The owner's numbers over 90 days of rollups (seed-bench --hits: 5 million hits).
      ['GET /api/analytics/summary (90 days)', `/api/analytics/summary?${last90}`, { cookie: admin.cookie }],
      [
        'GET /api/analytics/timeseries (90 days, revenue)',
        `/api/analytics/timeseries?metric=revenue&${last90}`,
        { cookie: admin.cookie },
      ],
      [
        'GET /api/analytics/services (90 days, by revenue)',
        `/api/analytics/services?sort=revenue&${last90}`,
        { cookie: admin.cookie },
      ],
      // The cost of counting: the cached service page above is asked with no user agent (a
      // program: not counted); here a browser's, so each answer is checked, hashed and queued.
      ['GET /{sub}/{id} page HTML (visitor, cached, counted)', servicePage, { 'user-agent': BROWSER_AGENT }],
    ];
    const http = [];
    for (const [label, path, headers] of endpoints) {
      step(`${name}: ${label} (${CONNECTIONS} connections, ${DURATION} s)`);
      await settle(server.url);
      await cannon(server.url, path, headers, WARM_UP); // caches and JIT settle
      const measure = () => cannon(server.url, path, headers);
      http.push({
        endpoint: label,
        ...(await withCpuPerAnswer(server.pid, Boolean(env.DATABASE_URL), measure)),
      });
    }
    const newSearch = http.find((row) => row.endpoint === NEW_SEARCH);
    // New searches again, at half the rate the process made them above.
    const made = newSearch.requestsPerSecond;
    const rate = Math.max(1, Math.round(made / 2));
    step(`${name}: new search pages arriving at ${rate}/s (${DURATION} s)`);
    await settle(server.url);
    http.push({
      endpoint: `GET /search?query={new} page HTML (${rate}/s arriving)`,
      ...(await steadyNewSearches(server.url, newQuery, rate)),
    });

    step(`${name}: socket delivery to ${SOCKETS} sockets at ${MESSAGE_RATE} messages/s`);
    await settle(server.url);
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
      const browser = await launchChromium();
      try {
        front = {
          servicePath: servicePage,
          javascript: {
            'visitor /': await scriptsOf(browser, server.url, '/'),
            'visitor service page': await scriptsOf(browser, server.url, servicePage),
            'buyer /orders': await scriptsOf(browser, server.url, '/orders', buyer),
          },
          lcp: {
            '/': await lcpOf(browser, server.url, '/'),
            'service page': await lcpOf(browser, server.url, servicePage),
          },
        };
        step(`${name}: the five pages on the phone profile (median of 3 cold loads)`);
        front.mobile = await measureMobile(server.url, mobilePages(servicePage), {
          loads: 3,
          buyerCookie: buyer.cookie,
        });
      } finally {
        await browser.close();
      }
    }
    return {
      graphicsDesignServices: total,
      searchWord: word,
      http,
      newSearchCpuMs: newSearch.cpuMs,
      sockets,
      ...front,
    };
  });
}

/** A desktop browser's user agent: what the page counter counts. */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** `from=…&to=…` of the last `days` days, today included (UTC). */
function lastDays(days) {
  const to = new Date();
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
}
