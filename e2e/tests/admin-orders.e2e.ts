import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { shortOrderNumber, type OrderJson } from '@market/contracts';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { DESKTOP, newPage, PHONE, screenshot } from '../src/browser';
import { capture } from '../src/capture';
import { serverAndBrowser } from '../src/harness';
import { buyByCard, myOrders, startCardCheckout } from '../src/orders';

const e2e = serverAndBrowser();
/**
 * Bought by the demo buyer before the tests: one paid by card, one paid and then asked to cancel,
 * and one checkout left unpaid (the admin's list shows it only when asked for unpaid orders).
 */
let paid: { id: string; title: string; price: number };
let asked: { id: string; title: string };
let unpaid: { id: string; title: string };

beforeAll(async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);

  const payByCard = async (index: number) => {
    const order = await buyByCard(page, index);
    return { id: order._id, title: order.service.name, price: order.service.price };
  };
  paid = await payByCard(1);
  asked = await payByCard(3);
  const status = await page.evaluate(
    async (id) => (await fetch(`/api/orders/${id}/request-cancel`, { method: 'PUT' })).status,
    asked.id,
  );
  expect(status).toBe(200);

  const open = await startCardCheckout(page, 2);
  const unpaidOrder = (await myOrders(page)).find(
    (order) => order.service.name === open.title && order.payment.status === 'pending',
  );
  if (!unpaidOrder) throw new Error('The checkout did not leave a pending order');
  unpaid = { id: unpaidOrder._id, title: open.title };
  await context.close();
});

async function adminPage(viewport = DESKTOP, reducedMotion: 'reduce' | 'no-preference' = 'reduce') {
  // bypassCSP: axe is injected as a script tag.
  const { context, page } = await newPage(e2e.browser, e2e.server.url, {
    viewport,
    reducedMotion,
    bypassCSP: true,
  });
  await signInThroughForm(page, DEMO_ADMIN);
  await page.getByRole('heading', { name: 'Welcome Admin!' }).waitFor();
  return { context, page };
}

const counter = (page: Page, label: string) => page.locator(`[data-counter="${label}"] [aria-hidden="true"]`);

test('the dashboard greets the admin, counts up to the totals and links to what needs action', async () => {
  const { context, page } = await adminPage(DESKTOP, 'no-preference');
  await page.getByText(/^Good (morning|afternoon|evening), admin!$/).waitFor();
  const totals = await page.evaluate(async () => {
    const json = async (path: string) => (await fetch(path)).json();
    return {
      'Total Services': (await json('/api/services/count')).totalServices as number,
      'Total Conversations': (await json('/api/conversations/count')).count as number,
      'Total Orders': (await json('/api/orders/count')).ordersCount as number,
    };
  });
  expect(totals['Total Services']).toBeGreaterThan(10);
  expect(totals['Total Orders']).toBeGreaterThanOrEqual(2);

  // With motion allowed the number climbs (100 steps of 50 ms) before it settles on the total.
  const climbing = Number((await counter(page, 'Total Services').textContent())?.replace(/,/g, ''));
  expect(climbing).toBeLessThan(totals['Total Services']);
  for (const [label, total] of Object.entries(totals)) {
    await page.waitForFunction(
      ({ label, total }) =>
        document.querySelector(`[data-counter="${label}"] [aria-hidden="true"]`)?.textContent ===
        total.toLocaleString('en-US'),
      { label, total },
    );
  }

  await page.getByRole('heading', { name: /Pending cancel requests/ }).waitFor();
  await page.getByText('Revenue (last 30 days)').waitFor();
  await page
    .getByText(`$${paid.price.toFixed(2)}`)
    .first()
    .waitFor();
  await capture(page, 'admin-dashboard-1280');

  await page.getByRole('link', { name: 'View all cancel requests' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/admin/orders' && url.searchParams.get('cancelPending') === 'true',
  );
  await page.locator(`[data-order-id="${asked.id}"]`).first().waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: 'Recent orders' }).waitFor();
  await page.locator(`a[href="/admin/orders/${paid.id}"]`).first().click();
  await page.waitForURL(`**/admin/orders/${paid.id}`);
  await page.getByRole('heading', { name: 'Order Details' }).waitFor();
  await context.close();

  // Reduced motion: the totals at once, in the same render that learns them.
  const still = await adminPage(PHONE);
  await still.page.locator('[data-counter="Total Orders"][data-target]').waitFor();
  await expect(counter(still.page, 'Total Orders').textContent()).resolves.toBe(
    String(totals['Total Orders']),
  );
  await still.page.getByRole('heading', { name: 'Recent orders' }).waitFor();
  await capture(still.page, 'admin-dashboard-375');
  await still.context.close();
});

