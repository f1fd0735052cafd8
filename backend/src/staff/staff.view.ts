import type { StaffInvitationJson, StaffMemberJson } from '@market/contracts';
import type { Account } from '../users/account';
import type { StaffInvitationRow } from './staff.schema';

/** `twoFactor`: whether the member has a second factor on (the caller reads it: TwoFactorService.withFactor). */
export function toStaffMemberJson(member: Account, twoFactor: boolean): StaffMemberJson {
  return {
    _id: member.id,
    username: member.username,
    email: member.email,
    role: member.staffRole!,
    active: member.active,
    twoFactor,
    lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
  };
}

export function toInvitationJson(row: StaffInvitationRow): StaffInvitationJson {
  return { _id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() };
}
