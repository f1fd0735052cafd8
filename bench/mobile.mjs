#!/usr/bin/env node
/**
 * The phone profile of issue 16 (Lighthouse's mobile settings): 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU 4× slower, a phone-sized viewport, cold cache (a new browser context
 * per load). For each page: median of LOADS loads of largest contentful paint, when the app has
 * taken the page over (hydrated), bytes transferred (encoded, as on the wire) and JavaScript bytes
 * (encoded), and total blocking time (long tasks after the first paint, beyond 50 ms each, as
 * Lighthouse counts it); over LOADS more loads, the time from a tap made as soon as the control is
 * painted to its effect (a tap lost before hydration never shows one): the menu button on every
 * page, and on the service page a package tab and a buyer's 'Order Now'; and Lighthouse's own
 * mobile audit of each page (score and total blocking time, bench/lib/lighthouse.mjs). Used by
 * `npm run bench` (run.mjs); also runnable alone against a running server:
 * `node bench/mobile.mjs http://127.0.0.1:3000`.
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
 * The taps timed at paint: the control (a Playwright locator) and, as a JavaScript expression
 * evaluated in the page whenever it changes, whether its effect shows.
 */
const TAPS = {
  // Every page has it at phone width: the shell's chrome.
  menu: {
    control: (page) => page.getByRole('button', { name: 'Toggle navigation' }),
    effect: "!!document.querySelector('#site-nav.show, #site-nav.collapsing')",
  },
  // Inside the remote's area of a service page: answered once the area has hydrated.
  packageTab: {
    control: (page) => page.getByRole('tab', { name: 'premium' }),
    effect: "!!document.querySelector('[role=tab][aria-selected=true]')?.textContent.includes('premium')",
  },
  // A signed-in buyer's, at phone width the bar's button at the bottom of the screen.
  orderNow: {
    control: (page) => page.getByRole('button', { name: 'Order Now' }).last(),
    effect: "[...document.querySelectorAll('[role=dialog]')].some((dialog) => !dialog.closest('[hidden]'))",
  },
};

/**
 * One cold load of `url` whose control `tap` (a TAPS entry) is tapped as soon as it is painted,
 * as a signed-in user with `cookie` (`name=value`) if given: ms from the tap to its effect showing
 * (-1 when it never showed within 20 s, a lost tap).
 */
async function tapAtPaint(browser, url, tap, cookie) {
  const { context, page } = await phonePage(browser);
  try {
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url }]);
    }
    await page.addInitScript(`(() => {
      globalThis.__effect = 0;
      new MutationObserver(() => {
        if (!globalThis.__effect && (${tap.effect})) globalThis.__effect = performance.now();
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class', 'hidden', 'aria-selected'],
      });
    })()`);
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const control = tap.control(page);
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    const tapMs = await page.evaluate(() => performance.now());
    await control.tap({ timeout: 60_000 });
    const shown = await page
      .waitForFunction(() => globalThis.__effect, undefined, { timeout: 20_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => -1);
    return shown === -1 ? -1 : shown - tapMs;
  } finally {
    await context.close();
  }
}

/** Median of taps timed by tapAtPaint, -1 when one was lost. */
const medianTap = (taps) => (taps.includes(-1) ? -1 : Math.round(median(taps)));

/**
 * Median of `loads` cold loads per page; `pages` is a list of [label, path, { servicePage }]. A
 * service page also gets `packageTabMs` (a visitor's package tab, inside the remote's area, tapped
 * at paint, to the tab selected) and, with a buyer's session cookie, `orderNowMs` (a buyer's
 * 'Order Now' tapped at paint, to the payment dialog showing); medians of `loads`, -1 when a tap
 * was lost.
 */
export async function measureMobile(
  baseUrl,
  pages,
  { loads = 3, executablePath, onPage, buyerCookie, lighthouse = true } = {},
) {
  const browser = await launchChromium(executablePath);
  const results = [];
  try {
    for (const [label, path, { servicePage = false } = {}] of pages) {
      onPage?.(label);
      const url = `${baseUrl}${path}`;
      const runs = [];
      for (let i = 0; i < loads; i += 1) runs.push(await coldLoad(browser, url));
      const timesOf = async (tap, cookie) => {
        const times = [];
        for (let i = 0; i < loads; i += 1) times.push(await tapAtPaint(browser, url, tap, cookie));
        return times;
      };
      const menuTaps = await timesOf(TAPS.menu);
      const answered = menuTaps.filter((ms) => ms >= 0);
      results.push({
        page: label,
        path,
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        hydratedMs: Math.round(median(runs.map((r) => r.hydratedMs))),
        blockingMs: Math.round(median(runs.map((r) => r.blockingMs))),
        tapEffectMs: answered.length ? Math.round(median(answered)) : -1,
        tapsLost: menuTaps.length - answered.length,
        transferredKB: Math.round(median(runs.map((r) => r.transferredBytes)) / 1024),
        scriptKB: Math.round(median(runs.map((r) => r.scriptBytes)) / 1024),
        lcpLoads: runs.map((r) => Math.round(r.lcpMs)),
        ...(servicePage ? { packageTabMs: medianTap(await timesOf(TAPS.packageTab)) } : {}),
        ...(servicePage && buyerCookie
          ? { orderNowMs: medianTap(await timesOf(TAPS.orderNow, buyerCookie)) }
          : {}),
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
    ['a service page', servicePath, { servicePage: true }],
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
  const tapped = (ms) => (ms < 0 ? 'lost' : seconds(ms));
  for (const r of results.filter((result) => result.packageTabMs !== undefined)) {
    lines.push('', `On ${r.page}, tapped at paint: a package tab → selected: ${tapped(r.packageTabMs)}`);
    if (r.orderNowMs !== undefined)
      lines.push(
        `On ${r.page}, tapped at paint: a buyer's Order Now → payment dialog shown: ${tapped(r.orderNowMs)}`,
      );
  }
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
