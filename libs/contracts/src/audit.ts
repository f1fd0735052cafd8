import type { StaffRole } from './staff';

/** Values of the fields an audited change touched (never a password hash, token or secret). */
export type AuditValues = Record<string, unknown>;

/** One audit event as `GET /api/audit` answers it. */
export interface AuditEventJson {
  _id: string;
  at: string;
  /** Who did it; `id` is null for a sign-in attempt with an unknown username. */
  actor: { id: string | null; username: string; role: StaffRole | null };
  action: string;
  target: { type: string; id: string };
  before: AuditValues | null;
  after: AuditValues | null;
  ip: string | null;
  requestId: string | null;
  prevHash: string;
  hash: string;
}

/** `GET /api/audit/verify`. */
export type AuditVerifyJson = { ok: true; events: number } | { ok: false; brokenAt: string };

/** The columns of `GET /api/audit/export.csv`, in order. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'actor',
  'role',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'ip',
  'request_id',
  'hash',
] as const;
