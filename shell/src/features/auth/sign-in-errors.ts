import { defineMessage, defineMessages, type MessageDescriptor, type IntlShape } from 'react-intl';

/**
 * The texts of the error codes a failed Google/GitHub sign-in comes back with
 * (`/auth/sign-in?error=<code>&provider=<google|github>`). Only these fixed texts are shown: the
 * address bar is anyone's to write, so its words never reach the page.
 */
const PROVIDERS: Record<string, string> = { google: 'Google', github: 'GitHub' };

const textsTyped = defineMessages({
  not_configured: {
    id: 'shell.auth.socialNotConfigured',
    defaultMessage: '{provider} sign-in is not available on this server.',
  },
  failed: { id: 'shell.auth.socialFailed', defaultMessage: '{provider} sign-in failed. Please try again.' },
  cancelled: { id: 'shell.auth.socialCancelled', defaultMessage: '{provider} sign-in was cancelled.' },
  no_email: {
    id: 'shell.auth.socialNoEmail',
    defaultMessage: 'Your {provider} account did not share an e-mail address, so we cannot sign you in.',
  },
  provider_email_unverified: {
    id: 'shell.auth.socialProviderEmailUnverified',
    defaultMessage:
      'Your {provider} e-mail address is not verified. Verify it with {provider} and try again.',
  },
  email_linked: {
    id: 'shell.auth.socialEmailLinked',
    defaultMessage: 'This e-mail address is already linked to another {provider} account.',
  },
  email_unverified: {
    id: 'shell.auth.socialEmailUnverified',
    defaultMessage:
      'An account with this e-mail address already exists, but its address is not verified yet. Sign in with your password and verify your e-mail address (Settings) before using {provider} sign-in.',
  },
});
/** Values untyped: the messages take placeholders. */
const TEXTS = textsTyped as { [K in keyof typeof textsTyped]: MessageDescriptor };

const SOCIAL = defineMessage({ id: 'shell.auth.socialProvider', defaultMessage: 'Social' });

/** The text to show for `?error=` and `?provider=`, or undefined when there is no error. */
export function signInErrorText(
  code: string | null,
  provider: string | null,
  intl: IntlShape,
): string | undefined {
  if (!code) return undefined;
  const name = PROVIDERS[provider ?? ''] ?? intl.formatMessage(SOCIAL);
  const text = Object.hasOwn(TEXTS, code) ? TEXTS[code as keyof typeof TEXTS] : TEXTS.failed;
  return intl.formatMessage(text, { provider: name });
}
