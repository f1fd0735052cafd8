import { isNecessaryCookie } from '@market/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN, signInThroughForm, uniqueAccount } from '../src/accounts';
import { DESKTOP, imagesAndFontsLoaded, newPage, PHONE, screenshot, switchColorMode } from '../src/browser';
import { pageProblems } from '../src/capture';
import { serverAndBrowser } from '../src/harness';
import { waitForMail } from '../src/outbox';
import { buyByCard } from '../src/orders';
import { totpCode } from '../src/totp';

const e2e = serverAndBrowser();

/** A new buyer, registered over the API and signed in through the form. */
async function newBuyer(page: Page) {
  const account = uniqueAccount();
  const res = await page.request.post('/api/auth/register', { data: account });
  expect(res.status()).toBe(201);
  await signInThroughForm(page, account);
  return account;
}

/** The screen as it is now at 375 and 1280 px in light and dark: screenshots, and nothing axe or a sideways scroll finds. */
async function checkLooks(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await switchColorMode(page, 'dark');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await imagesAndFontsLoaded(page);
      await screenshot(page, `${name}-${mode}-${viewport.width}`);
      for (const problem of await pageProblems(page))
        problems.push(`${name} ${mode} @${viewport.width}: ${problem}`);
    }
  }
  await switchColorMode(page, 'light');
  return problems;
}

async function unnecessaryCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => !isNecessaryCookie(name));
}

test('a buyer downloads a copy of their data, is refused deletion while an order is open, then deletes the account', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { bypassCSP: true });
  const account = await newBuyer(page);
  const order = await buyByCard(page, 0);

  await page.goto('/settings');
  const yourData = page.locator('#your-data');
  await yourData.getByRole('heading', { name: 'Your data' }).waitFor();
  expect(await checkLooks(page, 'your-data')).toEqual([]);

  // Download my data: asked, prepared, announced by mail, downloaded.
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const link = yourData.getByRole('link', { name: /^Download the zip/ });
  await link.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(await waitForMail(e2e.server.dataDir, account.email, 'is ready')).toContain('/settings#your-data');
  expect(await checkLooks(page, 'your-data-ready')).toEqual([]);

  // Delete my account: refused while the order is in work, naming it.
  await yourData.getByLabel('Password').fill(account.password);
  await yourData.getByLabel('Type DELETE to confirm').fill('DELETE');
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await yourData.getByRole('link', { name: order.service.name }).waitFor();
  expect(await checkLooks(page, 'your-data-refused')).toEqual([]);

  // The shop completes the order; the deletion then goes through and signs the buyer out.
  const { context: adminContext, page: admin } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(admin, DEMO_ADMIN);
  const done = await admin.request.put(`/api/orders/${order._id}/update-status`, {
    data: { newStatus: 'completed' },
  });
  expect(done.status()).toBe(200);
  await adminContext.close();

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/account-deleted');
  await page.getByRole('heading', { name: 'Your account is deleted' }).waitFor();
  expect(await checkLooks(page, 'account-deleted')).toEqual([]);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // Signing in again fails; the address registers anew.
  await page.goto('/auth/sign-in');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Invalid username or password').waitFor();
  expect(
    (
      await page.request.post('/api/auth/register', { data: { ...account, password: 'another-pass-9' } })
    ).status(),
  ).toBe(201);
  expect(await unnecessaryCookies(context)).toEqual([]);
  await context.close();
});

test('a buyer with an authenticator app deletes the account only with its code', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { bypassCSP: true });
  const account = await newBuyer(page);
  const setup = await page.request.post('/api/auth/2fa/totp/setup');
  const { secret } = (await setup.json()) as { secret: string };
  // Enabled with the previous step's code, so the current one is still unused for the deletion.
  const enabled = await page.request.post('/api/auth/2fa/totp/enable', {
    data: { code: totpCode(secret, -30) },
  });
  expect(enabled.status()).toBe(200);

  await page.goto('/settings');
  const yourData = page.locator('#your-data');
  const code = yourData.getByLabel('Code from your authenticator app, or a recovery code');
  await code.waitFor();
  await yourData.getByLabel('Password').fill(account.password);
  await yourData.getByLabel('Type DELETE to confirm').fill('DELETE');
  const current = totpCode(secret);
  await code.fill(current === '000000' ? '111111' : '000000');
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await yourData.getByText('The code is not correct').waitFor();
  expect(await checkLooks(page, 'your-data-code-refused')).toEqual([]);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  await code.fill(totpCode(secret));
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/account-deleted');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await context.close();
});

test('the privacy page says what is stored and for how long, and no page sets a cookie that is not necessary', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { bypassCSP: true });
  await page.goto('/privacy');
  await page.getByRole('heading', { name: 'What we store and for how long' }).waitFor();
  await page.getByText('Kept: 90 days', { exact: true }).waitFor();
  await page.getByText(/only cookies that are strictly necessary/).waitFor();
  expect(await checkLooks(page, 'privacy-generated')).toEqual([]);

  // A visitor's and a buyer's walk, dark mode chosen on the way.
  for (const path of ['/', '/services', '/blog', '/about', '/terms', '/auth/sign-in']) {
    await page.goto(path);
    await page.locator('main').waitFor();
  }
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  await newBuyer(page);
  for (const path of ['/settings', '/orders', '/messages']) {
    await page.goto(path);
    await page.locator('main').waitFor();
  }
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['token', 'color-mode']));
  expect(await unnecessaryCookies(context)).toEqual([]);
  await context.close();
});
