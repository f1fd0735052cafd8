/** Everything measured on one backend: HTTP, sockets, and (with BROWSER) JavaScript, LCP and the phone profile. */
import { launchChromium, lcpOf, scriptsOf } from './browser.mjs';
import { api, cannon, ensureOrders, signIn } from './http.mjs';
import { measureMobile, mobilePages } from '../mobile.mjs';
import { startProcess } from './processes.mjs';
import { step } from './progress.mjs';
import { socketLatency } from './sockets.mjs';
import { ADMIN, BROWSER, BUYER, CONNECTIONS, DURATION, MESSAGE_RATE, SOCKETS, WARM_UP } from './settings.mjs';

/**
 * One backend as it is deployed: with REDIS_URL the API publishes through Redis
 * (SOCKETS_IN_API=false) and the sockets are served by a stand-alone gateway; without it the
 * API serves them itself (the one-process shape).
 */
export async function benchBackend(name, env) {
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
      // Search pages are never cached: what rendering a page's HTML costs each time.
      [`GET /search?query=${word} page HTML (uncached)`, `/search?query=${encodeURIComponent(word)}`],
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
      const browser = await launchChromium();
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
