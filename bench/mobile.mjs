#!/usr/bin/env node
/**
 * The phone profile of issue 16 (Lighthouse's mobile settings): 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU 4× slower, a phone-sized viewport, cold cache (a new browser context
 * per load). For each page: median of LOADS loads of largest contentful paint, when the app has
 * taken the page over (hydrated), bytes transferred (encoded, as on the wire) and JavaScript bytes
 * (encoded), and total blocking time (long tasks after the first paint, beyond 50 ms each, as
 * Lighthouse counts it); and, over LOADS more loads, the time from a tap on the menu button made as soon as it
 * is painted to the menu showing (a tap lost before hydration never shows it), and on the service page a
 * buyer's 'Order Now' tapped at paint to the payment dialog showing; and Lighthouse's own mobile audit
 * of each page (score and total blocking time, bench/lib/lighthouse.mjs). Used by `npm run bench` (run.mjs);
 * also runnable alone against a running server: `node bench/mobile.mjs http://127.0.0.1:3000`.
 */
import { launchChromium } from './lib/browser.mjs';
import { signIn } from './lib/http.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';

export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Quiet network time that counts as "loaded". */
const QUIET_MS = 2500;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A new phone-profile context and page (cold cache), with its CDP session. */
async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  // When the app has taken a server-rendered page over: #root loses data-hydrating.
  await page.addInitScript(() => {
    const { document, MutationObserver } = globalThis;
    globalThis.__hydrated = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root?.hasAttribute('data-hydrating')) return;
      new MutationObserver((_records, observer) => {
        if (root.hasAttribute('data-hydrating')) return;
        globalThis.__hydrated = performance.now();
        observer.disconnect();
      }).observe(root, { attributes: true, attributeFilter: ['data-hydrating'] });
    });
  });
  return { context, page, cdp };
}

/**
 * One cold load of `url` on the phone profile: { lcpMs, hydratedMs, transferredBytes, scriptBytes }
 * (hydratedMs: 0 for a page the server did not render).
 */
async function coldLoad(browser, url) {
  const { context, page, cdp } = await phonePage(browser);
  try {
    const types = new Map();
    const inFlight = new Set();
    let lastActivity = Date.now();
    let transferredBytes = 0;
    let scriptBytes = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFailed', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
      transferredBytes += event.encodedDataLength;
      if (types.get(event.requestId) === 'Script') scriptBytes += event.encodedDataLength;
    });
    await page.addInitScript(() => {
      globalThis.__lcp = 0;
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Settled: nothing in flight for QUIET_MS (on a 4x slower CPU a script can run longer than
    // Playwright's 500 ms "networkidle" before it asks for the next chunk) and something painted.
    const deadline = Date.now() + 60_000;
    let lcpMs = 0;
    while (Date.now() < deadline) {
      await page.waitForTimeout(250);
      lcpMs = await page.evaluate(() => globalThis.__lcp);
      if (inFlight.size === 0 && Date.now() - lastActivity > QUIET_MS && lcpMs > 0) break;
    }
    const hydratedMs = await page.evaluate(() => globalThis.__hydrated);
    // Lighthouse's total blocking time: what each long task after the first paint held the main
    // thread beyond 50 ms (its end is the quiet window above, where Lighthouse's is TTI).
    const blockingMs = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return globalThis.__longTasks
        .filter((task) => task.start >= paint)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    });
    return { lcpMs, hydratedMs, blockingMs, transferredBytes, scriptBytes };
  } finally {
    await context.close();
  }
}

/**
 * One cold load of `url` whose menu button (every page has it at phone width) is tapped as soon
 * as it is painted: { tapMs, effectMs } (effectMs: the menu shown, measured from the tap; -1 when
 * it never showed within 20 s, a lost tap).
 */
