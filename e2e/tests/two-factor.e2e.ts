import type { BrowserContext, Page } from 'playwright-core';
import { uniqueAccount } from '../src/accounts';
import { DESKTOP, newPage, PHONE, switchColorMode } from '../src/browser';
import { capture } from '../src/capture';
import { serverAndBrowser } from '../src/harness';
import { totpCode } from '../src/totp';

// Passkeys need a domain for their relying party: this file browses http://localhost:PORT.
const e2e = serverAndBrowser({ publicHost: 'localhost' });

/** A platform authenticator with a fingerprint reader that always says yes (Chromium's CDP). */
async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function passwordStep(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const signedIn = (page: Page) => page.waitForURL((url) => url.pathname === '/service-list');

test('a member turns on an authenticator app and a passkey, and signs back in with each', async () => {
  // (axe is injected into the page for the screen checks at the end.)
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { bypassCSP: true });
  const account = uniqueAccount();
  await context.request.post('/api/auth/register', { data: account });
  await passwordStep(page, account);
  await signedIn(page);

  // The authenticator app: the key is read off the setup screen, as a person types it into an app.
  await page.goto('/settings/security');
  await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await capture(page, 'security-totp-setup-light-1280');
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await capture(page, 'security-recovery-codes-light-1280');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download recovery codes' }).click();
  expect((await download).suggestedFilename()).toBe('gigly-recovery-codes.txt');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByText('of 10 recovery codes left').waitFor();

  // Out and back in: the password, then the app's next code (the one just used is spent).
  await signOut(page);
  await passwordStep(page, account);
  await page.getByLabel('Authentication code').waitFor();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await capture(page, `sign-in-second-step-light-${viewport.width}`);
  }
  await page.getByLabel('Authentication code').fill(totpCode(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedIn(page);

  // A passkey through Chromium's virtual authenticator.
  await addVirtualAuthenticator(context, page);
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey 1').waitFor();

  // Out, and back in with the passkey alone (no password).
  await signOut(page);
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await signedIn(page);

  // The password, then the passkey as the second step.
  await signOut(page);
  await passwordStep(page, account);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await signedIn(page);

  // The screen as it stands (app on, a passkey, the sessions list), at both widths, light and dark.
  await page.goto('/settings/security');
  await page.getByText('Passkey 1').waitFor();
  await page.getByText('Headless Chrome on Linux').waitFor();
  await page.getByText('This browser').waitFor();
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await switchColorMode(page, 'dark');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await capture(page, `security-settings-${mode}-${viewport.width}`);
    }
  }
  await context.close();
});
