import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@market/router';
import { authStore, type AuthUser } from '@market/api-client';
import { LoadingBlock, toast, usePageMeta } from '@market/ui';

export type SocialOutcome =
  { kind: 'success'; user: AuthUser } | { kind: 'invalid' } | { kind: 'unparsable' };

/** Reads the `user` query parameter the server's social sign-in returns with. */
export function readSocialUser(raw: string | null): SocialOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    return { kind: 'unparsable' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'invalid' };
  const user = parsed as Record<string, unknown>;
  const id = user.id ?? user._id;
  if (
    typeof id !== 'string' ||
    !id ||
    typeof user.username !== 'string' ||
    !user.username ||
    typeof user.email !== 'string' ||
    !user.email
  ) {
    return { kind: 'invalid' };
  }
  return {
    kind: 'success',
    user: { ...(user as unknown as AuthUser), id, _id: id, isAdmin: user.isAdmin === true },
  };
}

const messages = defineMessages({
  title: { id: 'shell.auth.signingIn', defaultMessage: 'Signing In' },
  success: { id: 'shell.auth.socialSuccess', defaultMessage: 'Login successful!' },
  invalid: { id: 'shell.auth.socialInvalid', defaultMessage: 'Error logging in. Please try again.' },
  unparsable: {
    id: 'shell.auth.socialUnparsable',
    defaultMessage: 'Error processing login. Please try again.',
  },
  working: { id: 'shell.auth.signingYouIn', defaultMessage: 'Signing you in...' },
});

/** One page per provider (/auth/google/callback, /auth/github/callback) with the three outcomes of the spec. */
export function SocialCallbackPage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(messages.title));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const outcome = readSocialUser(params.get('user'));
    if (outcome.kind === 'success') {
      authStore.set(outcome.user);
      toast.success(intl.formatMessage(messages.success));
      navigate('/', { replace: true });
    } else {
      toast.error(intl.formatMessage(outcome.kind === 'invalid' ? messages.invalid : messages.unparsable));
      navigate('/auth/sign-in', { replace: true });
    }
  }, [params, navigate, intl]);

  return <LoadingBlock label={intl.formatMessage(messages.working)} />;
}
