import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { REPO_ROOT } from './server';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * System Chromium through playwright-core; Playwright gives each launch a fresh temporary profile.
 * A server-rendered page shows before it works: in every context, `goto` and `reload` also wait
 * until the app has taken the page over (`#root[data-hydrating]` gone), as a person's click would.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', waitForHydrationOnNavigation);
    return context;
  };
  return browser;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'));
}

function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', 'artifacts');

/** Full-page screenshot into e2e/artifacts (git-ignored), for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/**
 * Waits until what a person sees has finished drawing: the web fonts, and every image the page
 * loads eagerly (lazy ones load as they scroll in). For screenshots; a condition, not network idle.
 */
export async function imagesAndFontsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    return Array.from(document.images)
      .filter((image) => image.loading !== 'lazy')
      .every((image) => image.complete);
  });
}
