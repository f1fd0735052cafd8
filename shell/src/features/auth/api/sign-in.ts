import { useNavigate } from 'react-router-dom';
import { apiRequest, authStore, messageOf, type AuthUser } from '@market/api-client';
import { toast } from '@market/ui';
import { homeOf } from '@/routing';

export interface Credentials {
  username: string;
  password: string;
}

export function signIn(credentials: Credentials): Promise<AuthUser> {
  return apiRequest<AuthUser>('/auth/login', { method: 'POST', body: credentials });
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
