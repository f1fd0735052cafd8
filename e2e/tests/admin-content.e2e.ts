import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ADMIN, signInThroughForm } from '../src/accounts';
import { capture as captureScreen } from '../src/capture';
import { DESKTOP, newPage, PHONE } from '../src/browser';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();
let filesDir: string;
let coverPng: string;
let otherPng: string;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, a diagonal gradient in one colour) so the upload and the <img> both work. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) {
      const shade = (x + y) / (width + height);
      rows.push(...rgb.map((value) => Math.round(value * (0.4 + 0.6 * shade))));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'admin-content-'));
  coverPng = join(filesDir, 'cover.png');
  otherPng = join(filesDir, 'other.png');
  writeFileSync(coverPng, png(320, 200, [30, 110, 220]));
  writeFileSync(otherPng, png(160, 100, [220, 90, 40]));
});

afterAll(async () => {
  rmSync(filesDir, { recursive: true, force: true });
});

async function adminPage(viewport = DESKTOP) {
  // bypassCSP: axe is injected as a script tag.
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
  await signInThroughForm(page, DEMO_ADMIN);
  await page.getByRole('heading', { name: 'Welcome Admin!' }).waitFor();
  return { context, page };
}

/** src/capture.ts's, once the sign-in toast has gone (it would be in the screenshot). */
async function capture(page: Page, name: string): Promise<void> {
  await page.getByText('Successfully Signed In!').waitFor({ state: 'detached' });
  await captureScreen(page, name);
}

/** The message shown with a form field (Bootstrap's invalid-feedback that follows it). */
const messageOf = (field: Locator) =>
  field.locator('xpath=following-sibling::div[contains(@class,"invalid-feedback")][1]');

const pkg = (page: Page, name: string) => page.getByRole('group', { name: `${name} package` });

interface ServiceJson {
  _id: string;
  title: string;
  category: string;
  subCategory: string;
  coverImage: string;
  otherImages: string[];
  features: string[];
  packages: { name: string; regularPrice: number; salePrice: number; deliveryTime: number }[];
}

const servicesNamed = (page: Page, title: string) =>
  page.evaluate(async (title) => {
    const answer = await fetch(`/api/services?search=${encodeURIComponent(title)}&limit=100`);
    return ((await answer.json()) as ServiceJson[]).filter((service) => service.title === title);
  }, title);

