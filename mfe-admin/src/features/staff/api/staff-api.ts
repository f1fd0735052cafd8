import { apiRequest } from '@market/api-client';
import type { StaffInvitationJson, StaffMemberJson, StaffRole } from '@market/contracts';

export function listStaff(): Promise<StaffMemberJson[]> {
  return apiRequest<StaffMemberJson[]>('/staff');
}

export function listInvitations(): Promise<StaffInvitationJson[]> {
  return apiRequest<StaffInvitationJson[]>('/staff/invitations');
}

export function inviteStaff(email: string, role: StaffRole): Promise<StaffInvitationJson> {
  return apiRequest<StaffInvitationJson>('/staff/invitations', { method: 'POST', body: { email, role } });
}

export function withdrawInvitation(id: string): Promise<unknown> {
  return apiRequest(`/staff/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function changeStaff(
  id: string,
  change: { role?: StaffRole; active?: boolean },
): Promise<StaffMemberJson> {
  return apiRequest<StaffMemberJson>(`/staff/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });
}