test('the order list filters by status, cancel request and payment, kept in the URL', async () => {
  const { context, page } = await adminPage();
  await page.goto('/admin/orders');
  await page.getByRole('heading', { name: 'All Orders (Admin)' }).waitFor();
  const paidRow = page.locator(`tr[data-order-id="${paid.id}"]`);
  const askedRow = page.locator(`tr[data-order-id="${asked.id}"]`);
  const unpaidRow = page.locator(`tr[data-order-id="${unpaid.id}"]`);
  await paidRow.waitFor();
  await expect(paidRow.getByText('paid', { exact: true }).isVisible()).resolves.toBe(true);
  await expect(paidRow.locator('td').nth(7).textContent()).resolves.toBe('No');
  await expect(askedRow.locator('td').nth(7).textContent()).resolves.toBe('Yes');
  // Paid orders only, until the admin asks for the unpaid ones.
  await expect(unpaidRow.count()).resolves.toBe(0);
  await expect(paidRow.getByText(`$${paid.price.toFixed(2)}`).isVisible()).resolves.toBe(true);
  await capture(page, 'admin-orders-1280');

  await page.getByLabel('Cancel request').selectOption('true');
  await page.waitForURL((url) => url.searchParams.get('cancelRequested') === 'true');
  await askedRow.waitFor();
  await paidRow.waitFor({ state: 'detached' });

  await page.getByLabel('Order status').selectOption('completed');
  await page.waitForURL((url) => url.searchParams.get('status') === 'completed');
  await page.getByText('No orders found.').waitFor();

  // The filter survives a reload (it lives in the URL).
  await page.reload();
  await page.getByText('No orders found.').waitFor();
  await expect(page.getByLabel('Order status').inputValue()).resolves.toBe('completed');
  await expect(page.getByLabel('Cancel request').inputValue()).resolves.toBe('true');

  await page.getByLabel('Cancel request').selectOption('false');
  await page.getByLabel('Order status').selectOption('in progress');
  await paidRow.waitFor();
  await askedRow.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL((url) => url.search === '');
  await askedRow.waitFor();

  await page.getByLabel('Payment').selectOption('unpaid');
  await page.waitForURL((url) => url.searchParams.get('payment') === 'unpaid');
  await unpaidRow.waitFor();
  await paidRow.waitFor({ state: 'detached' });
  await context.close();

  const phone = await adminPage(PHONE);
  await phone.page.goto('/admin/orders');
  const card = phone.page.locator(`.card[data-order-id="${paid.id}"]`);
  await card.waitFor();
  await card.getByText(shortOrderNumber(paid.id)).waitFor();
  await card.getByRole('link', { name: 'Details' }).waitFor();
  await capture(phone.page, 'admin-orders-375');
  await phone.context.close();
});

