import { execFileSync } from 'node:child_process';
import type { OrderJson, ServiceJson } from '@market/contracts';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { DESKTOP, imagesAndFontsLoaded, newPage, PHONE, screenshot } from '../src/browser';
import { serviceWithExtras } from '../src/extras';
import { serverAndBrowser } from '../src/harness';
import { myOrders } from '../src/orders';

const e2e = serverAndBrowser();

/** The page at both widths, for a person to look at. */
async function shoot(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await imagesAndFontsLoaded(page);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Pays on the card sandbox's page the browser was sent to, and waits for the return page. */
async function payInSandbox(page: Page) {
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/stripe/'));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
}

/** Waits until the buyer's orders hold one that `matches`, and answers it. */
async function orderWhere(page: Page, matches: (order: OrderJson) => boolean): Promise<OrderJson> {
  for (;;) {
    const found = (await myOrders(page)).find(matches);
    if (found) return found;
    await page.waitForTimeout(250);
  }
}

/** The buyer buys the basic package with both its extras (card sandbox); answers the paid order. */
async function buyWithTwoExtras(page: Page, service: ServiceJson): Promise<OrderJson> {
  const basic = service.packages.find((pkg) => pkg.name === 'basic')!;
  const base = basic.salePrice! > 0 ? basic.salePrice! : basic.regularPrice!;
  const extras = service.extras!.filter((extra) => extra.packages.includes('basic'));
  const price = Math.round((base + extras.reduce((sum, extra) => sum + extra.price!, 0)) * 100) / 100;
  const started = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/stripe/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { url: string } };
    },
    { title: service.title, serviceId: service._id, name: 'basic', price, extras: extras.map((e) => e._id) },
  );
  expect(started.status).toBe(200);
  await page.goto(started.body.url);
  await payInSandbox(page);
  return orderWhere(
    page,
    (order) =>
      order.service.name === service.title && order.payment.status === 'paid' && order.extras?.length === 2,
  );
}

