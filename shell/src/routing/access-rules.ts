import type { AuthUser } from '@market/api-client';
import type { RouteAccess } from '@market/contracts';

export const SIGN_IN_PATH = '/auth/sign-in';
/** Where a staff member without a second factor is sent (STAFF_2FA=required) until they set one. */
export const STAFF_ENROLMENT_PATH = '/admin/settings/security';

/**
 * Where a user who may not open a route is sent, or null to let them in. `enrolment` marks the
 * one admin screen a staff member without a second factor may open.
 */
export function accessRedirect(
  access: RouteAccess,
  user: AuthUser | null,
  options: { enrolment?: boolean } = {},
): string | null {
  if (access === 'user' && !user) return SIGN_IN_PATH;
  if (access === 'admin' && !user?.isAdmin) return '/';
  if (access === 'admin' && user?.twoFactorEnrolmentRequired && !options.enrolment)
    return STAFF_ENROLMENT_PATH;
  return null;
}

/** Home page for a signed-in user: admins to /admin (or their enrolment first), everyone else to /service-list. */
export function homeOf(user: AuthUser): string {
  if (user.isAdmin && user.twoFactorEnrolmentRequired) return STAFF_ENROLMENT_PATH;
  return user.isAdmin ? '/admin' : '/service-list';
}

/** A signed-in user opening / goes to their home; a visitor stays. */
export function rootRedirect(user: AuthUser | null): string | null {
  return user ? homeOf(user) : null;
}

export const AFTER_SIGN_UP_PATH = '/services';
export const LOGOUT_REDIRECT_DELAY_MS = 200;
