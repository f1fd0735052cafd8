import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { DESKTOP, PHONE, screenshot } from './browser';

/**
 * The looks a screen is checked in: light at both widths; dark at the desktop width, where every
 * control of the header is shown (dark mode changes colours, not layout).
 */
export const LOOKS = [
  ['light', PHONE],
  ['light', DESKTOP],
  ['dark', DESKTOP],
] as const;

/** What a machine can judge of the page as it is now: axe's serious violations and sideways scroll. */
export async function pageProblems(page: Page): Promise<string[]> {
  const problems = await seriousViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 1) problems.push(`page scrolls sideways by ${overflow}px`);
  return problems;
}

/** Once it has loaded: a screenshot for a person to look at, and no problem a machine finds. */
export async function capture(page: Page, name: string): Promise<void> {
  await page.waitForSelector('[data-testid="loading-overlay"]', { state: 'detached' });
  await screenshot(page, name);
  expect({ name, problems: await pageProblems(page) }).toEqual({ name, problems: [] });
}
