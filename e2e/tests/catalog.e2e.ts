import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { DESKTOP, newContext, newPage, PAGE_TIMEOUT_MS, PHONE, screenshot } from '../src/browser';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();

/** Services added as the admin under explainer-videos: enough for two pages, with known prices and delivery times. */
const EXTRA_SERVICES = 14;
const extraPrice = (i: number) => 20 + 10 * i;
const extraDelivery = (i: number) => 1 + (i % 5);

beforeAll(async () => {
  await addExplainerServices();
});

async function addExplainerServices() {
  const context = await newContext(e2e.browser, e2e.server.url);
  const headers = { Origin: e2e.server.url };
  expect((await context.request.post('/api/auth/login', { data: DEMO_ADMIN, headers })).ok()).toBe(true);
  const [demo] = (await (
    await context.request.get('/api/services?category=video-animation&limit=1')
  ).json()) as { coverImage: string }[];
  for (let i = 0; i < EXTRA_SERVICES; i += 1) {
    const answer = await context.request.post('/api/services', {
      headers,
      data: {
        title: `I will produce explainer video number ${i + 1}`,
        category: 'video-animation',
        subCategory: 'explainer-videos',
        coverImage: demo.coverImage,
        desc: 'A short animated explainer video for your product, with script and voice-over.',
        shortTitle: `Explainer video ${i + 1}`,
        shortDesc: 'Explain your product in a minute.',
        features: ['Script', 'Voice-over'],
        packages: (['basic', 'standard', 'premium'] as const).map((name, n) => ({
          name,
          desc: `${name} package`,
          deliveryTime: extraDelivery(i) + n * 5,
          revisionNumber: n + 1,
          regularPrice: extraPrice(i) * (n + 1),
          salePrice: 0,
        })),
      },
    });
    expect(answer.status()).toBe(201);
  }
  await context.close();
}

/** The 'Showing a–b of n services' line, as numbers. */
async function resultCount(page: Page): Promise<{ from: number; to: number; total: number }> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  const [from, to, total] = (text.match(/\d+/g) ?? []).map(Number);
  return { from, to, total };
}

test('a visitor browses a category in the sidebar and sees N/A prices', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await page.goto('/services');
  const grid = page.getByTestId('service-grid');
  // Default category: programming-tech.
  await grid.getByText('WordPress website').waitFor();
  await page.getByTestId('category-sidebar').getByRole('link', { name: 'Graphics & Design' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/services' && url.searchParams.get('category') === 'graphics-design',
  );
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
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
  await page.goto('/services?category=business');
  await page.getByTestId('service-grid').getByText('Business plan').waitFor();
  await page.getByRole('button', { name: 'Open Sidebar' }).click();
  await page.getByRole('button', { name: 'Close Sidebar' }).waitFor();
  await screenshot(page, 'catalog-services-375');
  await context.close();
});

test('a search with a typo still finds the service', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await page.goto('/search?query=logo%20desgn');
  await page.getByRole('heading', { name: 'Search Results for "logo desgn"' }).waitFor();
  await page.getByTestId('service-grid').getByText('Minimalist logo design').waitFor();
  await page.goto('/search?query=zzqqxxyyww');
  await page.getByText('No services found for your search.').waitFor();
  await context.close();
});

test('a category landing page and a subcategory list', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
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
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);
  await page.goto('/services?category=graphics-design');
  const grid = page.getByTestId('service-grid');
  await grid.getByText('Minimalist logo design').waitFor();
  const prices = await grid.getByTestId('starting-price').allTextContents();
  expect(prices.every((price) => /^\$\d+\.\d{2}$/.test(price))).toBe(true);
  await context.close();
});

test('a signed-in buyer opens a service and applies WELCOME10', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);
  await page.goto('/services?category=graphics-design');
  await page
    .getByTestId('service-grid')
    .getByRole('link')
    .filter({ hasText: 'Minimalist logo design' })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/logo-design/'));
  await page
    .getByRole('heading', { level: 1, name: 'I will design a modern minimalist logo for your brand' })
    .waitFor();
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

  // Then pays it by card: the sandbox card page, the success page, and the order at the coupon price.
  await page.getByRole('button', { name: 'Order Now' }).click();
  await dialog.getByRole('button', { name: 'Stripe' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page
    .getByText('Thank you for purchasing I will design a modern minimalist logo for your brand.')
    .waitFor();
  await page.getByRole('link', { name: 'Go to Orders' }).click();
  const row = page
    .locator('tr', { hasText: 'I will design a modern minimalist logo for your brand' })
    .first();
  await row.getByText('paid', { exact: true }).waitFor();
  await row.getByText(after!, { exact: true }).waitFor();
  await context.close();
});

