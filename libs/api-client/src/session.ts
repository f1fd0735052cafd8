import { authStore, AuthUser } from './auth-store';
import { ApiError, apiRequest } from './http-client';

/** Re-validates the stored user against the server session; a 401 has already cleared it. */
export async function refreshSession(): Promise<AuthUser | null> {
  try {
    const user = await apiRequest<AuthUser>('/auth/me', { background: true });
    authStore.set(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    return authStore.get();
  }
}
