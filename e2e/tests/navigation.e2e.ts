import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { newPage } from '../src/browser';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();

async function visitor() {
  return newPage(e2e.browser, e2e.server.url);
}

test('a visitor sees exactly the visitor header links', async () => {
  const { context, page } = await visitor();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Find the right freelancer service, right away' }).waitFor();
  // The first HTML's own plain header comes first; the app's header (the 'Main' navigation) replaces it.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Sign Up' }).waitFor();
  const links = await nav
    .getByRole('link')
    .evaluateAll((nodes) => nodes.map((node) => [node.textContent?.trim(), node.getAttribute('href')]));
  expect(links).toEqual([
    ['Home', '/'],
    ['Services', '/services'],
    ['Blog', '/blog'],
    ['About', '/about'],
    ['Sign In', '/auth/sign-in'],
    ['Sign Up', '/auth/sign-up'],
  ]);
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await page.waitForURL('**/about');
  await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
  await context.close();
});

test("a visitor's page loads make no failing request and log no console error", async () => {
  const { context, page } = await visitor();
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed ${new URL(request.url()).pathname}`));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  for (const [path, heading] of [
    ['/', 'Find the right freelancer service, right away'],
    ['/services', 'Programming & Tech'],
    ['/about', /About/],
  ] as const) {
    const settled = page.waitForResponse((response) => response.url().includes('/api/auth/session'));
    await page.goto(path);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    expect((await settled).status()).toBe(200);
    await page.waitForLoadState('networkidle');
  }
  expect(failures).toEqual([]);
  await context.close();
});

test('an unknown path shows the not-found page and Back to Home returns to /', async () => {
  const { context, page } = await visitor();
  await page.goto('/no/such/page/here');
  await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

test('protected routes send a visitor to /auth/sign-in and admin routes to /', async () => {
  const { context, page } = await visitor();
  for (const path of ['/orders', '/orders/123', '/settings', '/update-password', '/payment-success']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/auth/sign-in');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  }
  for (const path of ['/admin', '/admin/services', '/admin/settings']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
  }
  await context.close();
});

test('sign-in as admin goes to /admin; a signed-in admin opening / goes to /admin', async () => {
  const { context, page } = await visitor();
  await signInThroughForm(page, DEMO_ADMIN);
  // The toast first, as it comes: it is gone a few seconds later, and on a busy machine the admin's
  // screens can take longer than that to arrive.
  await page.getByText('Successfully Signed In!').waitFor();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { name: 'Welcome Admin!' }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/admin');
  await context.close();
});

test('a buyer signs in to /service-list, is kept out of /admin, and logs out to /', async () => {
  const { context, page } = await visitor();
  await signInThroughForm(page, DEMO_BUYER);
  await page.waitForURL((url) => url.pathname === '/service-list');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Messages', 'Profile', 'Settings', 'Orders'])
    await nav.getByRole('link', { name }).waitFor();
  await page.goto('/admin/coupons');
  // Admin route → / → a signed-in buyer's home.
  await page.waitForURL((url) => url.pathname === '/service-list');

  await page.getByRole('searchbox', { name: 'Search services' }).first().fill('  logo design  ');
  await page.keyboard.press('Enter');
  await page.waitForURL(
    (url) => url.pathname === '/search' && url.searchParams.get('query') === 'logo design',
  );

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logged out successfully!').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await context.close();
});

test('a wrong password shows the server message and stays on the form', async () => {
  const { context, page } = await visitor();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Username').fill('buyer');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.locator('.market-toast').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
  await context.close();
});
