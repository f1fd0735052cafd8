import type { OrderJson, ServiceJson } from '@market/contracts';
import type { Page } from 'playwright-core';
import { DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { imagesAndFontsLoaded, newPage, PHONE, screenshot } from '../src/browser';
import { serviceWithExtras } from '../src/extras';
import { serverAndBrowser } from '../src/harness';
import { myOrders, paidOrdersOf, waitForPaidOrders } from '../src/orders';

const e2e = serverAndBrowser();

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** The buyer chooses both extras of the basic package on the service page and checks the total and days. */
async function chooseTwoExtras(page: Page, service: ServiceJson): Promise<number> {
  const basic = service.packages.find((pkg) => pkg.name === 'basic')!;
  const base = basic.salePrice! > 0 ? basic.salePrice! : basic.regularPrice!;
  await page.goto(`/${service.subCategory}/${service._id}`);
  await page.getByRole('button', { name: 'Order Now' }).first().waitFor();
  await page
    .getByTestId('delivery-in')
    .getByText(new RegExp(`^Delivery in ${basic.deliveryTime} days?$`))
    .waitFor();
  // Taps, as a person's: one before the page works is held and replayed (the early-event contract).
  const sourceFiles = page.getByLabel(/Source files \(\+\$20\.00\)/);
  await sourceFiles.click();
  await page.waitForFunction(
    (id) => (document.getElementById(id) as HTMLInputElement).checked,
    await sourceFiles.getAttribute('id'),
  );
  await page.getByLabel(/Express delivery \(\+\$15\.00\)/).click();
  const total = Math.round((base + 35) * 100) / 100;
  await page.getByTestId('final-price').getByText(money(total)).waitFor();
  // +1 day and 1 day faster: the package's own delivery time (never below a day).
  const days = Math.max(1, basic.deliveryTime);
  await page
    .getByTestId('delivery-in')
    .getByText(new RegExp(`^Delivery in ${days} days?$`))
    .waitFor();
  return total;
}

let service: ServiceJson;

test('a buyer orders a package with two extras, at 1280 and 375 px; the order carries both lines', async () => {
  service = await serviceWithExtras(e2e);
  for (const [width, viewport] of [
    [1280, undefined],
    [375, PHONE],
  ] as const) {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, viewport ? { viewport } : {});
    await signInThroughForm(page, DEMO_BUYER);
    const before = await paidOrdersOf(page, service.title);
    const total = await chooseTwoExtras(page, service);
    await imagesAndFontsLoaded(page);
    await screenshot(page, `extras-service-${width}`);

    // A switch to premium keeps nothing of basic's extras and says which it dropped.
    await page.getByRole('tab', { name: 'premium' }).click();
    await page
      .getByTestId('extras-dropped')
      .getByText(
        'Not offered with the premium package, so removed from your order: Source files and Express delivery.',
      )
      .waitFor();
    await page.getByRole('tab', { name: 'basic' }).click();
    await page.getByLabel(/Source files/).click();
    await page.getByLabel(/Express delivery/).click();
    await page.getByTestId('final-price').getByText(money(total)).waitFor();

    await page.getByRole('button', { name: 'Order Now' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stripe' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/stripe/'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    await waitForPaidOrders(page, service.title, before + 1);
    const order = (await myOrders(page)).find(
      (mine) => mine.service.name === service.title && mine.payment.status === 'paid',
    ) as OrderJson;
    expect(order.service.price).toBe(total);
    expect(order.extras?.map((line) => [line.title, line.price])).toEqual([
      ['Source files', 20],
      ['Express delivery', 15],
    ]);
    expect(order.fulfilment?.revisions.allowed).toBe(
      service.packages.find((pkg) => pkg.name === 'basic')!.revisionNumber + 1,
    );
    await context.close();
  }
});

test('during the work the buyer buys one more revision on the order page, at 1280 and 375 px: paid, it joins the order', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_BUYER);
  const order = (await myOrders(page)).find(
    (mine) =>
      mine.service.name === service.title && mine.payment.status === 'paid' && mine.extras?.length === 2,
  ) as OrderJson;
  const allowed = order.fulfilment!.revisions.allowed;
  await page.goto(`/orders/${order._id}`);
  const card = page.getByTestId('add-to-order');
  await card.getByRole('heading', { name: 'Add to your order' }).waitFor();
  // Both basic extras are on the order already: only the revision is left to buy.
  const revision = card.getByRole('button', { name: 'Buy: 1 more revision — $10.00' });
  await revision.waitFor();
  expect(await card.getByRole('button').count()).toBe(1);
  await imagesAndFontsLoaded(page);
  await screenshot(page, 'extras-add-to-order-1280');
  await page.setViewportSize(PHONE);
  await revision.scrollIntoViewIfNeeded();
  await screenshot(page, 'extras-add-to-order-375', { fullPage: false });

  await revision.click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/stripe/'));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

  await page.goto(`/orders/${order._id}`);
  await page.getByText('Added to the order: 1 more revision').first().waitFor();
  // One more can be bought again: a revision is not a one-off extra.
  await card.getByRole('button', { name: 'Buy: 1 more revision — $10.00' }).waitFor();
  const after = (await myOrders(page)).find((mine) => mine._id === order._id) as OrderJson;
  expect(after.fulfilment?.revisions.allowed).toBe(allowed + 1);
  expect(after.extras?.map((line) => [line.title, line.boughtAt])).toEqual([
    ['Source files', 'checkout'],
    ['Express delivery', 'checkout'],
    ['1 more revision', 'mid-order'],
  ]);
  await context.close();
});