test('the empty service, blog and gallery forms say what is missing next to each field', async () => {
  const { context, page } = await adminPage();
  await page.goto('/admin/add-service');
  await page.getByRole('heading', { name: 'Add Service' }).waitFor();
  await page.getByRole('button', { name: 'Create Service' }).click();
  for (const [label, message] of [
    ['Service Title', 'Service Title is required'],
    ['Category', 'Category is required'],
    ['Subcategory', 'Subcategory is required'],
    ['Cover image', 'Cover image is required'],
    ['Short Title', 'Short Title is required'],
    ['Short Description', 'Short Description is required'],
  ]) {
    await expect(messageOf(page.getByLabel(label, { exact: true })).textContent()).resolves.toBe(message);
  }
  await expect(messageOf(page.locator('#service-desc')).textContent()).resolves.toBe(
    'Description is required',
  );
  for (const name of ['Basic', 'Standard', 'Premium']) {
    const group = pkg(page, name);
    await group.getByText('Description is required').waitFor();
    await group.getByText('Delivery Time is required').waitFor();
    await group.getByText('Revision Number is required').waitFor();
    await group.getByText('Price must be greater than 0').waitFor();
  }
  await expect(
    page.getByLabel('Service Title').evaluate((el) => el === document.activeElement),
  ).resolves.toBe(true);
  await pkg(page, 'Standard').getByLabel('Regular Price').fill('20');
  await pkg(page, 'Standard').getByLabel('Sale Price').fill('25');
  await pkg(page, 'Premium').getByLabel('Sale Price').fill('-3');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await pkg(page, 'Standard').getByText('Sale Price cannot be greater than Regular Price').waitFor();
  await pkg(page, 'Premium').getByText('Sale Price must not be negative').waitFor();
  await capture(page, 'admin-add-service-errors-1280');

  await page.goto('/admin/add-blog');
  await page.getByRole('heading', { name: 'Add Blog' }).waitFor();
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(messageOf(page.getByLabel('Blog Title')).textContent()).resolves.toBe(
    'Blog Title is required',
  );
  await expect(messageOf(page.getByLabel('Description')).textContent()).resolves.toBe(
    'Description is required',
  );
  await expect(messageOf(page.getByLabel('Images')).textContent()).resolves.toBe(
    'At least one image is required',
  );
  await capture(page, 'admin-add-blog-errors-1280');

  await page.goto('/admin/add-gallery');
  await page.getByRole('heading', { name: 'Add Gallery' }).waitFor();
  await page.getByRole('button', { name: 'Add Gallery Item' }).click();
  await expect(messageOf(page.getByLabel('Image title')).textContent()).resolves.toBe(
    'Image title is required',
  );
  await expect(messageOf(page.getByLabel('Category')).textContent()).resolves.toBe('Category is required');
  await expect(messageOf(page.getByLabel('Image', { exact: true })).textContent()).resolves.toBe(
    'Image is required',
  );
  await capture(page, 'admin-add-gallery-errors-1280');
  await context.close();

  const phone = await adminPage(PHONE);
  await phone.page.goto('/admin/add-service');
  await phone.page.getByRole('button', { name: 'Create Service' }).click();
  await phone.page.getByText('Service Title is required').waitFor();
  await capture(phone.page, 'admin-add-service-errors-375');
  await phone.page.goto('/admin/add-blog');
  await phone.page.getByRole('button', { name: 'Create Blog' }).click();
  await phone.page.getByText('Blog Title is required').waitFor();
  await capture(phone.page, 'admin-add-blog-errors-375');
  await phone.page.goto('/admin/add-gallery');
  await phone.page.getByRole('button', { name: 'Add Gallery Item' }).click();
  await phone.page.getByText('Image title is required').waitFor();
  await capture(phone.page, 'admin-add-gallery-errors-375');
  await phone.context.close();
});

