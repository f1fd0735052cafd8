import { SetMetadata } from '@nestjs/common';

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
