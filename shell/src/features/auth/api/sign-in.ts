import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from '@market/router';
import { apiRequest, authStore, isAuthUser, withErrorFallback, type AuthUser } from '@market/api-client';
import type { TwoFactorRequiredJson } from '@market/contracts';
import { errorTextIn, toast } from '@market/ui';
import { homeOf } from '@/routing';

export interface Credentials {
  username: string;
  password: string;
}

export const LOGIN_FALLBACK = 'An unknown error occurred during login.';

/** The sign-in's toasts (the sign-up flow signs in too). */
export const SIGN_IN_MESSAGES = defineMessages({
  signedIn: { id: 'shell.auth.signedIn', defaultMessage: 'Successfully Signed In!' },
  failed: { id: 'shell.auth.signInFailed', defaultMessage: 'Sign-in failed. Please try again.' },
});

export const isSecondStep = (answer: unknown): answer is TwoFactorRequiredJson =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as TwoFactorRequiredJson).twoFactorRequired === true;

/**
 * Rejects with the server's error when it sent a message, else with LOGIN_FALLBACK. An account
 * with a second factor answers its second step instead of the user.
 */
export async function signIn(credentials: Credentials): Promise<AuthUser | TwoFactorRequiredJson> {
  const answer = await withErrorFallback(
    apiRequest<unknown>('/auth/login', { method: 'POST', body: credentials }),
    LOGIN_FALLBACK,
  );
  if (isSecondStep(answer)) return answer;
  return signedInUser(answer);
}

/** A 200 without a usable user (a proxy's HTML page) must not be stored as the signed-in user. */
export function signedInUser(answer: unknown): AuthUser {
  if (!isAuthUser(answer)) throw new Error(LOGIN_FALLBACK);
  return answer;
}

/** Stores the signed-in user, says so and sends admins to /admin (or their enrolment), everyone else to /service-list. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const intl = useIntl();
  return (user: AuthUser) => {
    authStore.set(user);
    toast.success(intl.formatMessage(SIGN_IN_MESSAGES.signedIn));
    navigate(homeOf(authStore.get() ?? user), { replace: true });
  };
}

/**
 * Signs in; answers true when signed in, the second step when the account has one, false on failure
 * (toasted).
 */
export function useSignIn() {
  const finish = useFinishSignIn();
  const intl = useIntl();
  return async (credentials: Credentials): Promise<boolean | TwoFactorRequiredJson> => {
    try {
      const answer = await signIn(credentials);
      if (isSecondStep(answer)) return answer;
      finish(answer);
      return true;
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(SIGN_IN_MESSAGES.failed)));
      return false;
    }
  };
}
