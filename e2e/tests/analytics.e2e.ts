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

test(
  'the owner changes the period, sorts the services and reads each chart as a table, at both widths in both modes',
  async () => {
    for (const [mode, viewport] of LOOKS) {
      const { context, page } = await openAnalytics(mode, viewport);
      // Last 30 days by default: one row per day in the chart's table, this week's order in it.
      const trendRows = page.getByTestId('trend-table').locator('tbody tr');
      await expect(trendRows.count()).resolves.toBe(30);
      const funnel = page.getByTestId('funnel-table');
      await expect(funnel.locator('tbody tr').nth(2).locator('td').textContent()).resolves.not.toBe('0');
      await expect(page.getByTestId('campaigns-table').textContent()).resolves.toContain(
        'newsletter / email / e2e',
      );
      await capture(page, `admin-analytics-${mode}-${viewport.width}`);
      await expect(page.getByTestId('campaigns-table').textContent()).resolves.toContain(
        'newsletter / email / e2e',
      );
      await page.getByTestId('services-table').waitFor();

      await page.getByText('Last 7 days').click();
      await page.waitForURL((url) => url.searchParams.get('period') === '7');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="trend-table"] tbody tr').length === 7,
      );

      await page.getByRole('button', { name: 'Sort by Views' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'views');
      const sorted = page.locator('th[aria-sort="descending"]');
      await expect(sorted.textContent()).resolves.toContain('Views');
      await expect(page.getByTestId('services-table').textContent()).resolves.toContain(bought);
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
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid="trend-table"] tbody tr').length === 7,
        );
      }
      await context.close();
    }
  },
  SCREEN_TIMEOUT,
);
