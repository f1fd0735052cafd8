import { useNavigate } from '@market/router';
import { apiRequest, authStore, withErrorFallback } from '@market/api-client';
import { toast } from '@market/ui';
import { LOGOUT_REDIRECT_DELAY_MS } from '@/routing';

export const LOGOUT_FALLBACK = 'An unknown error occurred during logout.';

/** Rejects with the server's error when it sent a message, else with LOGOUT_FALLBACK. */
export function logout(): Promise<unknown> {
  return withErrorFallback(apiRequest('/auth/logout', { method: 'POST' }), LOGOUT_FALLBACK);
}

/** Ends the session, clears the stored user and returns to / after about 200 ms. */
export function useLogout() {
  const navigate = useNavigate();
  return async (): Promise<void> => {
    try {
      await logout();
      authStore.clear();
      toast.success('Logged out successfully!');
      setTimeout(() => navigate('/', { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    } catch {
      toast.error('Logout failed. Please try again.');
    }
  };
}