test('a coupon stays applied across package tabs, and the card page charges the total shown', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);
  await page.goto('/search?query=logo');
  await page
    .getByTestId('service-grid')
    .getByRole('link')
    .filter({ hasText: 'Minimalist logo design' })
    .click();
  await page.getByRole('tab', { name: 'premium' }).waitFor();
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText(/^Coupon applied! You saved/).waitFor();
  const basicTotal = (await page.getByTestId('final-price').textContent()) ?? '';
  await page.getByRole('tab', { name: 'premium' }).click();
  // Quoted again on premium: its own saving, the coupon still applied.
  await page.getByText(/^Coupon applied! You saved/).waitFor();
  await page.waitForFunction(
    (total) => document.querySelector('[data-testid="final-price"]')?.textContent !== total,
    basicTotal,
  );
  expect(await page.getByLabel('Coupon code').count()).toBe(0);
  await page.getByRole('tab', { name: 'basic' }).click();
  await page.waitForFunction(
    (total) => document.querySelector('[data-testid="final-price"]')?.textContent === total,
    basicTotal,
  );
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-bs-theme', m), mode);
    await screenshot(page, `coupon-tabs-${mode}-1280`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `coupon-tabs-${mode}-375-screen`, { fullPage: false });
    await page.setViewportSize(DESKTOP);
  }
  await page.getByRole('button', { name: 'Order Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stripe' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/stripe/'));
  await page.getByText(`${basicTotal} USD`).waitFor();
  await context.close();
});

test('a visitor on a service detail is sent to sign in by Order Now', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
  await page.goto('/search?query=logo');
  await page.getByTestId('service-grid').getByRole('link').first().click();
  // On a phone the price and Order Now stay at the bottom of the screen.
  const bar = page.getByRole('region', { name: 'Order summary' });
  await bar.getByRole('button', { name: 'Order Now' }).waitFor();
  await screenshot(page, 'catalog-detail-375');
  await bar.getByRole('button', { name: 'Order Now' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/sign-in');
  await context.close();
});

test('the blog list opens a blog post', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
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

test("the video-animation landing's explainer-videos card opens a working list under /digital-marketing", async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await page.goto('/video-animation');
  const card = page.getByRole('link', { name: 'Explainer Videos' });
  expect(await card.getAttribute('href')).toBe('/digital-marketing/explainer-videos');
  await card.click();
  await page.waitForURL((url) => url.pathname === '/digital-marketing/explainer-videos');
  await page.getByRole('heading', { level: 1, name: 'Explainer Videos' }).waitFor();
  // Newest first: the last one added leads the list.
  await page
    .getByTestId('service-grid')
    .getByText(`Explainer video ${EXTRA_SERVICES}`, { exact: true })
    .waitFor();
  expect(await page.getByText('Oops! Page Not Found').count()).toBe(0);
  expect(await page.title()).toBe('Explainer Videos services | Gigly');
  await context.close();
});

test('a buyer sorts, filters and pages a subcategory through the URL; reload and back keep them', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);
  await page.goto('/video-Animation/explainer-videos');
  await page.getByTestId('service-grid').waitFor();
  expect(await resultCount(page)).toEqual({ from: 1, to: 12, total: EXTRA_SERVICES });

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await page.getByText(`Showing 13–${EXTRA_SERVICES} of ${EXTRA_SERVICES} services`).waitFor();
  await page.reload();
  await page.getByText(`Showing 13–${EXTRA_SERVICES} of ${EXTRA_SERVICES} services`).waitFor();

  await page.getByLabel('Sort by').selectOption('price');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price' && !url.searchParams.has('page'));
  await page.getByText(`Showing 1–12 of ${EXTRA_SERVICES} services`).waitFor();
  const grid = page.getByTestId('service-grid');
  await grid
    .getByTestId('starting-price')
    .first()
    .filter({ hasText: `$${extraPrice(0).toFixed(2)}` })
    .waitFor();

  const maxPrice = extraPrice(5);
  await page.getByLabel('Max price ($)').fill(String(maxPrice));
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((url) => url.searchParams.get('maxPrice') === String(maxPrice));
  await page.getByText('Showing 1–6 of 6 services').waitFor();
  const prices = (await grid.getByTestId('starting-price').allTextContents()).map((price) =>
    Number(price.slice(1)),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(Math.max(...prices)).toBeLessThanOrEqual(maxPrice);

  await page.getByLabel('Delivery time').selectOption('3');
  await page.waitForURL((url) => url.searchParams.get('maxDelivery') === '3');
  const fast = Array.from({ length: 6 }, (_, i) => i).filter((i) => extraDelivery(i) <= 3).length;
  await page.getByText(`Showing 1–${fast} of ${fast} services`).waitFor();

  await page.reload();
  await page.getByText(`Showing 1–${fast} of ${fast} services`).waitFor();
  expect(await page.getByLabel('Sort by').inputValue()).toBe('price');
  expect(await page.getByLabel('Max price ($)').inputValue()).toBe(String(maxPrice));
  expect(await page.getByLabel('Delivery time').inputValue()).toBe('3');
  await screenshot(page, 'catalog-subcategory-filtered-1280');

  await page.goBack();
  await page.waitForURL(
    (url) => !url.searchParams.has('maxDelivery') && url.searchParams.get('maxPrice') === String(maxPrice),
  );
  await page.getByText('Showing 1–6 of 6 services').waitFor();
  expect(await page.getByLabel('Delivery time').inputValue()).toBe('');
  await context.close();
});

