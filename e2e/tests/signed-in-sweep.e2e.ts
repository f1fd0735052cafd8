import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER } from '../src/accounts';
import { imagesAndFontsLoaded, newPage, PHONE, screenshot, switchColorMode } from '../src/browser';
import { LOOKS, pageProblems } from '../src/capture';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();

interface Screen {
  name: string;
  /** `{user}`, `{order}`, `{conversation}`, `{service}` (its page path), `{blog}`, `{serviceId}` are filled in. */
  path: string;
  /** The heading that tells the screen has rendered. */
  heading: string | RegExp;
}

/** Every page a signed-in buyer reaches (the public ones as a buyer sees them: prices, coupon box). */
const BUYER_SCREENS: Screen[] = [
  { name: 'landing', path: '/digital-marketing', heading: /./ },
  { name: 'browse', path: '/services?category=video-animation', heading: /./ },
  { name: 'service-list', path: '/service-list', heading: 'Services' },
  { name: 'subcategory', path: '/video-Animation/2d-animation', heading: /./ },
  { name: 'search', path: '/search?query=logo', heading: /./ },
  { name: 'service', path: '{service}', heading: /./ },
  { name: 'blog', path: '/blog', heading: 'Our Blogs' },
  { name: 'blog-post', path: '/blog/{blog}', heading: /./ },
  { name: 'orders', path: '/orders', heading: 'My Orders' },
  { name: 'order', path: '/orders/{order}', heading: 'Order Details' },
  { name: 'payment-cancel', path: '/payment-cancel', heading: 'Payment Cancelled.' },
  { name: 'paypal-cancel', path: '/paypal-cancel', heading: '❌ Payment Cancelled' },
  { name: 'messages', path: '/messages', heading: 'Messages' },
  { name: 'conversation', path: '/messages/{conversation}', heading: /^Conversation with/ },
  { name: 'settings', path: '/settings', heading: 'Settings' },
  { name: 'update-password', path: '/update-password', heading: 'Change Password' },
  { name: 'profile', path: '/profile/{user}', heading: /./ },
  { name: 'notifications', path: '/notifications', heading: 'Notifications' },
];

const ADMIN_SCREENS: Screen[] = [
  { name: 'dashboard', path: '/admin', heading: 'Welcome Admin!' },
  { name: 'orders', path: '/admin/orders', heading: 'All Orders (Admin)' },
  { name: 'order', path: '/admin/orders/{order}', heading: 'Order Details' },
  { name: 'services', path: '/admin/services', heading: 'Admin Services' },
  { name: 'add-service', path: '/admin/add-service', heading: 'Add Service' },
  { name: 'edit-service', path: '/admin/services/edit/{serviceId}', heading: 'Edit Service' },
  { name: 'blogs', path: '/admin/blogs', heading: 'Admin Blogs' },
  { name: 'add-blog', path: '/admin/add-blog', heading: 'Add Blog' },
  { name: 'galleries', path: '/admin/galleries', heading: 'Admin Galleries' },
  { name: 'add-gallery', path: '/admin/add-gallery', heading: 'Add Gallery' },
  { name: 'coupons', path: '/admin/coupons', heading: 'Manage Coupons' },
  { name: 'invoices', path: '/admin/invoices', heading: 'Invoices' },
  { name: 'invoicing', path: '/admin/settings/invoicing', heading: 'Invoicing' },
  { name: 'notifications', path: '/notifications', heading: 'Notifications' },
  { name: 'messages', path: '/messages', heading: 'Messages' },
  { name: 'conversation', path: '/messages/{conversation}', heading: /^Conversation with/ },
  { name: 'settings', path: '/admin/settings', heading: 'Settings' },
  { name: 'profile', path: '/admin/profile/{user}', heading: /./ },
];

type Ids = Record<'user' | 'order' | 'conversation' | 'service' | 'serviceId' | 'blog', string>;

/** Signs in through the API (the form has its own tests) and answers the ids the paths need. */
async function signIn(
  page: Page,
  account: { username: string; password: string },
  admin: boolean,
): Promise<Ids> {
  const answer = await page.request.post('/api/auth/login', {
    data: account,
    headers: { Origin: e2e.server.url },
  });
  const user = (await answer.json()) as { id: string };
  const json = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const [service] = await json<{ _id: string; subCategory: string }[]>('/api/services?limit=1');
  const [blog] = await json<{ _id: string }[]>('/api/blogs?limit=1');
  const conversations = await json<{ _id: string }[]>('/api/conversations');
  let conversation = conversations[0]?._id;
  if (!conversation && !admin) {
    const admins = await json<{ _id: string; userId: string }[]>('/api/services?limit=1');
    const created = await page.request.post('/api/conversations', {
      data: { buyerId: user.id, adminId: admins[0].userId },
      headers: { Origin: e2e.server.url },
    });
    conversation = ((await created.json()) as { _id: string })._id;
  }
  const orders = await json<{ _id: string }[]>(admin ? '/api/orders/admin?payment=all' : '/api/orders');
  return {
    user: user.id,
    order: orders[0]?._id ?? '',
    conversation: conversation ?? '',
    service: `/${service.subCategory}/${service._id}`,
    serviceId: service._id,
    blog: blog?._id ?? '',
  };
}