async function tapAtPaint(browser, url) {
  const { context, page } = await phonePage(browser);
  try {
    await page.addInitScript(() => {
      const { document, MutationObserver } = globalThis;
      globalThis.__menuShown = 0;
      new MutationObserver(() => {
        if (!globalThis.__menuShown && document.querySelector('#site-nav.show, #site-nav.collapsing'))
          globalThis.__menuShown = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const menu = page.getByRole('button', { name: 'Toggle navigation' });
    await menu.waitFor({ state: 'visible', timeout: 60_000 });
    const tapMs = await page.evaluate(() => performance.now());
    await menu.tap({ timeout: 60_000 });
    const shown = await page
      .waitForFunction(() => globalThis.__menuShown, undefined, { timeout: 20_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => -1);
    return { tapMs, effectMs: shown === -1 ? -1 : shown - tapMs };
  } finally {
    await context.close();
  }
}

/**
 * One cold load of service page `url` by a signed-in buyer (`cookie`, `name=value`) whose 'Order
 * Now' is tapped as soon as it is painted: ms from the tap to a payment dialog showing (-1: none
 * within 20 s).
 */
async function orderNowAtPaint(browser, url, cookie) {
  const { context, page } = await phonePage(browser);
  try {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url }]);
    await page.addInitScript(() => {
      const { document, MutationObserver } = globalThis;
      globalThis.__dialogShown = 0;
      new MutationObserver(() => {
        if (globalThis.__dialogShown) return;
        const shown = [...document.querySelectorAll('[role=dialog]')].some(
          (dialog) => !dialog.closest('[hidden]'),
        );
        if (shown) globalThis.__dialogShown = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    // At phone width: the bar's button, at the bottom of the screen.
    const orderNow = page.getByRole('button', { name: 'Order Now' }).last();
    await orderNow.waitFor({ state: 'visible', timeout: 60_000 });
    const tapMs = await page.evaluate(() => performance.now());
    await orderNow.tap({ timeout: 60_000 });
    const shown = await page
      .waitForFunction(() => globalThis.__dialogShown, undefined, { timeout: 20_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => -1);
    return shown === -1 ? -1 : shown - tapMs;
  } finally {
    await context.close();
  }
}

/**
 * Median of `loads` cold loads per page; `pages` is a list of [label, path, { orderNow }]. With a
 * buyer's session cookie, a page marked `orderNow` also gets `orderNowMs`: a buyer's 'Order Now'
 * tapped at paint, to the payment dialog showing (median of `loads`; -1 when a tap was lost).
 */
export async function measureMobile(
  baseUrl,
  pages,
  { loads = 3, executablePath, onPage, buyerCookie, lighthouse = true } = {},
) {
  const browser = await launchChromium(executablePath);
  const results = [];
  try {
    for (const [label, path, { orderNow = false } = {}] of pages) {
      onPage?.(label);
      const runs = [];
      for (let i = 0; i < loads; i += 1) runs.push(await coldLoad(browser, `${baseUrl}${path}`));
      const taps = [];
      for (let i = 0; i < loads; i += 1) taps.push(await tapAtPaint(browser, `${baseUrl}${path}`));
      const answered = taps.filter((tap) => tap.effectMs >= 0);
      const orders = [];
      if (orderNow && buyerCookie)
        for (let i = 0; i < loads; i += 1)
          orders.push(await orderNowAtPaint(browser, `${baseUrl}${path}`, buyerCookie));
      results.push({
        page: label,
        path,
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        hydratedMs: Math.round(median(runs.map((r) => r.hydratedMs))),
        blockingMs: Math.round(median(runs.map((r) => r.blockingMs))),
        tapEffectMs: answered.length ? Math.round(median(answered.map((tap) => tap.effectMs))) : -1,
        tapsLost: taps.length - answered.length,
        transferredKB: Math.round(median(runs.map((r) => r.transferredBytes)) / 1024),
        scriptKB: Math.round(median(runs.map((r) => r.scriptBytes)) / 1024),
        lcpLoads: runs.map((r) => Math.round(r.lcpMs)),
        ...(orders.length ? { orderNowMs: orders.includes(-1) ? -1 : Math.round(median(orders)) } : {}),
      });
    }
  } finally {
    await browser.close();
  }
  if (lighthouse) {
    onPage?.('Lighthouse, every page');
    try {
      const scores = await lighthouseScores(
        baseUrl,
        results.map((result) => result.path),
        { executablePath },
      );
      for (const result of results) result.lighthouse = scores[result.path];
    } catch (error) {
      // The phone figures stand without it (Lighthouse is installed on first use: npm registry needed).
      process.stderr.write(`Lighthouse did not run: ${error.message}\n`);
    }
  }
  return results;
}

/** The five pages of issue 16, given one service's path (`/<subcategory>/<id>`). */
export function mobilePages(servicePath) {
  return [
    ['/', '/'],
    ['/graphics-design', '/graphics-design'],
    ['/graphics-design/logo-design', '/graphics-design/logo-design'],
    ['a service page', servicePath, { orderNow: true }],
    ['/blog', '/blog'],
  ];
}

export function mobileTable(results) {
  const lines = [
    '| page                         | largest paint | hydrated | blocking time | tap at paint → effect | transferred | JavaScript | Lighthouse (blocking time) |',
    '|------------------------------|---------------|----------|---------------|-----------------------|-------------|------------|----------------------------|',
  ];
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  for (const r of results) {
    const tap =
      r.tapEffectMs < 0 ? 'lost' : `${seconds(r.tapEffectMs)}${r.tapsLost ? ` (${r.tapsLost} lost)` : ''}`;
    lines.push(
      `| ${r.page.padEnd(28)} | ${seconds(r.lcpMs).padStart(13)} | ${seconds(r.hydratedMs).padStart(8)} | ${`${r.blockingMs} ms`.padStart(13)} | ${tap.padStart(21)} | ${`${r.transferredKB.toLocaleString('en-US')} KB`.padStart(11)} | ${`${r.scriptKB.toLocaleString('en-US')} KB`.padStart(10)} | ${(r.lighthouse ? `${r.lighthouse.score} (${r.lighthouse.blockingMs} ms)` : '-').padStart(26)} |`,
    );
  }
  for (const r of results.filter((result) => result.orderNowMs !== undefined))
    lines.push(
      '',
      `A buyer's Order Now tapped at paint on ${r.page} → payment dialog shown: ${r.orderNowMs < 0 ? 'lost' : seconds(r.orderNowMs)}`,
    );
  return lines.join('\n');
}

// Alone: node bench/mobile.mjs <base url> [service path]
if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  let servicePath = process.argv[3];
  if (!servicePath) {
    const services = await (await fetch(`${baseUrl}/api/services?category=graphics-design`)).json();
    servicePath = `/${services[0].subCategory}/${services[0]._id}`;
  }
  // The demo data's buyer, when the server has it.
  const buyer = await signIn(baseUrl, { username: 'buyer', password: 'buyer-demo-123' }).catch(
    () => undefined,
  );
  const results = await measureMobile(baseUrl, mobilePages(servicePath), {
    onPage: (label) => process.stderr.write(`measuring ${label}\n`),
    buyerCookie: buyer?.cookie,
  });
  process.stdout.write(`${mobileTable(results)}\n${JSON.stringify(results)}\n`);
}
