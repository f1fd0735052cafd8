#!/usr/bin/env node
/**
 * The phone profile of issue 16 (Lighthouse's mobile settings): 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU 4× slower, a phone-sized viewport, cold cache (a new browser context
 * per load). For each page: median of LOADS loads of largest contentful paint, bytes transferred
 * (encoded, as on the wire) and JavaScript bytes (encoded). Used by `npm run bench` (run.mjs);
 * also runnable alone against a running server: `node bench/mobile.mjs http://127.0.0.1:3000`.
 */
import { launchChromium } from './lib/browser.mjs';

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

/** One cold load of `url` on the phone profile: { lcpMs, transferredBytes, scriptBytes }. */
async function coldLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
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
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
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
    return { lcpMs, transferredBytes, scriptBytes };
  } finally {
    await context.close();
  }
}

/** Median of `loads` cold loads per page; `pages` is a list of [label, path]. */
export async function measureMobile(baseUrl, pages, { loads = 3, executablePath, onPage } = {}) {
  const browser = await launchChromium(executablePath);
  const results = [];
  try {
    for (const [label, path] of pages) {
      onPage?.(label);
      const runs = [];
      for (let i = 0; i < loads; i += 1) runs.push(await coldLoad(browser, `${baseUrl}${path}`));
      results.push({
        page: label,
        path,
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        transferredKB: Math.round(median(runs.map((r) => r.transferredBytes)) / 1024),
        scriptKB: Math.round(median(runs.map((r) => r.scriptBytes)) / 1024),
        lcpLoads: runs.map((r) => Math.round(r.lcpMs)),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The five pages of issue 16, given one service's path (`/<subcategory>/<id>`). */
export function mobilePages(servicePath) {
  return [
    ['/', '/'],
    ['/graphics-design', '/graphics-design'],
    ['/graphics-design/logo-design', '/graphics-design/logo-design'],
    ['a service page', servicePath],
    ['/blog', '/blog'],
  ];
}

export function mobileTable(results) {
  const lines = [
    '| page                         | largest paint | transferred | JavaScript |',
    '|------------------------------|---------------|-------------|------------|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.page.padEnd(28)} | ${`${(r.lcpMs / 1000).toFixed(2)} s`.padStart(13)} | ${`${r.transferredKB.toLocaleString('en-US')} KB`.padStart(11)} | ${`${r.scriptKB.toLocaleString('en-US')} KB`.padStart(10)} |`,
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
  const results = await measureMobile(baseUrl, mobilePages(servicePath), {
    onPage: (label) => process.stderr.write(`measuring ${label}\n`),
  });
  process.stdout.write(`${mobileTable(results)}\n${JSON.stringify(results)}\n`);
}