test('an admin sets an order through all four statuses, refunds on cancel and downloads the invoice', async () => {
  const { context, page } = await adminPage();
  await page.goto('/admin/orders');
  await page.locator(`tr[data-order-id="${paid.id}"]`).getByRole('link', { name: 'Details' }).click();
  await page.waitForURL(`**/admin/orders/${paid.id}`);
  await page.getByRole('heading', { name: 'Order Details' }).waitFor();
  await page.getByText(paid.title).first().waitFor();
  const status = page.getByTestId('order-status');

  for (const next of ['pending', 'completed', 'in progress']) {
    await page.getByRole('button', { name: `Mark as ${next}` }).click();
    await page.getByText(`Order marked as ${next}.`).waitFor();
    await expect(status.textContent()).resolves.toBe(next);
    await expect(
      page.getByRole('button', { name: `Mark as ${next}` }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
  }
  await capture(page, 'admin-order-detail-1280');

  // Cancelling a paid order says it is refunded and asks first; backing out changes nothing.
  await page.getByRole('button', { name: 'Mark as cancelled' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`This order was paid ($${paid.price.toFixed(2)} through`).waitFor();
  await dialog.getByLabel(`Refund $${paid.price.toFixed(2)} in full`).waitFor();
  await capture(page, 'admin-order-refund-confirm-1280');
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect(status.textContent()).resolves.toBe('in progress');
  await page.getByRole('button', { name: 'Mark as cancelled' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel and refund' }).click();
  await page.getByText('Order marked as cancelled.').waitFor();
  await expect(status.textContent()).resolves.toBe('cancelled');
  await page.getByText('refunded', { exact: true }).waitFor();
  // A refunded order stays cancelled.
  await page.getByText('This order was refunded: it stays cancelled.').waitFor();
  await expect(page.getByRole('button', { name: 'Mark as completed' }).isDisabled()).resolves.toBe(true);
  const server_ = await page.evaluate(
    async (id) => (await (await fetch(`/api/orders/admin/${id}`)).json()) as OrderJson,
    paid.id,
  );
  expect(server_).toMatchObject({ order_status: 'cancelled', payment: { status: 'refunded' } });

  // The same invoice as the buyer's, loaded from the checkout remote.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`Invoice_${paid.id}.pdf`);
  const pdfPath = (await download.path()) as string;
  expect(readFileSync(pdfPath).toString('latin1').startsWith('%PDF')).toBe(true);
  const text = execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const expected of [
    'INVOICE',
    `INV-${new Date().getUTCFullYear()}-`, // the invoice number, consecutive per year (issue 33)
    paid.title,
    `$${paid.price.toFixed(2)}`,
    'Cancelled',
    'Refunded',
    'Stripe',
  ]) {
    expect(text).toContain(expected);
  }
  await context.close();

  const phone = await adminPage(PHONE);
  await phone.page.goto(`/admin/orders/${paid.id}`);
  await phone.page.getByRole('button', { name: 'Mark as completed' }).waitFor();
  await capture(phone.page, 'admin-order-detail-375');
  await phone.page.goto('/admin/orders/00000000-0000-4000-8000-000000000000');
  await phone.page.getByText('Order not found').waitFor();
  await phone.context.close();
});

test('an admin deletes an order after confirming', async () => {
  const { context, page } = await adminPage();
  await page.goto('/admin/orders?payment=unpaid');
  const row = page.locator(`tr[data-order-id="${unpaid.id}"]`);
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to delete this order?').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Order deleted successfully').waitFor();
  await row.waitFor({ state: 'detached' });
  const status = await page.evaluate(
    async (id) => (await fetch(`/api/orders/admin/${id}`)).status,
    unpaid.id,
  );
  expect(status).toBe(404);
  await context.close();
});

test('an admin adds, edits and deletes a coupon; the form explains what is wrong', async () => {
  const { context, page } = await adminPage();
  await page.goto('/admin/coupons');
  await page.getByRole('heading', { name: 'Manage Coupons' }).waitFor();
  await page.locator('[data-coupon-code="WELCOME10"]').waitFor();

  await page.getByRole('button', { name: 'Add Coupon' }).click();
  await page.getByText('Code is required').waitFor();
  await page.getByText('Discount value is required').waitFor();
  await capture(page, 'admin-coupons-empty-form-1280');
  await page.getByLabel('Coupon code').fill('E2E-SAVE');
  await page.getByLabel('Discount value (%)').fill('150');
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  await page.getByText('Discount value must be between 1 and 100').waitFor();
  await expect(page.getByText('Code is required').count()).resolves.toBe(0);

  await page.getByLabel('Discount value (%)').fill('15');
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  await page.getByText('Coupon added successfully').waitFor();
  const item = page.locator('[data-coupon-code="E2E-SAVE"]');
  await item.getByText('15% off').waitFor();
  await expect(page.getByLabel('Coupon code').inputValue()).resolves.toBe('');

  // The server refuses a second coupon with the same code (in any case): the form keeps what was typed.
  await page.getByLabel('Coupon code').fill('e2e-save');
  await page.getByLabel('Discount value (%)').fill('20');
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  await page.getByText('Failed to submit coupon').waitFor();
  await page.getByText('A coupon with this code already exists').waitFor();
  await expect(page.getByLabel('Coupon code').inputValue()).resolves.toBe('e2e-save');
  await expect(page.getByLabel('Discount value (%)').inputValue()).resolves.toBe('20');

  await item.getByRole('button', { name: 'Edit E2E-SAVE' }).click();
  await page.getByRole('heading', { name: 'Edit Coupon' }).waitFor();
  await expect(page.getByLabel('Coupon code').inputValue()).resolves.toBe('E2E-SAVE');
  await expect(page.getByLabel('Discount value (%)').inputValue()).resolves.toBe('15');
  await page.getByLabel('Discount value (%)').fill('30');
  await page.getByLabel('Last day valid (optional)').fill('2030-12-31');
  await page.getByLabel('Maximum uses (optional)').fill('2');
  await capture(page, 'admin-coupons-edit-1280');
  await page.getByRole('button', { name: 'Update Coupon' }).click();
  await page.getByText('Coupon updated successfully').waitFor();
  await item.getByText('30% off').waitFor();
  await item.getByText('Used 0 of 2 · expires Dec 31, 2030').waitFor();
  await page.getByRole('heading', { name: 'Add Coupon' }).waitFor();
  await page.getByRole('button', { name: 'Add Coupon' }).waitFor();
  await expect(page.getByLabel('Coupon code').inputValue()).resolves.toBe('');

  await item.getByRole('button', { name: 'Delete E2E-SAVE' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to delete this coupon?').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Coupon deleted', { exact: true }).waitFor();
  await item.waitFor({ state: 'detached' });
  await context.close();

  const phone = await adminPage(PHONE);
  await phone.page.goto('/admin/coupons');
  await phone.page.locator('[data-coupon-code="SPRING25"]').waitFor();
  await capture(phone.page, 'admin-coupons-375');
  await phone.context.close();
});

test("a buyer's cancel request ends with the admin's answer, which the buyer reads on the order", async () => {
  // The buyer pays, then asks to cancel with a reason.
  const buyer = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(buyer.page, DEMO_BUYER);
  const order = await buyByCard(buyer.page, 3);
  await buyer.page.goto('/orders');
  const row = buyer.page.locator(`tr[data-order-id="${order._id}"]`);
  await row.getByRole('button', { name: 'Request Cancel' }).click();
  await buyer.page.getByRole('dialog').getByLabel('Reason (optional)').fill('Bought the wrong service');
  await buyer.page.getByRole('dialog').getByRole('button', { name: 'Request Cancel' }).click();
  await row.getByText('Cancel request pending').waitFor();

  // The admin finds it among the requests waiting for an answer and declines it with a message.
  const { context, page } = await adminPage();
  await page.goto('/admin/orders?cancelPending=true');
  await expect(page.getByLabel('Cancel request').inputValue()).resolves.toBe('pending');
  await page.locator(`tr[data-order-id="${order._id}"]`).getByRole('link', { name: 'Details' }).click();
  await page.getByText('Reason: Bought the wrong service').waitFor();
  await capture(page, 'admin-cancel-request-1280');
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Message to the buyer').fill('The work is already under way.');
  await capture(page, 'admin-cancel-decline-1280');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await page.getByText('Cancel request declined.').first().waitFor();
  await page.getByText(/Your message: The work is already under way\./).waitFor();
  await context.close();

  // The buyer sees the outcome in the list and the admin's message on the order.
  await buyer.page.goto('/orders');
  await row.getByText('Cancel request declined').waitFor();
  await expect(row.getByRole('button', { name: 'Request Cancel' }).count()).resolves.toBe(0);
  await buyer.page.goto(`/orders/${order._id}`);
  const cancellation = buyer.page.getByTestId('cancellation');
  await cancellation.getByText('Message from the seller: The work is already under way.').waitFor();
  await cancellation.getByText('Your reason: Bought the wrong service').waitFor();
  await screenshot(buyer.page, 'checkout-cancel-declined-1280');
  await buyer.context.close();
});