test('an admin creates a service with a cover upload, a visitor finds it in its category, the admin edits and deletes it', async () => {
  const tag = Date.now().toString(36);
  const title = `E2E Landing Page ${tag}`;
  // Buyers' cards show the short title.
  const shortTitle = `File conversion ${tag}`;
  const { context, page } = await adminPage();
  await page.goto('/admin/add-service');
  await page.getByLabel('Service Title').fill(title);
  await page.getByLabel('Category', { exact: true }).selectOption('programming-tech');
  await page.getByLabel('Subcategory').selectOption('convert-files');

  // The upload shows its progress and holds the submit until it is done.
  await page.route('**/api/uploads', async (route) => {
    await new Promise((done) => setTimeout(done, 400));
    await route.continue();
  });
  await page.getByLabel('Cover image').setInputFiles(coverPng);
  await page.getByRole('progressbar', { name: 'Uploading Cover image' }).waitFor({ state: 'attached' });
  await page.getByText(/^Uploading… \d+%$/).waitFor();
  await expect(page.getByRole('button', { name: 'Create Service' }).isDisabled()).resolves.toBe(true);
  const cover = page.getByRole('img', { name: 'Cover image' });
  await cover.waitFor();
  await page.unroute('**/api/uploads');
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
  await page.waitForFunction(
    () => (document.querySelector('img[alt="Cover image"]') as HTMLImageElement)?.naturalWidth > 0,
  );
  const coverUrl = await cover.getAttribute('src');
  expect(coverUrl).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);
  await page.getByLabel('Other images (optional)').setInputFiles(otherPng);
  await page.getByRole('img', { name: 'Other images (optional)' }).waitFor();

  await page.locator('#service-desc').fill('Your files converted, checked and delivered on time.');
  await page.getByLabel('Short Title').fill(shortTitle);
  await page.getByLabel('Short Description').fill('Any format, quickly.');
  await page.getByLabel('Feature 1').fill('Any format');
  await page.getByLabel('Feature 3').fill('Checked by hand');
  const prices = { Basic: [25, 0, 2], Standard: [50, 45, 4], Premium: [90, 80, 7] } as const;
  for (const [name, [regular, sale, days]] of Object.entries(prices)) {
    const group = pkg(page, name);
    await group.getByLabel('Description').fill(`${name} conversion`);
    await group.getByLabel('Delivery Time').fill(String(days));
    await group.getByLabel('Revision Number').fill('2');
    await group.getByLabel('Regular Price').fill(String(regular));
    await group.getByLabel('Sale Price').fill(String(sale));
  }
  await capture(page, 'admin-add-service-filled-1280');

  // The server refuses once: the toast and the alert say so and nothing typed is lost.
  await page.route('**/api/services', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Create Service' }).click();
  const refused = 'Failed to create service. Please try again.';
  await page
    .getByRole('form', { name: 'Create Service' })
    .getByRole('alert')
    .filter({ hasText: refused })
    .waitFor();
  await page.locator('.market-toast').filter({ hasText: refused }).waitFor();
  await expect(page.getByLabel('Service Title').inputValue()).resolves.toBe(title);
  await expect(page.getByLabel('Subcategory').inputValue()).resolves.toBe('convert-files');
  await expect(pkg(page, 'Premium').getByLabel('Sale Price').inputValue()).resolves.toBe('80');
  await expect(cover.getAttribute('src')).resolves.toBe(coverUrl);
  await page.unroute('**/api/services');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await page.getByText('Service created successfully!').waitFor();
  await page.waitForURL('**/admin/services');

  const [created] = await servicesNamed(page, title);
  expect(created).toMatchObject({
    category: 'programming-tech',
    subCategory: 'convert-files',
    coverImage: coverUrl,
    // Each feature keeps its box: the empty second box is kept as '' (buyers never see it).
    features: ['Any format', '', 'Checked by hand'],
  });
  expect(created.otherImages).toHaveLength(1);
  expect(created.packages.map((p) => [p.name, p.regularPrice, p.salePrice, p.deliveryTime])).toEqual([
    ['basic', 25, 0, 2],
    ['standard', 50, 45, 4],
    ['premium', 90, 80, 7],
  ]);

  // The new service heads the admin list (newest first) and shows in its category's list.
  const row = page.locator(`tr[data-service-id="${created._id}"]`);
  await row.waitFor();
  await expect(row.locator('td').nth(3).textContent()).resolves.toBe('Programming & Tech');
  await expect(row.locator('td').nth(4).textContent()).resolves.toBe('Convert Files');
  await page.getByLabel('Category').selectOption('programming-tech');
  await page.waitForURL((url) => url.searchParams.get('category') === 'programming-tech');
  await row.waitFor();
  await capture(page, 'admin-services-1280');
  await page.getByLabel('Category').selectOption('business');
  await row.waitFor({ state: 'detached' });

  const visitor = await newPage(e2e.browser, e2e.server.url);
  await visitor.page.goto('/programming-tech/convert-files');
  await visitor.page.getByRole('heading', { name: 'Convert Files' }).waitFor();
  await visitor.page.getByText(shortTitle).first().waitFor();
  await visitor.page.locator(`a[href$="/${created._id}"]`).first().waitFor();
  await visitor.context.close();

  // Edit: the stored values fill the form; a new category empties the subcategory.
  await page.goto(`/admin/services/edit/${created._id}`);
  await page.getByRole('heading', { name: 'Edit Service' }).waitFor();
  await expect(page.getByLabel('Service Title').inputValue()).resolves.toBe(title);
  await expect(page.getByLabel('Subcategory').inputValue()).resolves.toBe('convert-files');
  await expect(pkg(page, 'Premium').getByLabel('Regular Price').inputValue()).resolves.toBe('90');
  await expect(page.getByLabel('Feature 2').inputValue()).resolves.toBe('');
  await expect(page.getByLabel('Feature 3').inputValue()).resolves.toBe('Checked by hand');
  await capture(page, 'admin-edit-service-1280');
  await page.getByLabel('Category', { exact: true }).selectOption('graphics-design');
  await expect(page.getByLabel('Subcategory').inputValue()).resolves.toBe('');
  await page.getByRole('button', { name: 'Update Service' }).click();
  await expect(messageOf(page.getByLabel('Subcategory')).textContent()).resolves.toBe(
    'Subcategory is required',
  );
  await page.getByLabel('Subcategory').selectOption('logo-design');
  await pkg(page, 'Basic').getByLabel('Sale Price').fill('30');
  await page.getByRole('button', { name: 'Update Service' }).click();
  await pkg(page, 'Basic').getByText('Sale Price cannot be greater than Regular Price').waitFor();
  await pkg(page, 'Basic').getByLabel('Sale Price').fill('20');
  await page.getByRole('button', { name: 'Update Service' }).click();
  await page.getByText('Service updated successfully!').waitFor();
  await page.waitForURL('**/admin/services');
  const [edited] = await servicesNamed(page, title);
  expect(edited).toMatchObject({ category: 'graphics-design', subCategory: 'logo-design' });
  expect(edited.packages[0]).toMatchObject({ name: 'basic', salePrice: 20 });

  // Delete after confirming; backing out first keeps it.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to delete this service?').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Service deleted successfully.').waitFor();
  await row.waitFor({ state: 'detached' });
  await expect(servicesNamed(page, title)).resolves.toEqual([]);
  const gone = await page.evaluate(
    async (id) => (await fetch(`/api/services/single-service/${id}`)).status,
    created._id,
  );
  expect(gone).toBe(404);
  await context.close();

  const phone = await adminPage(PHONE);
  await phone.page.goto(`/admin/services/edit/${created._id}`);
  await phone.page.getByText('Service not found.').waitFor();
  await phone.page.goto('/admin/services');
  await phone.page.locator('.card[data-service-id]').first().waitFor();
  await capture(phone.page, 'admin-services-375');
  const firstId = await phone.page.locator('.card[data-service-id]').first().getAttribute('data-service-id');
  await phone.page.goto(`/admin/services/edit/${firstId}`);
  await phone.page.getByRole('button', { name: 'Update Service' }).waitFor();
  await capture(phone.page, 'admin-edit-service-375');
  await phone.context.close();
});

