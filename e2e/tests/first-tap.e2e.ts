import type { BrowserContext, Page } from 'playwright-core';
import { newContext, newPage, PHONE, switchColorMode } from '../src/browser';
import { DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { serverAndBrowser } from '../src/harness';

/**
 * Issue 32: a control the server's HTML shows is ready when it shows. On the phone profile (CPU
 * four times slower, the app's scripts arriving a while after the page is painted, as on a slow
 * network), each test taps a page's main control as soon as it is painted, before the app has
 * taken the page over, and waits for what the tap does.
 */
const e2e = serverAndBrowser();
let servicePath: string;

beforeAll(async () => {
  const [service] = (await (
    await fetch(`${e2e.server.url}/api/services?subcategory=logo-design`)
  ).json()) as { _id: string; subCategory: string }[];
  servicePath = `/${service.subCategory}/${service._id}`;
}, 180_000);

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  return newPage(e2e.browser, e2e.server.url, { viewport: PHONE, isMobile: true, hasTouch: true });
}

/**
 * Opens `path` as a person does, returning once the HTML has arrived (not once the app works),
 * with a slow CPU and the app's scripts held back until the test calls the `release` returned:
 * what a person does before the page works happens before it works, however busy the machine.
 */
async function openAsPainted(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** A slow CPU, and the app's scripts held back from the next page load until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    if (!/\/boot\.[0-9a-f]+\.js/.test(route.request().url())) await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Whether the app has yet to take the page over (the tap goes to the server's HTML). */
const notHydratedYet = (page: Page) => page.evaluate(() => !!document.querySelector('#root[data-hydrating]'));

test("a buyer's Order Now tapped as soon as it is painted opens the payment dialog", async () => {
  const { context, page } = await phone();
  await signInThroughForm(page, DEMO_BUYER);
  const release = await openAsPainted(page, servicePath);
  const orderNow = page.getByRole('button', { name: 'Order Now' }).first();
  await orderNow.waitFor();
  expect(await notHydratedYet(page)).toBe(true);
  await orderNow.tap();
  // The dialog opens before the page works (its frame, saying payment options are loading)...
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await dialog.waitFor();
  expect(await notHydratedYet(page)).toBe(true);
  await dialog.getByText('Loading payment options…').waitFor();
  release();
  // ...and the choice itself follows, once the page works, in the same place.
  await dialog.getByRole('button', { name: 'Stripe' }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(1);
  await context.close();
});

test('a buyer who closes that dialog before the page works does not see it again once it works', async () => {
  const { context, page } = await phone();
  await signInThroughForm(page, DEMO_BUYER);
  const release = await openAsPainted(page, servicePath);
  const orderNow = page.getByRole('button', { name: 'Order Now' }).first();
  await orderNow.waitFor();
  await orderNow.tap();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await dialog.waitFor({ state: 'hidden' });
  expect(await notHydratedYet(page)).toBe(true);
  release();
  // A tab tapped next is answered after the held taps are replayed: by then a dialog would be back.
  await page.getByRole('tab', { name: 'premium' }).tap();
  await page.getByRole('tab', { name: 'premium', selected: true }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  await context.close();
});

test("a visitor's package tab tapped before the page works is selected", async () => {
  const { context, page } = await phone();
  const release = await openAsPainted(page, servicePath);
  const premium = page.getByRole('tab', { name: 'premium' });
  await premium.waitFor();
  expect(await notHydratedYet(page)).toBe(true);
  await premium.tap();
  // Selected at once, its package shown (on the panel and the phone's order bar), before the page works...
  const shown = () =>
    page.evaluate(() => ({
      tab: document.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
      panel: document.querySelector('[role="tabpanel"]:not([hidden])')?.id,
      bar: document.querySelector('[aria-label="Order summary"] > span:not([hidden])')?.textContent,
      hydrating: !!document.querySelector('#root[data-hydrating]'),
    }));
  expect(await shown()).toEqual({
    tab: 'premium',
    panel: 'package-premium-panel',
    bar: 'premiumN/A',
    hydrating: true,
  });
  release();
  // ...and still once it does (the tap was replayed to the app).
  await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: 'premium', selected: true }).waitFor();
  expect(await page.getByRole('tabpanel').getAttribute('id')).toBe('package-premium-panel');
  await context.close();
});

test("a buyer's coupon typed and applied before the page works is applied", async () => {
  const { context, page } = await phone();
  await signInThroughForm(page, DEMO_BUYER);
  const release = await openAsPainted(page, servicePath);
  const box = page.getByLabel('Coupon code');
  await box.waitFor();
  expect(await notHydratedYet(page)).toBe(true);
  const before = await page.getByTestId('final-price').textContent();
  await box.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).tap();
  release();
  await page.getByText(/^Coupon applied! You saved \$\d+\.\d{2}$/).waitFor();
  const after = await page.getByTestId('final-price').textContent();
  expect(Number(after?.slice(1))).toBeLessThan(Number(before?.slice(1)));
  await context.close();
});

