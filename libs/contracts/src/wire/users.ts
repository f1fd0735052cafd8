/** Accounts as /api/users and /api/auth answer them, and the error body of every 4xx/5xx answer. */
import type { BillingJson } from './invoices';
import type { Permission, StaffRole } from '../staff';

/** Sign-up's account rules, said at the fields and checked again by the API. */
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const USERNAME_RULE = `Up to ${USERNAME_MAX} letters, digits, dots, dashes or underscores.`;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN} characters, and not a common password.`;

export interface UserJson {
  _id: string;
  id: string;
  username: string;
  /** Only to the user themself and admins. */
  email?: string;
  country: string | null;
  /** Only to the user themself and admins. */
  phone?: string | null;
  img: string | null;
  /** Only to the user themself and admins; true for every staff member, whatever their role. */
  isAdmin?: boolean;
  /** Only to the user themself, and only for staff: their role and what it may do. */
  role?: StaffRole;
  permissions?: Permission[];
  createdAt: string;
  /** Only to the user themself and admins. */
  emailVerified?: boolean;
  /** True when the account has a password (Google/GitHub-only accounts cannot change one). */
  hasPassword?: boolean;
  /** Only to the user themself: the billing details their invoices name (null when none given). */
  billing?: BillingJson | null;
  /**
   * In the sign-in and session answers: a staff member who has no second factor while STAFF_2FA
   * is required; every staff call but enrolment answers 403 AUTH.2FA_ENROLMENT_REQUIRED until one is set.
   */
  twoFactorEnrolmentRequired?: boolean;
}

export interface ErrorJson {
  statusCode: number;
  message: string;
  error: string;
  /** A stable code (e.g. 'ORDER.UNPAID') to branch on; the message is for people. */
  code?: string;
  /** Per-field messages of a validation error. */
  fields?: Record<string, string[]>;
}
