import { SetMetadata } from '@nestjs/common';
import { can, type Permission, type StaffRole } from '@market/contracts';
import { forbidden } from '../common/domain-error';

/**
 * Who counts as staff for STAFF_2FA. Today every admin is staff; with roles (issue 57 item 1) this
 * is the one predicate to change.
 */
export const isStaff = (user: { isAdmin?: boolean }): boolean => user.isAdmin === true;

export const ENROLMENT_OPEN_KEY = 'enrolmentOpen';

/**
 * A route a staff member without a second factor may still call while STAFF_2FA=required: the
 * enrolment itself, the session check and signing out. Every other signed-in route answers 403
 * AUTH.2FA_ENROLMENT_REQUIRED to them.
 */
export const OpenDuringEnrolment = () => SetMetadata(ENROLMENT_OPEN_KEY, true);

/** The 403 of a staff member whose role lacks `permission` (the guard's, and the shared routes'). */
export const permissionDenied = (permission: Permission | undefined) =>
  forbidden('AUTH.PERMISSION', "Your role doesn't allow this", permission ? { permission } : undefined);

/**
 * On a route that serves buyers and staff alike (an order, its files, a conversation): whether
 * `user` acts there as staff. A staff member must hold `permission` (403 AUTH.PERMISSION
 * otherwise); anyone else is a buyer and answers false.
 */
export function actsAsStaff(
  user: { isAdmin?: boolean; role?: StaffRole | null },
  permission: Permission,
): boolean {
  if (!isStaff(user)) return false;
  if (!can(user.role ?? null, permission)) throw permissionDenied(permission);
  return true;
}
