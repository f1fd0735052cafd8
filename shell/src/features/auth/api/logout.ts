import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from '@market/router';
import { apiRequest, authStore, withErrorFallback } from '@market/api-client';
import { toast } from '@market/ui';
import { LOGOUT_REDIRECT_DELAY_MS } from '@/routing';

export const LOGOUT_FALLBACK = 'An unknown error occurred during logout.';

const messages = defineMessages({
  loggedOut: { id: 'shell.auth.loggedOut', defaultMessage: 'Logged out successfully!' },
  failed: { id: 'shell.auth.logoutFailed', defaultMessage: 'Logout failed. Please try again.' },
});

/** Rejects with the server's error when it sent a message, else with LOGOUT_FALLBACK. */
export function logout(): Promise<unknown> {
  return withErrorFallback(apiRequest('/auth/logout', { method: 'POST' }), LOGOUT_FALLBACK);
}

/** Ends the session, clears the stored user and returns to / after about 200 ms. */
export function useLogout() {
  const navigate = useNavigate();
  const intl = useIntl();
  return async (): Promise<void> => {
    try {
      await logout();
      authStore.clear();
      toast.success(intl.formatMessage(messages.loggedOut));
      setTimeout(() => navigate('/', { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    } catch {
      toast.error(intl.formatMessage(messages.failed));
    }
  };
}
