import type { Browser } from 'playwright-core';
import { DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { launchBrowser, newPage, PHONE, screenshot } from '../src/browser';
import { RunningServer, startServer } from '../src/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('a visitor browses a category in the sidebar and sees N/A prices', async () => {
  const { context, page } = await newPage(browser, server.url);
  await page.goto('/services');
  const grid = page.getByTestId('service-grid');
  // Default category: programming-tech.
  await grid.getByText('WordPress website').waitFor();
  await page.getByTestId('category-sidebar').getByRole('link', { name: 'Graphics & Design' }).click();
  await page.waitForURL((url) => url.pathname === '/services' && url.searchParams.get('category') === 'graphics-design');
  await grid.getByText('Minimalist logo design').waitFor();
  const prices = await grid.getByTestId('starting-price').allTextContents();
  expect(prices.length).toBe(3);
  expect(prices.every((price) => price === 'N/A')).toBe(true);
  await screenshot(page, 'catalog-services-1280');

  const card = grid.getByRole('link').filter({ hasText: 'Minimalist logo design' });
  expect(await card.getAttribute('href')).toMatch(/^\/logo-design\/[\w-]+$/);
  await context.close();
});

test('the sidebar toggles on a phone', async () => {
  const { context, page } = await newPage(browser, server.url, PHONE);
  await page.goto('/services?category=business');
  await page.getByTestId('service-grid').getByText('Business plan').waitFor();
  await page.getByRole('button', { name: 'Open Sidebar' }).click();
  await page.getByRole('button', { name: 'Close Sidebar' }).waitFor();
  await screenshot(page, 'catalog-services-375');
  await context.close();
});

test('a search with a typo still finds the service', async () => {
  const { context, page } = await newPage(browser, server.url);
  await page.goto('/search?query=logo%20desgn');
  await page.getByRole('heading', { name: 'Search Results for "logo desgn"' }).waitFor();
  await page.getByTestId('service-grid').getByText('Minimalist logo design').waitFor();
  await page.goto('/search?query=zzqqxxyyww');
  await page.getByText('No services found for your search.').waitFor();
  await context.close();
});

test('a category landing page and a subcategory list', async () => {
  const { context, page } = await newPage(browser, server.url);
  await page.goto('/business');
  await page.getByText('Take your business to the next level.').waitFor();
  const hero = await page.getByTestId('category-hero').boundingBox();
  expect(hero?.height).toBe(300);
  await page.getByRole('link', { name: 'Business Plan' }).first().click();
  await page.waitForURL((url) => url.pathname === '/business/business-plan');
  await page.getByTestId('service-grid').getByText('Business plan').waitFor();
  await page.goto('/business/sales');
  await page.getByText('No services found for this subcategory.').waitFor();
  await context.close();
});

test('a signed-in buyer sees real starting prices', async () => {
  const { context, page } = await newPage(browser, server.url);
  await signInThroughForm(page, DEMO_BUYER);
  await page.goto('/services?category=graphics-design');
  const grid = page.getByTestId('service-grid');
  await grid.getByText('Minimalist logo design').waitFor();
  const prices = await grid.getByTestId('starting-price').allTextContents();
  expect(prices.every((price) => /^\$\d+\.\d{2}$/.test(price))).toBe(true);
  await context.close();
});

test('a signed-in buyer opens a service and applies WELCOME10', async () => {
  const { context, page } = await newPage(browser, server.url);
  await signInThroughForm(page, DEMO_BUYER);
  await page.goto('/services?category=graphics-design');
  await page.getByTestId('service-grid').getByRole('link').filter({ hasText: 'Minimalist logo design' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/logo-design/'));
  await page.getByRole('heading', { level: 1, name: 'I will design a modern minimalist logo for your brand' }).waitFor();
  const before = await page.getByTestId('final-price').textContent();
  await page.getByLabel('Coupon code').fill('NOPE-NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('❌ Invalid or expired coupon code.').waitFor();
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText(/^Coupon applied! You saved \$\d+\.\d{2}$/).waitFor();
  expect(await page.getByLabel('Coupon code').count()).toBe(0);
  const after = await page.getByTestId('final-price').textContent();
  expect(Number(after?.slice(1))).toBeLessThan(Number(before?.slice(1)));
  await screenshot(page, 'catalog-detail-1280');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Stripe' }).waitFor();
  await dialog.getByRole('button', { name: 'PayPal' }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await context.close();
});

test('a visitor on a service detail is sent to sign in by Order Now', async () => {
  const { context, page } = await newPage(browser, server.url, PHONE);
  await page.goto('/search?query=logo');
  await page.getByTestId('service-grid').getByRole('link').first().click();
  await page.getByRole('button', { name: 'Order Now' }).waitFor();
  await screenshot(page, 'catalog-detail-375');
  await page.getByRole('button', { name: 'Order Now' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/sign-in');
  await context.close();
});

test('the blog list opens a blog post', async () => {
  const { context, page } = await newPage(browser, server.url);
  await page.goto('/blog');
  await page.getByRole('heading', { name: 'Voices Behind the Screen' }).waitFor();
  await page.getByRole('heading', { name: 'Our Blogs' }).waitFor();
  const first = page.locator('a[href^="/blog/"]').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.click();
  await page.waitForURL((url) => /^\/blog\/[\w-]+$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await screenshot(page, 'catalog-blog-post-1280');
  await context.close();
});