test('an order with two extras, then an offer split into three milestones: the buyer pays the first, accepts it and pays the second, at 1280 and 375 px', async () => {
  const admin = await newPage(e2e.browser, e2e.server.url);
  const buyer = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(admin.page, DEMO_ADMIN);
  await signInThroughForm(buyer.page, DEMO_BUYER);
  const tag = Date.now().toString(36);

  // An order of a package with two extras first: its page lists them beside the milestones' order.
  const withExtras = await buyWithTwoExtras(buyer.page, await serviceWithExtras(e2e));
  expect(withExtras.extras?.map((line) => line.title)).toEqual(['Source files', 'Express delivery']);
  await buyer.page.goto(`/orders/${withExtras._id}`);
  await buyer.page
    .getByTestId('order-extras')
    .getByText(/^Source files: \$20\.00/)
    .waitFor();
  await buyer.page
    .getByTestId('order-extras')
    .getByText(/^Express delivery: \$15\.00/)
    .waitFor();
  expect(await buyer.page.getByTestId('milestone-strip').count()).toBe(0);
  await shoot(buyer.page, 'milestones-extras-order');

  // The buyer contacts the seller from a service page; the admin opens the conversation.
  await buyer.page.goto('/services?category=graphics-design');
  await buyer.page.getByTestId('service-grid').getByRole('link').first().click();
  await buyer.page.getByRole('button', { name: 'Contact Seller' }).click();
  await buyer.page.waitForURL((url) => /^\/messages\/[0-9a-f-]{36}$/.test(url.pathname));
  const conversationPath = new URL(buyer.page.url()).pathname;
  await admin.page.goto(conversationPath);

  // The Create Offer form, split into three milestones: price and days are their sums.
  await admin.page.getByRole('button', { name: 'Create Offer' }).click();
  const form = admin.page.getByRole('form', { name: 'Create Offer' });
  await form.getByLabel('Description').fill(`Brand site in three steps ${tag}`);
  await form.getByLabel(/^Split into milestones/).check();
  await form.getByRole('button', { name: 'Add a milestone' }).click();
  const rows = [
    ['Wireframes', '100', '3'],
    ['Design', '150', '4'],
    ['Hand-off', '50', '2'],
  ];
  for (const [i, [title, price, days]] of rows.entries()) {
    await form.getByLabel(`Milestone ${i + 1}: title`).fill(title);
    await form.getByLabel(`Milestone ${i + 1}: price`).fill(price);
    await form.getByLabel(`Milestone ${i + 1}: days`).fill(days);
  }
  await form.getByTestId('milestones-total').getByText('Offer: $300.00 in 9 days').waitFor();
  await shoot(admin.page, 'milestones-offer-form');
  await form.getByRole('button', { name: 'Preview Offer' }).click();
  const preview = admin.page.getByRole('region', { name: 'Offer preview' });
  await preview.getByTestId('offer-milestones').getByText('2. Design').waitFor();
  await preview.getByRole('button', { name: 'Send Offer' }).click();

  // The buyer sees the split, accepts, and pays the first milestone only.
  const offer = buyer.page.getByRole('article', { name: 'Custom offer' }).filter({ hasText: tag });
  await offer.getByTestId('offer-milestones').getByText('3. Hand-off').waitFor();
  await offer.getByText('$300.00').waitFor();
  await offer.getByRole('button', { name: 'Accept' }).click();
  await offer.getByText('accepted', { exact: true }).waitFor();
  await shoot(buyer.page, 'milestones-offer-buyer');
  await offer.getByRole('button', { name: 'Pay now' }).click();
  await buyer.page.getByRole('dialog').getByRole('button', { name: 'Stripe' }).click();
  await payInSandbox(buyer.page);

  const order = await orderWhere(
    buyer.page,
    (mine) => mine.service.name.includes(tag) && mine.payment.status === 'paid',
  );
  expect(order.service.price).toBe(100);
  expect(order.milestones?.map((m) => m.status)).toEqual([
    'in-progress',
    'pending-payment',
    'pending-payment',
  ]);

  // The seller delivers milestone 1 (the admin's API, as the order page's Deliver does).
  const delivered = await admin.page.evaluate(async (id) => {
    const response = await fetch(`/api/orders/${id}/deliveries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ message: 'Wireframes attached' }),
    });
    return response.status;
  }, order._id);
  expect(delivered).toBe(201);

  // The buyer accepts it on the order page: milestone 2 is ready to pay.
  await buyer.page.goto(`/orders/${order._id}`);
  const strip = buyer.page.getByTestId('milestone-strip');
  await strip.locator('[data-milestone="1"][data-state="delivered"]').waitFor();
  await buyer.page.getByRole('button', { name: 'Accept', exact: true }).click();
  await strip.locator('[data-milestone="1"][data-state="accepted"]').waitFor();
  await strip.locator('[data-milestone="2"][data-state="due"]').waitFor();
  const pay = strip.getByRole('button', { name: 'Pay milestone 2' });
  await pay.waitFor();
  // Between two milestones the order is not "Completed": the progress says what waits, the
  // timeline what was accepted, and a custom offer's order sells no extras.
  await buyer.page
    .getByTestId('order-stage')
    .getByText('Milestone 1 accepted: pay milestone 2 to start it', { exact: true })
    .waitFor();
  const timeline = buyer.page.getByRole('list', { name: 'Timeline' });
  await timeline.getByText('Milestone 1 accepted', { exact: true }).waitFor();
  expect(await timeline.getByText('Completed', { exact: true }).count()).toBe(0);
  expect(await buyer.page.getByTestId('add-to-order').count()).toBe(0);
  await shoot(buyer.page, 'milestones-order-due');

  // My Orders: one row for the order, at milestone 2 of 3.
  await buyer.page.goto('/orders');
  const row = buyer.page.locator(`[data-order-id="${order._id}"]`).first();
  await row.getByText('Milestone 2 of 3 · Ready to pay').waitFor();
  expect(await buyer.page.locator(`tr[data-order-id="${order._id}"]`).count()).toBe(1);
  await buyer.page.locator(`tr[data-order-id="${withExtras._id}"]`).waitFor();
  await shoot(buyer.page, 'milestones-my-orders');

  // Paid, milestone 2's work starts with an invoice of its own.
  await buyer.page.goto(`/orders/${order._id}`);
  await pay.click();
  await payInSandbox(buyer.page);
  await buyer.page.goto(`/orders/${order._id}`);
  await strip.locator('[data-milestone="2"][data-state="working"]').waitFor();
  const secondInvoice = strip.locator('[data-milestone="2"]').getByText(/^Invoice INV-\d{4}-\d{6}$/);
  await secondInvoice.waitFor();
  // Its invoice number downloads that payment's own PDF.
  const number = (await secondInvoice.textContent())!.replace('Invoice ', '');
  const [download] = await Promise.all([buyer.page.waitForEvent('download'), secondInvoice.click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const text = execFileSync('pdftotext', ['-raw', (await download.path())!, '-'], { encoding: 'utf8' });
  expect(text).toContain(`Invoice ${number}`);
  expect(text).toContain('Design');
  await strip.locator('[data-milestone="3"][data-state="notStarted"]').waitFor();
  await timeline.getByText('Milestone 2 paid', { exact: true }).waitFor();
  expect(await buyer.page.getByRole('button', { name: /^Pay milestone/ }).count()).toBe(0);
  await shoot(buyer.page, 'milestones-order-second');

  // The admin's page shows the same strip, with the way to cancel the unpaid rest.
  await admin.page.goto(`/admin/orders/${order._id}`);
  await admin.page
    .getByTestId('milestone-strip')
    .locator('[data-milestone="2"][data-state="working"]')
    .waitFor();
  await admin.page.getByRole('button', { name: 'Cancel unpaid milestones' }).waitFor();
  await shoot(admin.page, 'milestones-order-admin');

  // The admin refunds part of milestone 2's payment, chosen by its invoice: a credit note
  // against that invoice, which the buyer's refunds list names.
  await admin.page.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = admin.page.getByRole('dialog');
  await refund.getByLabel('Payment').selectOption({ label: `Design (${number})` });
  expect(await refund.getByLabel('Amount').inputValue()).toBe('150.00');
  await refund.getByLabel('Amount').fill('40');
  await refund.getByLabel('Reason').fill('Fewer pages');
  await shoot(admin.page, 'milestones-refund-dialog');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await admin.page.getByTestId('refunds').getByText(`for invoice ${number}`, { exact: false }).waitFor();
  await buyer.page.goto(`/orders/${order._id}`);
  await buyer.page.getByTestId('refunds').getByText(`for invoice ${number}`, { exact: false }).waitFor();
  await shoot(buyer.page, 'milestones-refund-buyer');

  await admin.context.close();
  await buyer.context.close();
});
