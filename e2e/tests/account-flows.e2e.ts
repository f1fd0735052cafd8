import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInThroughForm, uniqueAccount } from '../src/accounts';
import { newPage } from '../src/browser';
import { waitForMail } from '../src/outbox';
import { serverAndBrowser } from '../src/harness';

const e2e = serverAndBrowser();
let picturePath: string;

// A real 1x1 PNG, so the server's byte check accepts it as an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  picturePath = join(e2e.server.dataDir, 'avatar.png');
  writeFileSync(picturePath, PNG);
});

async function signUp(
  page: import('playwright-core').Page,
  account: ReturnType<typeof uniqueAccount>,
  picture?: string,
) {
  await page.goto('/auth/sign-up');
  await page.getByRole('heading', { name: 'Get Started' }).waitFor();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Country').selectOption(account.country);
  if (picture) await page.getByLabel('Profile picture (optional)').setInputFiles(picture);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

test('sign-up validates the form, then signs in and goes to /services', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await page.goto('/auth/sign-up');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Username is required').waitFor();
  await page.getByText('Country is required').waitFor();
  expect(await page.getByRole('combobox', { name: 'Country' }).locator('option').count()).toBeGreaterThan(
    180,
  );

  const account = uniqueAccount();
  await signUp(page, account, picturePath);
  await page.waitForURL((url) => url.pathname === '/services');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).waitFor();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored.username).toBe(account.username);
  await context.close();
});

test('forgot password → mail in the outbox → reset → sign in with the new password', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  const account = uniqueAccount();
  await signUp(page, account);
  await page.waitForURL((url) => url.pathname === '/services');
  await page.getByRole('button', { name: 'Logout' }).click();
  // What the shop answered first (a failed logout stays on the page, saying so).
  const answer = page.getByText(/^(Logged out successfully!|Logout failed\. Please try again\.)$/).first();
  expect(await answer.textContent()).toBe('Logged out successfully!');
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.waitForURL('**/auth/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.locator('.alert-success').waitFor();

  const mail = await waitForMail(e2e.server.dataDir, account.email, '/auth/reset-password/');
  const link = mail.match(/https?:\/\/[^\s"'<>]*\/auth\/reset-password\/[A-Za-z0-9._~-]+/);
  expect(link).not.toBeNull();
  const resetPath = new URL(link![0]).pathname;

  await page.goto(resetPath);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('something-else');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Passwords do not match.').waitFor();
  await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/sign-in');

  await signInThroughForm(page, { username: account.username, password: 'brand-new-pass-1' });
  await page.waitForURL((url) => url.pathname === '/service-list');
  await context.close();
});

test('e-mail verification: the mailed link confirms the address; a new address needs the password and a new link', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  const account = uniqueAccount();
  await signUp(page, account);
  await page.waitForURL((url) => url.pathname === '/services');
  await page.goto('/settings');
  await page.getByText('Your e-mail address is not verified yet').waitFor();

  const mail = await waitForMail(e2e.server.dataDir, account.email, '/auth/verify-email/');
  const link = mail.match(/https?:\/\/[^\s"'<>]*\/auth\/verify-email\/[A-Za-z0-9._~-]+/);
  expect(link).not.toBeNull();
  await page.goto(new URL(link![0]).pathname);
  await page.getByText('Your e-mail address is verified.').waitFor();
  await page.goto(new URL(link![0]).pathname);
  await page.getByText(/This verification link is invalid or has expired/).waitFor();

  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  expect(await page.getByText('Your e-mail address is not verified yet').count()).toBe(0);
  const moved = `moved.${account.email}`;
  await page.getByLabel('Email').fill(moved);
  await page.getByLabel('Current password (to change your e-mail address)').fill(account.password);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await waitForMail(e2e.server.dataDir, account.email, 'was changed to');
  await waitForMail(e2e.server.dataDir, moved, '/auth/verify-email/');
  const me = await page.evaluate(() => fetch('/api/auth/me').then((response) => response.json()));
  expect(me).toMatchObject({ email: moved, emailVerified: false });
  await context.close();
});

test('settings: update the profile with a new picture', async () => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  const account = uniqueAccount();
  await signUp(page, account);
  await page.waitForURL((url) => url.pathname === '/services');

  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await page.getByLabel('Profile image').setInputFiles(picturePath);
  await page.getByText('New image selected!').waitFor();
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('Japan');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await expect(page.getByRole('link', { name: 'Change Password' }).getAttribute('href')).resolves.toBe(
    '/update-password',
  );

  const me = await page.evaluate(() => fetch('/api/auth/me').then((response) => response.json()));
  expect(me.phone).toBe('+1 555 0100');
  expect(me.country).toBe('Japan');
  expect(me.img).toMatch(/\/uploads\//);

  await page.goto(`/profile/${me.id}`);
  await page.getByRole('heading', { name: account.username }).waitFor();
  await page.getByText('Japan').waitFor();
  await page.getByText('Joined On').waitFor();
  const avatar = page.getByRole('img', { name: `${account.username}'s picture` });
  // decode() waits for the picture and rejects a broken one. (naturalWidth would read 0: the 1x1
  // test picture's variant is listed as 320w in srcset, so its density-corrected width rounds down.)
  const loaded = await avatar.evaluate((img: HTMLImageElement) =>
    img.decode().then(
      () => img.currentSrc,
      () => '',
    ),
  );
  expect(loaded).toMatch(/\/uploads\/[a-f0-9]{32}-320\.avif$/);
  await context.close();
});
