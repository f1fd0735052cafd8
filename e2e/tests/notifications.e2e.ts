import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { seriousViolations } from '../src/axe';
import { DESKTOP, newPage, PHONE, screenshot, switchColorMode, waitForHydration } from '../src/browser';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();

/** A page whose CSP lets the axe script in. */
async function pageForAxe(): Promise<{ context: BrowserContext; page: Page }> {
  return newPage(e2e.browser, e2e.server.url, { bypassCSP: true });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const count = (page: Page) => page.getByTestId('notification-count');

/**
 * The bell's menu open and its list in (what a person reads before choosing): "Mark all as read"
 * is disabled while the list still loads (CI, PostgreSQL pass: read as "nothing unread" then).
 */
async function menuLoaded(page: Page): Promise<void> {
  await page.locator('.notification-menu.show').waitFor();
  await page.getByText('Loading notifications…').waitFor({ state: 'detached' });
}

test('a visitor gets no bell and none of its code', async () => {
  const { context, page } = await pageForAxe();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // What the working page loads: after the app has taken the server's page over (a bell, if any,
  // would come with it), and until nothing more is fetched (code loaded after that).
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await bell(page).count()).toBe(0);
  expect(scripts.filter((url) => url.includes('/remotes/messaging/'))).toEqual([]);
  await context.close();
});

test('a notification arrives while the page is open, and the count goes down when read', async () => {
  const admin = await pageForAxe();
  const buyer = await pageForAxe();
  await signInThroughForm(admin.page, DEMO_ADMIN);
  await signInThroughForm(buyer.page, DEMO_BUYER);
  await buyer.page.goto('/settings');
  await buyer.page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await bell(buyer.page).waitFor();
  // Start from nothing unread, as a person would by clearing the bell.
  await bell(buyer.page).click();
  await menuLoaded(buyer.page);
  const markAll = buyer.page.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isEnabled()) await markAll.click();
  await buyer.page.keyboard.press('Escape');
  await buyer.page.waitForFunction(() => !document.querySelector('[data-testid="notification-count"]'));

  // The admin sends the buyer a custom offer (as the messaging page does, over the API).
  const me = await buyer.page.request.get('/api/auth/session');
  const buyerId = (await me.json()) as { id?: string; _id?: string; user?: { id: string } };
  const id = buyerId.user?.id ?? buyerId.id ?? buyerId._id;
  const adminMe = (await (await admin.page.request.get('/api/auth/session')).json()) as {
    id?: string;
    user?: { id: string };
  };
  const adminId = adminMe.user?.id ?? adminMe.id;
  const conversation = await buyer.page.request.post('/api/conversations', {
    data: { buyerId: id, adminId },
  });
  const { _id: conversationId } = (await conversation.json()) as { _id: string };
  const tag = Date.now().toString(36);
  const offer = await admin.page.request.post('/api/offers', {
    data: {
      conversationId,
      buyerId: id,
      offerDetails: { description: `Poster ${tag}`, price: 45, deliveryTime: 3 },
    },
  });
  expect(offer.status()).toBe(201);

  // It shows in the open page's bell without a reload.
  await count(buyer.page).waitFor();
  expect(await count(buyer.page).textContent()).toBe('1');
  expect(await bell(buyer.page).getAttribute('aria-label')).toBe('Notifications, 1 unread');

  const problems: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const current = await buyer.page.evaluate(() => document.documentElement.getAttribute('data-bs-theme'));
    if ((current ?? 'light') !== mode) await switchColorMode(buyer.page, mode);
    for (const viewport of [PHONE, DESKTOP]) {
      await buyer.page.setViewportSize(viewport);
      // Opened once the menu says so (a click while the last Escape still closed it toggled it
      // shut again: CI, PostgreSQL pass).
      await bell(buyer.page).click();
      await menuLoaded(buyer.page);
      await buyer.page.getByText(`Poster ${tag}`, { exact: false }).first().waitFor();
      await screenshot(buyer.page, `notifications-bell-${mode}-${viewport.width}`);
      for (const violation of await seriousViolations(buyer.page)) {
        problems.push(`bell ${mode} @${viewport.width}: ${violation}`);
      }
      await buyer.page.keyboard.press('Escape');
      await buyer.page.locator('.notification-menu.show').waitFor({ state: 'detached' });
    }
  }
  expect(problems).toEqual([]);

  // Read: the count goes away; the page lists it as read.
  await bell(buyer.page).click();
  await buyer.page.getByRole('button', { name: 'Mark all as read' }).click();
  await buyer.page.waitForFunction(() => !document.querySelector('[data-testid="notification-count"]'));
  expect(await bell(buyer.page).getAttribute('aria-label')).toBe('Notifications');
  await buyer.page.getByRole('link', { name: 'See all notifications' }).click();
  await buyer.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
  await buyer.page.getByRole('main').getByText(`Poster ${tag}`, { exact: false }).first().waitFor();
  for (const viewport of [PHONE, DESKTOP]) {
    await buyer.page.setViewportSize(viewport);
    await screenshot(buyer.page, `notifications-page-dark-${viewport.width}`);
    expect(await seriousViolations(buyer.page)).toEqual([]);
  }

  // The admin has a bell too, and the e-mail switches are in Settings.
  await admin.page.goto('/admin/settings');
  await bell(admin.page).waitFor();
  await admin.page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await admin.page.getByRole('checkbox', { name: 'A new order is paid' }).waitFor();
  await screenshot(admin.page, 'notifications-settings-admin-1280');
  expect(await seriousViolations(admin.page)).toEqual([]);

  await admin.context.close();
  await buyer.context.close();
});