test('filters fold behind a button on a phone', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
  await page.goto('/search?query=explainer&maxDelivery=3');
  await page.getByTestId('service-grid').waitFor();
  expect(await page.getByLabel('Delivery time').isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Sort & filter (1)' }).click();
  expect(await page.getByLabel('Delivery time').inputValue()).toBe('3');
  expect(await page.getByLabel('Sort by').inputValue()).toBe('relevance');
  await screenshot(page, 'catalog-search-filters-375');
  await context.close();
});

/** Pays for a service through the built-in Stripe sandbox, as the checkout tests do, and waits until it counts. */
async function buyThroughSandbox(page: Page, serviceId: string) {
  const started = await page.evaluate(async (id) => {
    const service = (await (await fetch(`/api/services/single-service/${id}`)).json()) as {
      title: string;
      packages: { name: string; regularPrice: number; salePrice: number }[];
    };
    const basic = service.packages[0];
    const response = await fetch('/api/stripe/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        title: service.title,
        price: basic.salePrice > 0 ? basic.salePrice : basic.regularPrice,
        name: basic.name,
        serviceId: id,
      }),
    });
    return { status: response.status, body: (await response.json()) as { url: string } };
  }, serviceId);
  expect(started.status).toBe(200);
  await page.goto(started.body.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  // The payment is confirmed on the queue, after the browser is back.
  for (const deadline = Date.now() + PAGE_TIMEOUT_MS; Date.now() < deadline;) {
    const answer = await page.request.get(`/api/orders/iseligible?serviceId=${serviceId}`);
    if ((await answer.json()).eligible === true) return;
    await page.waitForTimeout(200);
  }
  throw new Error('The paid order never made the buyer eligible to review');
}

test('a buyer with a paid order reviews the service, sees the review first and deletes it', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);
  const [seo] = (await (
    await page.request.get('/api/services?subcategory=search-engine-optimization')
  ).json()) as { _id: string }[];
  await page.goto(`/search-engine-optimization/${seo._id}`);
  await page.getByText('Complete an order of this service to leave a review.').waitFor();
  expect(await page.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);

  await buyThroughSandbox(page, seo._id);
  await page.goto(`/search-engine-optimization/${seo._id}`);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText('Please provide both a rating and description').waitFor();

  const text = `Clear audit, fast fixes ${Date.now()}`;
  await page.getByLabel('Rating').selectOption('4');
  await page.getByLabel('Your review').fill(text);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText('Review submitted successfully!').waitFor();
  const reviews = page.locator('section[aria-labelledby="reviews-title"] .list-group-item');
  await reviews.first().getByText(text).waitFor();
  // One review per buyer: the form goes away, and the stars at the top count it at once.
  await page.getByRole('button', { name: 'Submit Review' }).waitFor({ state: 'detached' });
  await page.locator('h1 + div').getByText('(1)').waitFor();
  await expect(page.locator('h1 + div').textContent()).resolves.toContain('4.0');
  await screenshot(page, 'catalog-review-1280');

  // The page as the server sends it (one copy for every buyer): their own review is theirs to delete.
  await page.reload();
  await reviews.first().getByRole('button', { name: 'Delete' }).waitFor();
  expect(await reviews.getByRole('button', { name: 'Delete' }).count()).toBe(1);
  await reviews.first().getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to delete your review?').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Review deleted successfully!').waitFor();
  await page.getByText(text).waitFor({ state: 'detached' });
  await context.close();
});

test('a service page sets its title and description for sharing', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await page.goto('/search?query=logo');
  await page.waitForFunction(() => document.title === 'Search Results for "logo" | Gigly');
  await page
    .getByTestId('service-grid')
    .getByRole('link')
    .filter({ hasText: 'Minimalist logo design' })
    .click();
  await page
    .getByRole('heading', { level: 1, name: 'I will design a modern minimalist logo for your brand' })
    .waitFor();
  await page.waitForFunction(
    () => document.title === 'I will design a modern minimalist logo for your brand | Gigly',
  );
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toBeTruthy();
  expect(description).not.toContain('Find the right freelancer service');
  await page.goto('/blog');
  await page.waitForFunction(() => document.title === 'Our Blogs | Gigly');
  await context.close();
});
