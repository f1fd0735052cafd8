/** HTTP against a running API: JSON requests, sign-in, a buyer's orders, and load (autocannon). */
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION } from './settings.mjs';

export async function api(url, path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
    // A server that stops answering fails the bench instead of holding it.
    signal: AbortSignal.timeout(30_000),
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

export async function signIn(url, who) {
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
export async function ensureOrders(url, buyer, service) {
  const mine = await api(url, '/api/orders', { cookie: buyer.cookie });
  for (let i = Array.isArray(mine.json) ? mine.json.length : 0; i < 5; i += 1) await buy(url, buyer, service);
}

/** One purchase of the basic package as a buyer makes it: a Stripe checkout paid in the sandbox. */
export async function buy(url, buyer, service) {
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
  const paid = await fetch(`${url}/api/sandbox/stripe/${session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, cookie: buyer.cookie },
    body: 'action=pay',
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  await paid.arrayBuffer();
  if (paid.status >= 400) throw new Error(`sandbox payment: ${paid.status}`);
}

/**
 * Waits until the server has worked off what the previous row left queued (requests whose
 * clients gave up still run): a readiness probe, which asks the database, answers within 50 ms
 * three times in a row (at most 3 minutes; a probe still unanswered after 30 s is asked again).
 * Each row then measures its own load only.
 */
export async function settle(url) {
  const deadline = Date.now() + 180_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      quick = performance.now() - started < 50 ? quick + 1 : 0;
    } catch (error) {
      if (error.name !== 'TimeoutError') throw error;
      quick = 0;
    }
    if (quick < 3) await new Promise((wait) => setTimeout(wait, 100));
  }
}

/**
 * Load on `path` (or, when it is a function, on a new path it gives for each request) from
 * CONNECTIONS connections for `duration` seconds.
 */
export function cannon(url, path, headers = {}, duration = DURATION) {
  const options =
    typeof path === 'function'
      ? { url, requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }] }
      : { url: `${url}${path}` };
  return new Promise((done, fail) => {
    // As a browser asks: compressed answers (what compressing them costs is part of the figure).
    const asked = { 'accept-encoding': 'br, gzip', ...headers };
    autocannon({ ...options, connections: CONNECTIONS, duration, headers: asked }, (error, result) => {
      if (error) fail(error);
      else
        done({
          requestsPerSecond: Math.round(result.requests.average),
          requests: result.requests.total,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          // Answers other than 2xx, connection errors and timeouts.
          failed: result.non2xx + result.errors + result.timeouts,
        });
    });
  });
}
