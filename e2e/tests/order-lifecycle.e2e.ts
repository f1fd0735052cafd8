import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { DESKTOP, newPage, PHONE, screenshot } from '../src/browser';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();

const QUESTIONS = [
  { question: 'What is the name of your brand?', required: true, kind: 'text' },
  { question: 'Your current logo', required: false, kind: 'file' },
];

/** The admin gives a demo service two requirement questions (setup, as the service form would send them). */
async function askQuestions(page: Page): Promise<{ id: string; title: string; price: number }> {
  return page.evaluate(async (requirements) => {
    const [first] = (await (await fetch('/api/services')).json()) as { _id: string }[];
    const service = await (await fetch(`/api/services/single-service/${first!._id}`)).json();
    const body = {
      title: service.title,
      category: service.category,
      subCategory: service.subCategory,
      coverImage: service.coverImage,
      otherImages: service.otherImages,
      desc: service.desc,
      shortTitle: service.shortTitle,
      shortDesc: service.shortDesc,
      features: service.features,
      packages: service.packages,
      requirements,
    };
    const res = await fetch(`/api/services/${first!._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`edit service answered ${res.status}: ${await res.text()}`);
    const basic = service.packages.find((p: { name: string }) => p.name === 'basic');
    return {
      id: first!._id,
      title: service.title,
      price: basic.salePrice > 0 ? basic.salePrice : basic.regularPrice,
    };
  }, QUESTIONS);
}

async function orderPage(page: Page, id: string, viewport = DESKTOP) {
  await page.setViewportSize(viewport);
  await page.goto(`/orders/${id}`);
  await page.getByRole('heading', { name: 'Order Details' }).waitFor();
}

test('buy → requirements with a file → deliver with a file → revision → deliver → accept', async () => {
  const seller = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(seller.page, DEMO_ADMIN);
  const service = await askQuestions(seller.page);

  // The buyer buys the basic package through the sandbox.
  const buyer = await newPage(e2e.browser, e2e.server.url);
  const page = buyer.page;
  await signInThroughForm(page, DEMO_BUYER);
  await page.goto(`/services`);
  const checkout = await page.evaluate(async (s) => {
    const res = await fetch('/api/stripe/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: s.title, price: s.price, name: 'basic', serviceId: s.id }),
    });
    return (await res.json()) as { url: string };
  }, service);
  await page.goto(checkout.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page.goto('/orders');
  const row = page.locator('[data-order-id]', { hasText: 'Waiting for your requirements' }).first();
  await row.waitFor();
  const id = (await row.getAttribute('data-order-id'))!;
  await screenshot(page, 'order-lifecycle-my-orders-1280');

  // Requirements with a file.
  await orderPage(page, id);
  await page.getByText('Waiting for your requirements').first().waitFor();
  await page.getByLabel(/What is the name of your brand\?/).fill('Acme Rockets');
  await page.getByLabel('Your current logo').setInputFiles({
    name: 'old-logo.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('the old logo'),
  });
  await page.getByLabel('Upload of old-logo.txt').waitFor();
  await page.getByRole('button', { name: 'Submit requirements' }).click();
  await page.getByText('In work').first().waitFor();
  await screenshot(page, 'order-lifecycle-buyer-working-1280');
  // Nothing delivered yet: the buyer corrects an answer, starting from the one sent.
  await page.getByRole('button', { name: 'Correct answers' }).click();
  const brand = page.getByLabel(/What is the name of your brand\?/);
  expect(await brand.inputValue()).toBe('Acme Rockets');
  await brand.fill('Acme Rockets Ltd');
  await page.getByRole('button', { name: 'Send corrected answers' }).click();
  await page.getByText('Answers corrected: the seller is told.').waitFor();
  await page.getByText('Acme Rockets Ltd').first().waitFor();

  // The seller delivers with a file.
  const admin = seller.page;
  await admin.goto(`/admin/orders/${id}`);
  await admin.getByText('Acme Rockets Ltd').waitFor();
  await admin.getByLabel('Message to the buyer').fill('Here is your new logo.');
  await admin
    .getByLabel('Files')
    .setInputFiles({ name: 'logo-v1.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await admin.getByLabel('Upload of logo-v1.svg').waitFor();
  await admin.getByRole('button', { name: 'Deliver', exact: true }).click();
  await admin.getByText(/^Delivered: buyer reviews it by/).waitFor();
  await screenshot(admin, 'order-lifecycle-admin-delivered-1280');

  // The buyer asks for a revision.
  await orderPage(page, id);
  await page
    .getByText(/^Delivered: review it by/)
    .first()
    .waitFor();
  await page.getByRole('link', { name: 'logo-v1.svg' }).first().waitFor();
  await page.getByText('1 of 1 revisions left').first().waitFor();
  await screenshot(page, 'order-lifecycle-buyer-delivered-1280');
  await page.getByLabel('What should change?').fill('Make it blue, please.');
  await page.getByRole('button', { name: 'Request revision' }).click();
  await page.getByText('Revision requested').first().waitFor();

  // The seller delivers again.
  await admin.goto(`/admin/orders/${id}`);
  await admin.getByLabel('Message to the buyer').fill('Blue now.');
  await admin.getByRole('button', { name: 'Deliver', exact: true }).click();
  await admin.getByText(/^Delivered: buyer reviews it by/).waitFor();

  // The buyer accepts, on a phone.
  await orderPage(page, id, PHONE);
  await page
    .getByText(/^Delivered: review it by/)
    .first()
    .waitFor();
  await page.getByText('0 of 1 revisions left').first().waitFor();
  // Every revision used: a way to the seller instead of a disabled box.
  await page.getByTestId('revisions-used-up').getByRole('link', { name: 'message the seller' }).waitFor();
  await screenshot(page, 'order-lifecycle-buyer-delivered-375');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByText('Completed', { exact: true }).first().waitFor();
  await screenshot(page, 'order-lifecycle-buyer-completed-375');
  await orderPage(page, id, DESKTOP);
  await page.getByText('Completed', { exact: true }).first().waitFor();
  await screenshot(page, 'order-lifecycle-buyer-completed-1280');
  await admin.setViewportSize(PHONE);
  await admin.goto(`/admin/orders/${id}`);
  await admin.getByText('Completed', { exact: true }).first().waitFor();
  await screenshot(admin, 'order-lifecycle-admin-completed-375');

  await buyer.context.close();
  await seller.context.close();
});
