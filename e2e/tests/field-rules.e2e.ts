import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_BUYER, signInThroughForm } from '../src/accounts';
import { DESKTOP, newPage, PHONE, screenshot } from '../src/browser';
import { capture, LOOKS } from '../src/capture';
import { serverAndBrowser } from '../src/harness';

/**
 * Rules said where a person meets them (issue 63): an expired coupon warned and marked, a program
 * refused as an image with a reason, sign-up's rules at the fields, toasts at the top right below
 * the header, and the phone's order bar stepping aside from the service panel's buttons.
 */
const e2e = serverAndBrowser();

const EXE = {
  name: 'setup.exe',
  mimeType: 'application/x-msdownload',
  buffer: Buffer.from('MZ\x90\x00program'),
};
const NOT_AN_IMAGE = 'setup.exe is not a JPEG, PNG, WebP or GIF image: upload a JPEG, PNG, WebP or GIF image';

async function signedIn(
  account: typeof DEMO_ADMIN,
  viewport = DESKTOP,
  colorMode: 'light' | 'dark' = 'light',
) {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, {
    viewport,
    bypassCSP: true,
    colorMode,
  });
  await signInThroughForm(page, account);
  return { context, page };
}

/** The toast's box lies below the sticky header and against the right edge of the screen. */
async function toastPlace(page: Page, text: string) {
  const toast = page.locator('.toast', { hasText: text });
  await toast.waitFor();
  const box = (await toast.boundingBox())!;
  const header = (await page.locator('.site-header').boundingBox())!;
  const width = page.viewportSize()!.width;
  return {
    belowHeader: box.y >= header.y + header.height - 1,
    rightEdgeGap: Math.round(width - (box.x + box.width)),
  };
}

test('the admin is warned of a last day already past, and the list marks the coupon expired', async () => {
  for (const [mode, viewport] of LOOKS) {
    const { context, page } = await signedIn(DEMO_ADMIN, viewport, mode);
    await page.goto('/admin/coupons');
    const code = `OLD${mode}${viewport.width}${Date.now().toString(36)}`.toUpperCase();
    const form = page.getByRole('form', { name: 'Add Coupon' });
    await form.getByLabel('Coupon code').fill(code);
    await form.getByLabel('Discount value (%)').fill('10');
    await form.getByLabel('Last day valid (optional)').fill('2020-01-31');
    await form.getByText('This day is past: the coupon is saved expired and buyers cannot use it.').waitFor();
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    const place = await toastPlace(page, 'Coupon added successfully');
    await screenshot(page, `field-rules-toast-${mode}-${viewport.width}`, { fullPage: false });
    expect(place.belowHeader).toBe(true);
    expect(place.rightEdgeGap).toBeLessThanOrEqual(24);
    const row = page.locator(`[data-coupon-code="${code}"]`);
    await row.locator('.badge', { hasText: 'expired' }).waitFor();
    // Drawn, not only in the DOM: a colour class the stylesheet lacks leaves white text on nothing.
    const look = await row
      .locator('.badge', { hasText: 'expired' })
      .evaluate((badge) => getComputedStyle(badge).backgroundColor);
    expect(look).not.toBe('rgba(0, 0, 0, 0)');
    await capture(page, `field-rules-coupons-${mode}-${viewport.width}`);
    await context.close();
  }
});

test('Add Gallery refuses a program with the reason, not only "Image is required"', async () => {
  const { context, page } = await signedIn(DEMO_ADMIN);
  await page.goto('/admin/add-gallery');
  await page.getByLabel('Image title').fill('Not a picture');
  await page.getByLabel('Image', { exact: true }).setInputFiles(EXE);
  await page.getByText(NOT_AN_IMAGE).waitFor();
  await page.getByRole('button', { name: 'Add Gallery Item' }).click();
  await page.getByText('Category is required').waitFor();
  await page.getByText(NOT_AN_IMAGE).waitFor();
  await capture(page, 'field-rules-add-gallery-1280');
  await context.close();
});

test('Settings does not save while the chosen profile image is a program', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page } = await signedIn(DEMO_BUYER, viewport);
    await page.goto('/settings');
    await page.getByLabel('Profile image').setInputFiles(EXE);
    await page.getByText(NOT_AN_IMAGE).waitFor();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Failed to upload the new image.').waitFor();
    expect(await page.getByText('Profile updated successfully!').count()).toBe(0);
    await capture(page, `field-rules-settings-${viewport.width}`);
    await context.close();
  }
});

test('sign-up says the username and password rules at their fields and holds a short password there', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
    await page.goto('/auth/sign-up');
    await page.getByText('Up to 30 letters, digits, dots, dashes or underscores.').waitFor();
    await page.getByText('At least 8 characters, and not a common password.').waitFor();
    await page.getByLabel('Username').fill('new person');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Username may only hold letters, digits, dots, dashes and underscores').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await capture(page, `field-rules-sign-up-${viewport.width}`);
    await context.close();
  }
});

test("on a phone the order bar steps aside while the panel's Order Now and Contact Seller are on screen", async () => {
  const { context, page } = await signedIn(DEMO_BUYER, PHONE);
  await page.goto('/search?query=logo');
  await page.getByTestId('service-grid').getByRole('link').first().click();
  const bar = page.getByRole('region', { name: 'Order summary' });
  await bar.getByRole('button', { name: 'Order Now' }).waitFor();
  const contact = page.getByRole('button', { name: 'Contact Seller' });
  await contact.scrollIntoViewIfNeeded();
  await page.locator('.market-bottom-bar[data-away]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Contact Seller')!;
    const at = button.getBoundingClientRect();
    const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
    return hit === button;
  });
  await screenshot(page, 'field-rules-service-panel-375', { fullPage: false });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.market-bottom-bar:not([data-away])').waitFor({ state: 'attached' });
  await context.close();
});
