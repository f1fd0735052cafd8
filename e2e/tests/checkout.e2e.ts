import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { ARTIFACTS_DIR, newPage, PHONE, screenshot } from '../src/browser';
import { serverAndBrowser } from '../src/harness';
import { myOrders, paidOrdersOf, startCheckout, waitForPaidOrders } from '../src/orders';

const e2e = serverAndBrowser({ separateGateway: true });

/** Press Pay or Cancel on the sandbox checkout page, as the buyer would. */
async function pressSandboxButton(page: Page, name: 'Pay' | 'Cancel') {
  await page.getByRole('button', { name, exact: true }).click();
}

test('a buyer pays by card, sees the success page, the paid order, its details and the invoice', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);

  const started = await startCheckout(page, 'stripe', 0);
  expect(started.status).toBe(200);
  await page.goto(started.body.url);
  await pressSandboxButton(page, 'Pay');
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await page.getByText(`Thank you for purchasing ${started.title}.`).waitFor();
  await screenshot(page, 'checkout-payment-success-1280');

  await page.getByRole('link', { name: 'Go to Orders' }).click();
  await page.waitForURL((url) => url.pathname === '/orders');
  await page.getByRole('heading', { name: 'My Orders' }).waitFor();
  const row = page.locator('tr', { hasText: started.title }).first();
  await row.waitFor();
  await expect(row.getByText('paid', { exact: true }).isVisible()).resolves.toBe(true);
  await expect(row.getByText(`$${started.price.toFixed(2)}`).isVisible()).resolves.toBe(true);
  await screenshot(page, 'checkout-orders-1280');

  await row.getByRole('link', { name: 'Details' }).click();
  await page.waitForURL((url) => /^\/orders\/[^/]+$/.test(url.pathname));
  const orderId = page.url().split('/').pop();
  await page.getByRole('heading', { name: 'Order Details' }).waitFor();
  await page.getByText(started.title).first().waitFor();
  await screenshot(page, 'checkout-order-detail-1280');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`Invoice_${orderId}.pdf`);
  const pdfPath = (await download.path()) as string;
  expect(readFileSync(pdfPath).toString('latin1').startsWith('%PDF')).toBe(true);
  // Read it as a person would: its text (poppler's pdftotext) and its first page as a picture.
  // -raw keeps the content-stream order, so a wrapped description reads as one run of words.
  const text = execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  const order = await page.evaluate(
    async (id) =>
      (await (await fetch(`/api/orders/${id}`)).json()) as {
        createdAt: string;
        user: { name: string; email: string };
        payment: { transactionId: string };
      },
    orderId,
  );
  const orderDate = new Date(order.createdAt).toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  });
  for (const expected of [
    order.user.name,
    order.user.email,
    order.payment.transactionId,
    orderDate,
    'Gigly',
    'INVOICE',
    `INV-${new Date().getUTCFullYear()}-`, // the invoice number, consecutive per year (issue 33)
    started.title,
    `$${started.price.toFixed(2)}`,
    'Paid',
    'Stripe',
  ]) {
    expect(text).toContain(expected);
  }
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-singlefile',
    pdfPath,
    (mkdirSync(ARTIFACTS_DIR, { recursive: true }), join(ARTIFACTS_DIR, 'checkout-invoice')),
  ]);
  await context.close();
});

/**
 * How many of the signed-in buyer's orders of this service are paid. The tests of this file
 * share one server and may buy the same service, so they compare counts before and after.
 */
/**
 * Waits until the buyer has `count` paid orders of `title`: a card payment is confirmed by the
 * sandbox's webhook on the queue, which on Bull can finish after the browser is on /payment-success.
 */
/** Open the first search result's detail page, as a buyer would; answers the service's title. */
async function openFirstSearchResult(page: Page, query: string): Promise<string> {
  await page.goto(`/search?query=${encodeURIComponent(query)}`);
  await page.getByTestId('service-grid').getByRole('link').first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await page.getByRole('button', { name: 'Order Now' }).waitFor();
  return ((await heading.textContent()) ?? '').trim();
}

test('a buyer pays by PayPal from the chooser: the capture page confirms and goes to /orders; PayPal cancel says so', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);
  // Cancelled first: the sandbox's Cancel returns to the wallet cancel page.
  const title = await openFirstSearchResult(page, 'translate');
  expect(title).not.toBe('');
  const paidBefore = await paidOrdersOf(page, title);
  await page.getByRole('button', { name: 'Order Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'PayPal' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/paypal/'));
  await pressSandboxButton(page, 'Cancel');
  await page.waitForURL((url) => url.pathname === '/paypal-cancel');
  await page.getByText('❌ Payment Cancelled').waitFor();

  // Then paid. The capture is held back a moment so the confirming message can be seen.
  await page.route('**/api/paypal/capture', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  expect(await openFirstSearchResult(page, 'translate')).toBe(title);
  await page.getByRole('button', { name: 'Order Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'PayPal' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/paypal/'));
  await pressSandboxButton(page, 'Pay');
  await page.waitForURL((url) => url.pathname === '/paypal-success' && url.searchParams.has('token'));
  await page.getByText('Confirming your PayPal Payment...').waitFor();
  await page.waitForURL((url) => url.pathname === '/orders');
  await page.locator('tr', { hasText: title }).filter({ hasText: 'paid' }).first().waitFor();
  // Exactly one more paid order: the cancelled attempt never became paid.
  expect(await paidOrdersOf(page, title)).toBe(paidBefore + 1);
  await context.close();
});