/** A paid order and a cancelled checkout for the buyer, so My Orders shows both kinds of row. */
async function buyerOrders(page: Page) {
  await page.goto('/about');
  for (const press of ['Pay', 'Cancel'] as const) {
    const checkout = await page.evaluate(async () => {
      const [service] = (await (await fetch('/api/services?limit=1')).json()) as {
        _id: string;
        title: string;
        packages: { name: string; regularPrice: number; salePrice: number }[];
      }[];
      const basic = service.packages.find((pkg) => pkg.name === 'basic') ?? service.packages[0];
      const price = basic.salePrice > 0 ? basic.salePrice : basic.regularPrice;
      const response = await fetch('/api/stripe/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ title: service.title, price, name: basic.name, serviceId: service._id }),
      });
      return (await response.json()) as { url: string };
    });
    await page.goto(checkout.url);
    await page.getByRole('button', { name: press, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/api/sandbox/'));
  }
}

/**
 * Each screen loaded once and looked at in every look, as a person turns a phone or taps the
 * header's theme toggle: a page load per look cost the suite twice as long, for the same pages.
 */
async function sweep(screens: Screen[], account: { username: string; password: string }, admin: boolean) {
  const problems: string[] = [];
  const { context, page } = await newPage(e2e.browser, e2e.server.url, {
    viewport: LOOKS[0][1],
    colorScheme: 'light',
    // axe is injected as an inline script, which the page's CSP refuses.
    bypassCSP: true,
  });
  const ids = await signIn(page, account, admin);
  for (const screen of screens) {
    const path = screen.path.replace(/\{(\w+)\}/g, (_, key: keyof Ids) => ids[key]);
    await page.setViewportSize(LOOKS[0][1]);
    await page.goto(path);
    try {
      await page.getByRole('heading', { name: screen.heading }).first().waitFor();
    } catch {
      problems.push(`${path}: no heading ${String(screen.heading)}`);
      continue;
    }
    await page.waitForSelector('[data-testid="loading-overlay"]', { state: 'detached' });
    // Nothing still loading on screen (a hidden status, such as the payment dialog's frame a
    // service page keeps for a tap made before it works, is not on screen).
    await page
      .locator('main [role="status"]:visible', { hasText: /^Loading/ })
      .first()
      .waitFor({ state: 'detached' });
    let mode: string = 'light';
    for (const [look, viewport] of LOOKS) {
      await page.setViewportSize(viewport);
      if (look !== mode) {
        await switchColorMode(page, look);
        mode = look;
      }
      await imagesAndFontsLoaded(page);
      await screenshot(page, `sweep-${admin ? 'admin' : 'buyer'}-${screen.name}-${look}-${viewport.width}`);
      for (const problem of await pageProblems(page))
        problems.push(`${look} ${path} @${viewport.width}: ${problem}`);
      if (viewport === PHONE) problems.push(...(await smallTapTargets(page, `${look} ${path}`)));
    }
    // Light again for the next screen (the toggle keeps the choice).
    if (mode !== 'light') await switchColorMode(page, 'light');
  }
  await context.close();
  return problems;
}

/** The header's controls a finger taps, narrower or lower than 44 px. */
async function smallTapTargets(page: Page, where: string): Promise<string[]> {
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll('header button, header .navbar-toggler'))
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent,
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ name, box }) => `${name} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  return small.map((target) => `${where} @375: tap target ${target}`);
}

test('every signed-in buyer page: no serious axe violation in light (375, 1280 px) and dark (1280 px), no sideways scroll, header tap targets of 44 px, screenshots', async () => {
  const { page, context } = await newPage(e2e.browser, e2e.server.url);
  await signIn(page, DEMO_BUYER, false);
  await buyerOrders(page);
  await context.close();
  expect(await sweep(BUYER_SCREENS, DEMO_BUYER, false)).toEqual([]);
}, 900_000);

test('every admin page: no serious axe violation in light (375, 1280 px) and dark (1280 px), no sideways scroll, header tap targets of 44 px, screenshots', async () => {
  expect(await sweep(ADMIN_SCREENS, DEMO_ADMIN, true)).toEqual([]);
}, 900_000);
