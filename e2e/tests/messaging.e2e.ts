import type { Page, WebSocketRoute } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { DESKTOP, newPage, PHONE, screenshot } from '../src/browser';
import { pageProblems } from '../src/capture';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser({ separateGateway: true });

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const timeline = (page: Page) => page.getByRole('region', { name: 'Messages' });

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await timeline(page).getByText(text, { exact: true }).waitFor();
  // The box empties once the server has accepted the message; the socket's copy can show first.
  await page.waitForFunction(
    (box) => (box as HTMLTextAreaElement).value === '',
    await messageBox(page).elementHandle(),
  );
}

/** A desktop page whose CSP lets the axe script in. */
async function pageForAxe() {
  return newPage(e2e.browser, e2e.server.url, { bypassCSP: true });
}

/** On a phone the menu is collapsed; a dot on its toggle tells unread messages wait inside. */
const menuToggleHasDot = (page: Page) =>
  page.evaluate(() => {
    const toggle = document.querySelector('.navbar-toggler');
    return !!toggle && getComputedStyle(toggle, '::after').content !== 'none';
  });

/** What axe or the layout found wrong on the screens shot so far. */
const problems: string[] = [];

/** Screenshots of the page at both widths for a person to look at, with axe and a sideways-scroll check. */
async function shoot(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await screenshot(page, `${name}-${viewport.width}`);
    for (const problem of await pageProblems(page)) problems.push(`${name} @${viewport.width}: ${problem}`);
  }
}

test('a visitor is told to sign in and sent to the sign-in page', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await page.goto('/messages');
  await page.getByText("You aren't authenticated").waitFor();
  await page.waitForURL((url) => url.pathname === '/auth/sign-in');
  await context.close();
});

