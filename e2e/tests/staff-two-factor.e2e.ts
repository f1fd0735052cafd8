import { DEMO_ADMIN } from '../src/accounts';
import { DESKTOP, newPage, PHONE, switchColorMode } from '../src/browser';
import { capture } from '../src/capture';
import { serverAndBrowser } from '../src/harness';
import { totpCode } from '../src/totp';

// As a shop in production runs: staff must have a second factor before anything else.
const e2e = serverAndBrowser({}, { STAFF_2FA: 'required' });

test('a staff member without a second factor is held at enrolment until they set one up', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { bypassCSP: true });
  await page.goto('/auth/sign-in');
  await page.getByLabel('Username').fill(DEMO_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/settings/security');
  await page.getByText('Staff accounts need a second factor').waitFor();
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await switchColorMode(page, 'dark');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await capture(page, `admin-security-enrolment-${mode}-${viewport.width}`);
    }
  }

  // Any other admin screen sends them back here; the API refuses them too.
  await page.goto('/admin/orders');
  await page.waitForURL((url) => url.pathname === '/admin/settings/security');
  const refused = await page.request.get('/api/orders');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('AUTH.2FA_ENROLMENT_REQUIRED');

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByText('of 10 recovery codes left').waitFor();
  await page.getByText('Staff accounts need a second factor').waitFor({ state: 'detached' });

  await page.goto('/admin/orders');
  await page.getByRole('heading', { name: 'All Orders (Admin)', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/orders');
  expect((await page.request.get('/api/orders')).status()).toBe(200);
  await context.close();
});
