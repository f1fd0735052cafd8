import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { DESKTOP, newPage, PHONE } from '../src/browser';
import { capture } from '../src/capture';
import { serverAndBrowser } from '../src/harness';
import { buyByCard } from '../src/orders';

const e2e = serverAndBrowser();
const SCREEN_TIMEOUT = 300_000;
/** Headless Chromium says so in its user agent (a program, never counted): the buyer's is a person's. */
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** The dark looks too at the phone width: the charts' colours and the table's card change with the mode. */
const LOOKS = [
  ['light', PHONE],
  ['dark', PHONE],
  ['light', DESKTOP],
  ['dark', DESKTOP],
] as const;

let bought: string;

beforeAll(async () => {
  // A visitor from a newsletter looks around, signs in and buys: one visitor, an order, a campaign.
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { userAgent: PERSON });
  await page.goto('/services?utm_source=newsletter&utm_medium=email&utm_campaign=e2e');
  await page.getByRole('heading').first().waitFor();
  await signInThroughForm(page, DEMO_BUYER);
  bought = (await buyByCard(page, 1)).service.name;
  await context.close();
}, SCREEN_TIMEOUT);

async function openAnalytics(mode: 'light' | 'dark', viewport: typeof DESKTOP, path = '/admin/analytics') {
  const opened = await newPage(e2e.browser, e2e.server.url, {
    viewport,
    colorMode: mode,
    acceptDownloads: true,
    bypassCSP: true,
  });
  await signInThroughForm(opened.page, DEMO_ADMIN);
  await opened.page.goto(path);
  await opened.page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
  await opened.page.getByTestId('figure-tile').first().waitFor();
  return opened;
}

/** Waits until the table shows `count` rows (a period's table is redrawn when its data comes). */
function rowsShown(page: Page, testId: string, count: number) {
  return page.waitForFunction(
    ([id, n]) => document.querySelectorAll(`[data-testid="${id}"] tbody tr`).length === n,
    [testId, count] as const,
  );
}

test(
  'the owner changes the period, sorts the services and reads each chart as a table, at both widths in both modes',
  async () => {
    for (const [mode, viewport] of LOOKS) {
      const { context, page } = await openAnalytics(mode, viewport);
      // Last 30 days by default: one row per day in the chart's table, this week's order in it.
      await rowsShown(page, 'trend-table', 30);
      await page.waitForFunction(() => {
        const paid = document.querySelectorAll('[data-testid="funnel-table"] tbody tr')[2];
        return paid !== undefined && paid.querySelector('td')?.textContent !== '0';
      });
      await page.getByTestId('campaigns-table').getByText('newsletter / email / e2e').waitFor();
      await capture(page, `admin-analytics-${mode}-${viewport.width}`);
      await page.getByTestId('services-table').getByText(bought).waitFor();

      await page.getByText('Last 7 days').click();
      await page.waitForURL((url) => url.searchParams.get('period') === '7');
      await rowsShown(page, 'trend-table', 7);

      await page.getByRole('button', { name: 'Sort by Views' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'views');
      await page.locator('th[aria-sort="descending"]').getByText('Views').waitFor();
      await page.getByTestId('services-table').getByText(bought).waitFor();
      await context.close();
    }
  },
  SCREEN_TIMEOUT,
);

test(
  'the dashboard shows this week beside the counters, linking to the analytics',
  async () => {
    for (const [mode, viewport] of LOOKS) {
      const { context, page } = await newPage(e2e.browser, e2e.server.url, {
        viewport,
        colorMode: mode,
        bypassCSP: true,
      });
      await signInThroughForm(page, DEMO_ADMIN);
      await page.goto('/admin');
      const panel = page.getByTestId('week-panel');
      await panel.getByText('Net revenue').waitFor();
      await capture(page, `admin-dashboard-week-${mode}-${viewport.width}`);
      if (viewport === DESKTOP && mode === 'light') {
        await panel.getByRole('link', { name: 'Open analytics' }).click();
        await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
        await rowsShown(page, 'trend-table', 7);
      }
      await context.close();
    }
  },
  SCREEN_TIMEOUT,
);
