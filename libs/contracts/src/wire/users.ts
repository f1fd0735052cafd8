/** Accounts as /api/users and /api/auth answer them, and the error body of every 4xx/5xx answer. */
import type { BillingJson } from './invoices';
import type { Permission, StaffRole } from '../staff';

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
