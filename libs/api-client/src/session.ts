import { authStore, AuthUser } from './auth-store';
import { apiRequest } from './http-client';

/**
 * Re-validates the stored user against the server session. GET /api/auth/session answers null
 * for a visitor (never 401), so a visitor's page load makes no failing request.
 */
export async function refreshSession(): Promise<AuthUser | null> {
  try {
    const { user } = await apiRequest<{ user: AuthUser | null }>('/auth/session', { background: true });
    if (user) authStore.set(user);
    else authStore.clear();
    return user;
  } catch {
    return authStore.get();
  }
}
