// Temporary probe: one cold phone-profile load, each request's start/end, LCP and hydration.
import { launchChromium } from './lib/browser.mjs';
import { PHONE_PROFILE } from './mobile.mjs';
const url = process.argv[2];
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE_PROFILE.latencyMs, downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond, uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const reqs = new Map(); let t0;
cdp.on('Network.requestWillBeSent', (e) => { t0 ??= e.timestamp; reqs.set(e.requestId, { url: e.request.url.replace(/^https?:\/\/[^/]+/, ''), start: e.timestamp, prio: e.request.initialPriority }); });
cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) { r.end = e.timestamp; r.bytes = e.encodedDataLength; } });
await page.addInitScript(() => {
  globalThis.__lcp = 0; globalThis.__hydrated = 0;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) globalThis.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => { const root = document.getElementById('root'); if (!root?.hasAttribute('data-hydrating')) return;
    new MutationObserver((_r, o) => { if (root.hasAttribute('data-hydrating')) return; globalThis.__hydrated = performance.now(); o.disconnect(); }).observe(root, { attributes: true }); });
});
await page.goto(url, { waitUntil: 'load', timeout: 120000 });
await page.waitForTimeout(8000);
const { lcp, hyd, nav } = await page.evaluate(() => ({ lcp: globalThis.__lcp, hyd: globalThis.__hydrated, nav: performance.timeOrigin }));
console.log(`LCP ${Math.round(lcp)} hydrated ${Math.round(hyd)}`);
for (const r of [...reqs.values()].sort((a, b) => a.start - b.start)) console.log(`${String(Math.round((r.start - t0) * 1000)).padStart(6)} ${String(Math.round(((r.end ?? r.start) - t0) * 1000)).padStart(6)} ${String(Math.round((r.bytes ?? 0) / 1024)).padStart(4)}KB ${r.prio.padEnd(8)} ${r.url.slice(0, 90)}`);
await browser.close();
