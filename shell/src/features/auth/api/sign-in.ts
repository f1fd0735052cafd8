import { useNavigate } from '@market/router';
import {
  apiRequest,
  authStore,
  isAuthUser,
  messageOf,
  withErrorFallback,
  type AuthUser,
} from '@market/api-client';
import { toast } from '@market/ui';
import { homeOf } from '@/routing';

export interface Credentials {
  username: string;
  password: string;
}

export const LOGIN_FALLBACK = 'An unknown error occurred during login.';

/** Rejects with the server's error when it sent a message, else with LOGIN_FALLBACK. */
export async function signIn(credentials: Credentials): Promise<AuthUser> {
  const user = await withErrorFallback(
    apiRequest<unknown>('/auth/login', { method: 'POST', body: credentials }),
    LOGIN_FALLBACK,
  );
  // A 200 without a usable user (a proxy's HTML page) must not be stored as the signed-in user.
  if (!isAuthUser(user)) throw new Error(LOGIN_FALLBACK);
  return user;
}

/** Signs in, stores the user and sends admins to /admin, everyone else to /service-list. */
export function useSignIn() {
  const navigate = useNavigate();
  return async (credentials: Credentials): Promise<boolean> => {
    try {
      const user = await signIn(credentials);
      authStore.set(user);
      toast.success('Successfully Signed In!');
      navigate(homeOf(authStore.get() ?? user), { replace: true });
      return true;
    } catch (error) {
      toast.error(messageOf(error, 'Sign-in failed. Please try again.'));
      return false;
    }
  };
}
