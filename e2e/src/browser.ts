import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchChromium } from '../../tools/chromium.cjs';
import { REPO_ROOT } from './server';

/**
 * System Chromium, as the bench launches it. Tests act as soon as a control shows, as a person
 * does, also on a server-rendered page that has not hydrated yet: the page must take that tap (the
 * early-event contract, real links and forms).
 */
export async function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** For tests of hydration itself only: the app has taken the server's page over. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'));
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/**
 * How long a page action or wait may take before a test fails. An upper bound for "it never
 * happened", not a speed check: CI runs the backend's specs beside two browser files on 2 cores,
 * where a page load took over 15 s, and a phone-profile page (CPU four times slower) over 20 s.
 */
export const PAGE_TIMEOUT_MS = 45_000;

/** A context's options as the suite makes them, and the colour mode its pages start in. */
export interface ContextOptions extends BrowserContextOptions {
  colorMode?: 'light' | 'dark';
}

/**
 * The one place the suite's browser contexts are made: desktop width and reduced motion unless
 * told otherwise, and every page of it waits up to PAGE_TIMEOUT_MS.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  { colorMode, ...options }: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  if (colorMode) await context.addInitScript((mode) => localStorage.setItem('color-mode', mode), colorMode);
  return context;
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, options);
  return { context, page: await context.newPage() };
}

/**
 * Taps the header's theme toggle, which names the mode it switches to, and waits until the page
 * shows that mode. `press` is how a person presses it (a click unless told).
 */
export async function switchColorMode(
  page: Page,
  mode: 'light' | 'dark',
  press: (toggle: Locator) => Promise<void> = (toggle) => toggle.click(),
): Promise<void> {
  await press(page.getByRole('button', { name: `Switch to ${mode} mode` }));
  await page.getByRole('button', { name: `Switch to ${mode === 'dark' ? 'light' : 'dark'} mode` }).waitFor();
}

export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', 'artifacts');

/**
 * Whether the suite writes its screenshots: `E2E_SCREENSHOTS=false` skips them where nobody looks
 * at them (CI keeps no artifacts; the signed-in sweep alone spent 12 of its 73 s of CPU on them).
 * The pages are loaded and checked either way.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'false';

/** A screenshot into e2e/artifacts (git-ignored), for a person to look at: the whole page unless told. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage });
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
