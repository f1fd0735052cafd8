import { apiRequest, authStore, isAuthUser, withErrorFallback, type AuthUser } from '@market/api-client';
import type { InvitationPreviewJson } from '@market/contracts';

const ACCEPT_FALLBACK = 'Could not accept the invitation.';

/** Whose invitation a link is: 404 when unknown, 410 when used or expired. */
export function getInvitation(token: string): Promise<InvitationPreviewJson> {
  return apiRequest<InvitationPreviewJson>(`/staff/invitations/${encodeURIComponent(token)}`);
}

/** Creates the staff account of the invitation and signs it in. */
export async function acceptInvitation(
  token: string,
  credentials: { username: string; password: string },
): Promise<AuthUser> {
  const user = await withErrorFallback(
    apiRequest<unknown>(`/staff/invitations/${encodeURIComponent(token)}/accept`, {
      method: 'POST',
      body: credentials,
    }),
    ACCEPT_FALLBACK,
  );
  if (!isAuthUser(user)) throw new Error(ACCEPT_FALLBACK);
  authStore.set(user);
  return user;
}