test('with the messaging remote down, the header shows no badge and the rest of the site works', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await page.route('**/remotes/messaging/remoteEntry.js', (route) => route.abort());
  await signInThroughForm(page, DEMO_BUYER);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('heading', { name: 'My Orders' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Messages', exact: true }).count()).toBe(1);
  expect(await page.getByTestId('unread-badge').count()).toBe(0);
  await page.setViewportSize(PHONE);
  expect(await menuToggleHasDot(page)).toBe(false);
  await page.goto('/messages');
  await page.getByText('This section is temporarily unavailable').waitFor();
  await context.close();
});

test('buyer and admin chat live, the admin offers, the buyer accepts and pays the offer', async () => {
  const admin = await pageForAxe();
  const buyer = await pageForAxe();
  // The buyer's real-time connection passes through here, so the test can cut it.
  let socketsDown = false;
  const open: WebSocketRoute[] = [];
  await buyer.page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (socketsDown) return void ws.close();
    ws.connectToServer();
    open.push(ws);
  });
  await buyer.page.route(/\/socket\.io\//, (route) => (socketsDown ? route.abort() : route.continue()));
  await signInThroughForm(admin.page, DEMO_ADMIN);
  await signInThroughForm(buyer.page, DEMO_BUYER);
  const tag = Date.now().toString(36);

  // The admin waits on the conversation list.
  await admin.page.goto('/messages');
  await admin.page.getByRole('heading', { name: 'Messages' }).waitFor();
  await admin.page.waitForLoadState('networkidle');

  // The buyer contacts the seller from a service page.
  await buyer.page.goto('/services?category=graphics-design');
  await buyer.page.getByTestId('service-grid').getByRole('link').first().click();
  await buyer.page.getByRole('button', { name: 'Contact Seller' }).click();
  await buyer.page.waitForURL((url) => /^\/messages\/[0-9a-f-]{36}$/.test(url.pathname));
  const conversationPath = new URL(buyer.page.url()).pathname;
  await buyer.page
    .getByRole('navigation', { name: 'breadcrumb' })
    .getByText('Admin', { exact: true })
    .waitFor();
  // Whitespace is never sent.
  await messageBox(buyer.page).fill('   ');
  await messageBox(buyer.page).press('Enter');
  const question = `Hello, can you make a logo for my bakery? ${tag}`;
  await say(buyer.page, question);

  // The admin's list shows it live, unread, with the Actions column and the header badge.
  const table = admin.page.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: question });
  await row.waitFor();
  expect(await row.getAttribute('data-unread')).toBe('true');
  await table.getByRole('columnheader', { name: 'Actions' }).waitFor();
  await row.getByRole('button', { name: 'Mark as Read' }).waitFor();
  await admin.page.getByTestId('unread-badge').waitFor();
  expect(
    Number(await admin.page.getByTestId('unread-badge').locator('[aria-hidden]').textContent()),
  ).toBeGreaterThanOrEqual(1);
  await admin.page.setViewportSize(PHONE);
  expect(await menuToggleHasDot(admin.page)).toBe(true);
  await shoot(admin.page, 'messaging-list-admin');

  // The admin opens it (the breadcrumb names the buyer), which marks it read, and replies.
  await row.getByText(question).click();
  await admin.page.waitForURL((url) => url.pathname === conversationPath);
  await admin.page
    .getByRole('navigation', { name: 'breadcrumb' })
    .getByText('buyer', { exact: true })
    .waitFor();
  await timeline(admin.page).getByText(question).waitFor();
  const reply = `Sure! I will send you an offer. ${tag}`;
  await say(admin.page, reply);

  // The buyer sees the reply without reloading, on the left.
  const replyBubble = timeline(buyer.page).locator('[data-own="false"]', { hasText: reply });
  await replyBubble.waitFor();
  expect(await timeline(buyer.page).locator('[data-own="true"]', { hasText: question }).count()).toBe(1);

  // The buyer's connection drops; what the admin says meanwhile shows once it returns (refetch on reconnect).
  socketsDown = true;
  await Promise.all(open.splice(0).map((ws) => ws.close()));
  const whileAway = `Are you still there? ${tag}`;
  await say(admin.page, whileAway);
  await buyer.page.waitForTimeout(1_000);
  expect(await timeline(buyer.page).getByText(whileAway).count()).toBe(0);
  socketsDown = false;
  await timeline(buyer.page).getByText(whileAway).waitFor();

  // The admin creates an offer; validation first.
  await admin.page.getByRole('button', { name: 'Create Offer' }).click();
  const form = admin.page.getByRole('form', { name: 'Create Offer' });
  await form.getByRole('button', { name: 'Preview Offer' }).click();
  await form.getByText('Description is required.').waitFor();
  await form.getByLabel('Description').fill(`Bakery logo with three concepts ${tag}`);
  await form.getByLabel('Price').fill('abc');
  await form.getByLabel('Delivery time (days)').fill('400');
  await form.getByRole('button', { name: 'Preview Offer' }).click();
  await form.getByText(/Price must be a number/).waitFor();
  await shoot(admin.page, 'messaging-offer-form-errors');
  await form.getByLabel('Price').fill('120');
  await form.getByLabel('Revisions included').fill('2');
  await form.getByRole('button', { name: 'Preview Offer' }).click();
  // The preview shows the offer as the buyer will; a 400-day delivery is questioned before it goes.
  const preview = admin.page.getByRole('region', { name: 'Offer preview' });
  await preview.getByText('Delivery in 400 days: check that this is meant.').waitFor();
  await screenshot(admin.page, 'messaging-offer-preview-1280');
  await preview.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Delivery time (days)').fill('4');
  await form.getByRole('button', { name: 'Preview Offer' }).click();
  await preview.getByRole('button', { name: 'Send Offer' }).click();
  await admin.page
    .getByRole('button', { name: 'Create Offer' })
    .and(admin.page.locator('[aria-expanded="false"]'))
    .waitFor();

  // The buyer sees the offer live and accepts it; the admin sees 'accepted' live.
  const buyerOffer = buyer.page.getByRole('article', { name: 'Custom offer' }).filter({ hasText: tag });
  await buyerOffer.getByText('$120.00').waitFor();
  await buyerOffer.getByText('4 days').waitFor();
  await buyerOffer.getByText('pending').waitFor();
  const adminOffer = admin.page.getByRole('article', { name: 'Custom offer' }).filter({ hasText: tag });
  await adminOffer.getByText('pending').waitFor();
  expect(await adminOffer.getByRole('button', { name: 'Accept' }).count()).toBe(0);
  await shoot(buyer.page, 'messaging-conversation-buyer');
  await buyerOffer.getByRole('button', { name: 'Accept' }).click();
  await buyerOffer.getByText('accepted').waitFor();
  expect(await buyerOffer.getByRole('button', { name: 'Decline' }).count()).toBe(0);
  await adminOffer.locator('.badge', { hasText: 'accepted' }).waitFor();
  await shoot(admin.page, 'messaging-conversation-admin');

  // The buyer's list (both widths) while the chat is read.
  await buyer.page.goto('/messages');
  await buyer.page.getByText(whileAway).first().waitFor();
  await shoot(buyer.page, 'messaging-list-buyer');

  // The buyer pays the accepted offer through the card sandbox; the order is a custom offer.
  await buyer.page.goto(conversationPath);
  await buyerOffer.getByRole('button', { name: 'Pay now' }).click();
  const chooser = buyer.page.getByRole('dialog');
  await chooser.getByText('Choose a payment method').waitFor();
  await chooser.getByRole('button', { name: 'Stripe' }).click();
  await buyer.page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/stripe/'));
  await buyer.page.getByRole('button', { name: 'Pay', exact: true }).click();
  await buyer.page.waitForURL((url) => url.pathname === '/payment-success');
  await buyer.page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await buyer.page.getByRole('link', { name: 'Go to Orders' }).click();
  await buyer.page.waitForURL((url) => url.pathname === '/orders');
  const order = buyer.page.locator('tr', { hasText: tag }).first();
  await order.waitFor();
  await order.getByText('custom offer', { exact: true }).waitFor();
  await order.getByText('$120.00').waitFor();
  await order.getByText('paid', { exact: true }).waitFor();

  // The admin's card says paid too, and leads to the admin's page of that order.
  await admin.page.reload();
  await adminOffer.locator('.badge', { hasText: 'paid' }).waitFor();
  await adminOffer.getByRole('link', { name: 'View order' }).click();
  await admin.page.waitForURL((url) => url.pathname.startsWith('/admin/orders/'));
  await admin.page.getByText(tag).first().waitFor();

  await admin.context.close();
  await buyer.context.close();
  expect(problems).toEqual([]);
});
