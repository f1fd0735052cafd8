import type { AuthUser } from '@market/api-client';
import type { RouteAccess } from '@market/contracts';

export const SIGN_IN_PATH = '/auth/sign-in';

/** Where a user who may not open a route is sent, or null to let them in. */
export function accessRedirect(access: RouteAccess, user: AuthUser | null): string | null {
  if (access === 'user' && !user) return SIGN_IN_PATH;
  if (access === 'admin' && !user?.isAdmin) return '/';
  return null;
}

/** Home page for a signed-in user: admins to /admin, everyone else to /service-list. */
export function homeOf(user: AuthUser): string {
  return user.isAdmin ? '/admin' : '/service-list';
}

/** A signed-in user opening / goes to their home; a visitor stays. */
export function rootRedirect(user: AuthUser | null): string | null {
  return user ? homeOf(user) : null;
}

export const AFTER_SIGN_UP_PATH = '/services';
export const LOGOUT_REDIRECT_DELAY_MS = 200;
