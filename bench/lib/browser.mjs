/** Headless Chromium for the bench: the JavaScript a page downloads and its Largest Contentful Paint. */
import { gzipSync } from 'node:zlib';
import { LCP_LOADS } from './settings.mjs';

export { CHROMIUM_ARGS, launchChromium } from '../../tools/chromium.cjs';

/** The scripts a page downloads; `who` (from signIn) makes it a signed-in visit, as after a sign-in form. */
export async function scriptsOf(browser, url, path, who) {
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

/** A new page in `context` that keeps its Largest Contentful Paint so far, read with `lcpSoFar`. */
export async function pageWatchingLcp(context) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return page;
}

/** The start time (ms) of the largest paint of a `pageWatchingLcp` page so far. */
export function lcpSoFar(page) {
  return page.evaluate(() => globalThis.__lcp);
}

export async function lcpOf(browser, url, path) {
  const values = [];
  for (let i = 0; i < LCP_LOADS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await pageWatchingLcp(context);
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    values.push(await lcpSoFar(page));
    await context.close();
  }
  return {
    averageMs: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
    loads: values.map(Math.round),
  };
}