test("a buyer's Contact Seller tapped before the page works opens the conversation", async () => {
  const { context, page } = await phone();
  await signInThroughForm(page, DEMO_BUYER);
  const release = await openAsPainted(page, servicePath);
  const contact = page.getByRole('button', { name: 'Contact Seller' });
  await contact.waitFor();
  expect(await notHydratedYet(page)).toBe(true);
  await contact.tap();
  release();
  await page.waitForURL((url) => /^\/messages\/[0-9a-f-]{36}$/.test(url.pathname), { waitUntil: 'commit' });
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByText('Admin', { exact: true }).waitFor();
  await context.close();
});

test('the menu button at 375 px tapped before the page works opens the menu', async () => {
  const { context, page } = await phone();
  const release = await openAsPainted(page, '/graphics-design');
  const menu = page.getByRole('button', { name: 'Toggle navigation' });
  await menu.waitFor();
  expect(await notHydratedYet(page)).toBe(true);
  await menu.tap();
  release();
  await page.locator('#site-nav.show').getByRole('link', { name: 'Blog' }).waitFor();
  await context.close();
});

test("a visitor's Sort & filter tapped on a subcategory page before the page works opens its panel", async () => {
  const { context, page } = await phone();
  const release = await openAsPainted(page, '/graphics-design/logo-design');
  const toggle = page.getByRole('button', { name: 'Sort & filter' });
  await toggle.waitFor();
  expect(await notHydratedYet(page)).toBe(true);
  await toggle.tap();
  release();
  await page.getByLabel('Delivery time').waitFor();
  await context.close();
});

test("a visitor's sort chosen on a subcategory page before the page works sorts the list", async () => {
  const { context, page } = await phone();
  await page.setViewportSize({ width: 1280, height: 800 }); // the filters show without their toggle
  const release = await openAsPainted(page, '/graphics-design/logo-design');
  const sort = page.getByLabel('Sort by');
  await sort.waitFor();
  expect(await notHydratedYet(page)).toBe(true);
  await sort.selectOption('rating');
  release();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'rating');
  // Still showing the choice once the list has followed it (hydrating had set the select back).
  await sort.locator('option:checked', { hasText: 'Best rated' }).waitFor({ state: 'attached' });
  await context.close();
});

test("a visitor's sort chosen just as the page starts to work is kept", async () => {
  const { context, page } = await phone();
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Chosen at moments through the page's hydration. A choice's first event can make React hydrate
  // the page at once and set the select back before the choice's own change: most were lost so.
  for (const wait of [0, 20, 40, 60, 80, 100, 130, 160]) {
    await page.goto('/graphics-design/logo-design', { waitUntil: 'commit' });
    const sort = page.getByLabel('Sort by');
    await sort.waitFor();
    await page.waitForTimeout(wait);
    await sort.selectOption('rating');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'rating');
  }
  await context.close();
});

test("a visitor's Back pressed before a reloaded list works goes back, and stays there once it works", async () => {
  const { context, page } = await phone();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/graphics-design/logo-design');
  const sort = page.getByLabel('Sort by');
  await sort.selectOption('rating');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'rating');
  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await sort.locator('option:checked', { hasText: 'Best rated' }).waitFor({ state: 'attached' });
  expect(await notHydratedYet(page)).toBe(true);
  // Back within the page's history: the address changes, the page (rendered sorted) not yet.
  await page.goBack({ waitUntil: 'commit' });
  expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
  release();
  // Once the page works it shows where the address is (it used to put the sorted address back).
  await sort.locator('option:checked', { hasText: 'Newest' }).waitFor({ state: 'attached' });
  expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
  await context.close();
});

test('the colour mode switch tapped on /blog before the page works turns the page dark', async () => {
  const { context, page } = await phone();
  const release = await openAsPainted(page, '/blog');
  await switchColorMode(page, 'dark', async (toggle) => {
    await toggle.waitFor();
    expect(await notHydratedYet(page)).toBe(true);
    await toggle.tap();
    release();
  });
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme'))).toBe('dark');
  await context.close();
});

test('a search typed and sent before the page works shows its results', async () => {
  const { context, page } = await phone();
  const release = await openAsPainted(page, '/');
  const box = page.getByRole('searchbox').first();
  await box.waitFor();
  expect(await notHydratedYet(page)).toBe(true);
  await box.fill('logo');
  await box.press('Enter');
  release();
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === 'logo', {
    waitUntil: 'commit',
  });
  await page.getByRole('heading', { level: 1, name: 'Search Results for "logo"' }).waitFor();
  await page.getByTestId('service-grid').getByRole('link').first().waitFor();
  await context.close();
});

test('without script, links are links and the search box is a form the server answers', async () => {
  const context = await newContext(e2e.browser, e2e.server.url, {
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('searchbox').first().fill('logo');
  await page.getByRole('searchbox').first().press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === 'logo', {
    waitUntil: 'commit',
  });
  await page.getByRole('heading', { level: 1, name: 'Search Results for "logo"' }).waitFor();
  await page.goto(servicePath);
  await page.getByRole('link', { name: 'Logo Design' }).first().click();
  await page.waitForURL((url) => url.pathname === '/graphics-design/logo-design');
  await context.close();
});