test('cancel on the sandbox page lands on the cancel page; on a phone the orders are cards and cancel can be requested', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
  await signInThroughForm(page, DEMO_BUYER);
  const started = await startCheckout(page, 'stripe', 6);
  expect(started.status).toBe(200);
  const paidBefore = await paidOrdersOf(page, started.title);
  await page.goto(started.body.url);
  await pressSandboxButton(page, 'Cancel');
  await page.waitForURL((url) => url.pathname === '/payment-cancel');
  await page.getByText('You have cancelled the payment. Please try again later.').waitFor();
  expect(await paidOrdersOf(page, started.title)).toBe(paidBefore);

  await page.goto('/orders');
  await page.getByRole('heading', { name: 'My Orders' }).waitFor();
  const cancellable = page
    .locator('.card')
    .filter({ has: page.getByRole('button', { name: 'Request Cancel' }) })
    .first();
  await cancellable.waitFor();
  const card = page.locator(`.card[data-order-id="${await cancellable.getAttribute('data-order-id')}"]`);
  await screenshot(page, 'checkout-orders-375');
  await card.getByRole('button', { name: 'Request Cancel' }).click();
  // Irreversible: asked first, with an optional reason.
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong package');
  await screenshot(page, 'checkout-cancel-dialog-375');
  await dialog.getByRole('button', { name: 'Request Cancel' }).click();
  await page.getByText('Cancel request sent.').waitFor();
  await card.getByText('Cancel request pending').waitFor();
  await card.getByRole('button', { name: 'Cancel requested' }).waitFor();
  await screenshot(page, 'checkout-orders-cancel-requested-375');
  await context.close();
});

test('an unpaid order is paid later from My Orders, or discarded; neither offers Request Cancel', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);
  const newestOrderId = async () => (await myOrders(page))[0]!._id;

  // A card payment the buyer cancelled: the order reads "Payment cancelled" (not failed) and can still be paid.
  const failed = await startCheckout(page, 'stripe', 7);
  const paidBefore = await paidOrdersOf(page, failed.title);
  await page.goto(failed.body.url);
  await pressSandboxButton(page, 'Cancel');
  await page.waitForURL((url) => url.pathname === '/payment-cancel');
  const failedId = await newestOrderId();
  await page.goto('/orders');
  // Unpaid and failed attempts sit in the collapsed "Unfinished payments" group (issue 37).
  await page.getByText('Unfinished payments').click();
  const failedRow = page.locator(`details.unfinished-payments [data-order-id="${failedId}"]`);
  await failedRow.getByText('Payment cancelled').waitFor();
  await expect(failedRow.getByText('Payment failed').count()).resolves.toBe(0);
  await screenshot(page, 'orders-payment-cancelled-1280');
  await expect(failedRow.getByRole('button', { name: 'Request Cancel' }).count()).resolves.toBe(0);
  await failedRow.getByRole('button', { name: 'Complete payment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/stripe/'));
  await pressSandboxButton(page, 'Pay');
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await waitForPaidOrders(page, failed.title, paidBefore + 1);
  await page.goto('/orders');
  await page.getByRole('heading', { name: 'My Orders' }).waitFor();
  await page
    .locator(`tr[data-order-id="${await newestOrderId()}"]`)
    .getByText('paid', { exact: true })
    .waitFor();
  await expect(failedRow.count()).resolves.toBe(0);

  // An abandoned checkout: "Awaiting payment", discarded after asking.
  const abandoned = await startCheckout(page, 'stripe', 8);
  expect(abandoned.status).toBe(200);
  const abandonedId = await newestOrderId();
  await page.reload();
  await page.getByText('Unfinished payments').click();
  const abandonedRow = page.locator(`details.unfinished-payments [data-order-id="${abandonedId}"]`);
  await abandonedRow.getByText('Awaiting payment').waitFor();
  await screenshot(page, 'checkout-orders-unpaid-1280');
  await abandonedRow.getByRole('button', { name: 'Discard' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`Discard your unpaid order of ${abandoned.title}?`, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await page.getByText('Order discarded.').waitFor();
  await abandonedRow.waitFor({ state: 'detached' });
  // Its payment page is closed: the sandbox shows it can no longer be paid.
  await page.goto(abandoned.body.url);
  await expect(page.getByRole('button', { name: 'Pay', exact: true }).count()).resolves.toBe(0);
  await context.close();
});