test('an admin creates, edits, finds and deletes a blog', async () => {
  const title = `E2E blog ${Date.now().toString(36)}`;
  const { context, page } = await adminPage();
  await page.goto('/admin/add-blog');
  await page.getByLabel('Blog Title').fill(title);
  await page.getByLabel('Description').fill('A post written by the browser test. '.repeat(6));
  await page.getByLabel('Images').setInputFiles([coverPng, otherPng]);
  await page.getByRole('img', { name: 'Images 2' }).waitFor();
  await capture(page, 'admin-add-blog-1280');
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await page.getByText('Blog created successfully!').waitFor();
  await page.waitForURL('**/admin/blogs');

  await page.getByRole('heading', { name: 'Admin Blogs' }).waitFor();
  await page.getByLabel('Search blogs').fill(title.toUpperCase());
  const card = page.locator('[data-blog-id]').filter({ hasText: title });
  await card.waitFor();
  await expect(page.locator('[data-blog-id]').count()).resolves.toBe(1);
  // The preview is cut at 100 characters plus an ellipsis.
  await expect(card.locator('.card-text').textContent()).resolves.toMatch(/^.{100}…$/s);
  await capture(page, 'admin-blogs-1280');
  await page.getByLabel('Search blogs').fill('no such blog anywhere');
  await page.getByText('No blogs match your search.').waitFor();
  await page.getByLabel('Search blogs').fill(title);

  await card.getByRole('link', { name: `Update ${title}` }).click();
  await page.waitForURL('**/admin/blogs/edit/*');
  await page.getByRole('heading', { name: 'Edit Blog' }).waitFor();
  await expect(page.getByLabel('Blog Title').inputValue()).resolves.toBe(title);
  await page.getByLabel('Blog Title').fill('');
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await page.getByText('Blog Title is required').waitFor();
  await capture(page, 'admin-edit-blog-1280');
  await page.getByLabel('Blog Title').fill(`${title} edited`);
  await page.getByRole('button', { name: 'Remove Images 1' }).click();
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await page.getByText('Blog updated successfully!').waitFor();
  await page.waitForURL('**/admin/blogs');
  const edited = page.locator('[data-blog-id]').filter({ hasText: `${title} edited` });
  const id = await edited.getAttribute('data-blog-id');
  const stored = await page.evaluate(
    async (id) => (await (await fetch(`/api/blogs/${id}`)).json()) as { images: string[] },
    id,
  );
  expect(stored.images).toHaveLength(1);

  await edited.getByRole('button', { name: `Delete ${title} edited` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Blog deleted successfully.').waitFor();
  await edited.waitFor({ state: 'detached' });
  await expect(page.evaluate(async (id) => (await fetch(`/api/blogs/${id}`)).status, id)).resolves.toBe(404);
  await context.close();

  const phone = await adminPage(PHONE);
  await phone.page.goto('/admin/blogs');
  await phone.page.locator('[data-blog-id]').first().waitFor();
  await capture(phone.page, 'admin-blogs-375');
  const firstId = await phone.page.locator('[data-blog-id]').first().getAttribute('data-blog-id');
  await phone.page.goto(`/admin/blogs/edit/${firstId}`);
  await phone.page.getByRole('button', { name: 'Update Blog' }).waitFor();
  await capture(phone.page, 'admin-edit-blog-375');
  await phone.page.goto('/admin/add-blog');
  await phone.page.getByRole('button', { name: 'Create Blog' }).waitFor();
  await capture(phone.page, 'admin-add-blog-375');
  await phone.context.close();
});

test('an admin adds a gallery item and deletes it', async () => {
  const title = `E2E gallery ${Date.now().toString(36)}`;
  const { context, page } = await adminPage();
  await page.goto('/admin/add-gallery');
  await page.getByLabel('Image title').fill(title);
  await page.getByLabel('Category').selectOption('video-animation');
  await page.getByLabel('Image', { exact: true }).setInputFiles(coverPng);
  await page.getByRole('img', { name: 'Image', exact: true }).waitFor();
  await capture(page, 'admin-add-gallery-1280');
  await page.getByRole('button', { name: 'Add Gallery Item' }).click();
  await page.getByText('Gallery item created successfully!').waitFor();
  await page.waitForURL('**/admin/galleries');

  await page.getByRole('heading', { name: 'Admin Galleries' }).waitFor();
  await page.getByLabel('Category').selectOption('video-animation');
  const item = page.locator('[data-gallery-id]').filter({ hasText: title });
  await item.getByText('Video & Animation').waitFor();
  await capture(page, 'admin-galleries-1280');
  await page.getByLabel('Category').selectOption('business');
  await item.waitFor({ state: 'detached' });
  await page.getByLabel('Category').selectOption('');

  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByText('Are you sure you want to delete this gallery item?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Gallery item deleted successfully.').waitFor();
  await item.waitFor({ state: 'detached' });
  const left = await page.evaluate(
    async () => (await (await fetch('/api/galleries?limit=100')).json()) as { imageTitle: string }[],
  );
  expect(left.some((entry) => entry.imageTitle === title)).toBe(false);
  await context.close();

  const phone = await adminPage(PHONE);
  await phone.page.goto('/admin/galleries');
  await phone.page.getByRole('heading', { name: 'Admin Galleries' }).waitFor();
  await phone.page.locator('[data-gallery-id], .alert').first().waitFor();
  await capture(phone.page, 'admin-galleries-375');
  await phone.page.goto('/admin/add-gallery');
  await phone.page.getByRole('button', { name: 'Add Gallery Item' }).waitFor();
  await capture(phone.page, 'admin-add-gallery-375');
  await phone.context.close();
});
