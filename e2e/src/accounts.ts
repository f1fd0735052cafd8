import type { Page } from 'playwright-core';

export const DEMO_ADMIN = { username: 'admin', password: 'admin-demo-123' };
export const DEMO_BUYER = { username: 'buyer', password: 'buyer-demo-123' };
/** The demo staff member with the fulfilment role. */
export const DEMO_STUDIO = { username: 'studio', password: 'studio-demo-123' };

/** Signs in through the real form and waits for the redirect away from it. */
export async function signInThroughForm(
  page: Page,
  account: { username: string; password: string },
): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

let counter = 0;
/** A new account's details, unique within the run. */
export function uniqueAccount() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `e2e${tag}`,
    email: `e2e${tag}@example.com`,
    password: `pw-${tag}-secret`,
    country: 'Canada',
  };
}
