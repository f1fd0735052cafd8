import type { StaffInvitationJson, StaffMemberJson } from '@market/contracts';
import type { Account } from '../users/account';
import type { StaffInvitationRow } from './staff.schema';

export function toStaffMemberJson(member: Account): StaffMemberJson {
  return {
    _id: member.id,
    username: member.username,
    email: member.email,
    role: member.staffRole!,
    active: member.active,
    // The second factor (TOTP, passkeys) is the auth module's; until it stores one, nobody has it.
    twoFactor: false,
    lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
  };
}

export function toInvitationJson(row: StaffInvitationRow): StaffInvitationJson {
  return { _id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() };
}
