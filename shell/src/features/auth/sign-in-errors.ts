/**
 * The texts of the error codes a failed Google/GitHub sign-in comes back with
 * (`/auth/sign-in?error=<code>&provider=<google|github>`). Only these fixed texts are shown: the
 * address bar is anyone's to write, so its words never reach the page.
 */
const PROVIDERS: Record<string, string> = { google: 'Google', github: 'GitHub' };

const TEXTS: Record<string, (provider: string) => string> = {
  not_configured: (p) => `${p} sign-in is not available on this server.`,
  failed: (p) => `${p} sign-in failed. Please try again.`,
  cancelled: (p) => `${p} sign-in was cancelled.`,
  no_email: (p) => `Your ${p} account did not share an e-mail address, so we cannot sign you in.`,
  provider_email_unverified: (p) =>
    `Your ${p} e-mail address is not verified. Verify it with ${p} and try again.`,
  email_linked: (p) => `This e-mail address is already linked to another ${p} account.`,
  email_unverified: (p) =>
    `An account with this e-mail address already exists, but its address is not verified yet. Sign in with your password and verify your e-mail address (Settings) before using ${p} sign-in.`,
};

/** The text to show for `?error=` and `?provider=`, or undefined when there is no error. */
export function signInErrorText(code: string | null, provider: string | null): string | undefined {
  if (!code) return undefined;
  const name = PROVIDERS[provider ?? ''] ?? 'Social';
  return (TEXTS[code] ?? TEXTS.failed)(name);
}
