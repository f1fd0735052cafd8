import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { DESKTOP, newContext, newPage, PHONE, screenshot } from '../src/browser';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();

/** Plain spaces for Intl's no-break ones, as a reader compares them. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

beforeAll(async () => {
  // The owner enters today's rates by hand (the ECB's feed is not reachable from the test machine).
  const context = await newContext(e2e.browser, e2e.server.url);
  const headers = { Origin: e2e.server.url };
  expect((await context.request.post('/api/auth/login', { data: DEMO_ADMIN, headers })).ok()).toBe(true);
  const saved = await context.request.put('/api/settings/exchange-rates', {
    headers,
    data: {
      rates: [
        { code: 'EUR', rate: 0.934143 },
        { code: 'JPY', rate: 160.617 },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  await context.close();
});

async function openAService(page: Page): Promise<void> {
  await page.goto('/search?query=logo');
  await page.getByTestId('service-grid').getByRole('link').first().click();
  await page.getByRole('button', { name: 'Order Now' }).first().waitFor();
}

for (const [width, viewport] of [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`a buyer picks euros in the header at ${width} px: prices are marked approximate, the dialog names the dollar charge`, async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport });
    await signInThroughForm(page, DEMO_BUYER);
    await openAService(page);
    const price = page.getByTestId('final-price');
    const dollars = plain(await price.textContent());
    expect(dollars).toMatch(/^\$\d+\.\d\d$/);

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByTestId('final-price').filter({ hasText: '≈' }).waitFor();
    expect(plain(await price.textContent())).toMatch(/^≈ €\d+\.\d\d$/);
    await screenshot(page, `currency-menu-eur-${width}`, { fullPage: false });

    await page.getByRole('button', { name: 'Order Now' }).first().click();
    const charged = page.getByRole('dialog').getByTestId('charged-amount');
    await charged.filter({ hasText: 'approximate' }).waitFor();
    expect(plain(await charged.textContent())).toContain(`You will be charged ${dollars}.`);
    await screenshot(page, `currency-checkout-dialog-${width}`, { fullPage: false });

    // Yen have no decimals; the choice is kept for the next page.
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('JPY');
    await page.getByTestId('final-price').filter({ hasText: '¥' }).waitFor();
    expect(plain(await price.textContent())).toMatch(/^≈ ¥[\d,]+$/);
    await page.reload();
    await page.getByTestId('final-price').filter({ hasText: '¥' }).waitFor();
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await context.close();
  });
}
