import { EMPTY_BILLING, type BillingJson, type UserJson } from '@market/contracts';
import { apiRequest } from './http-client';

/** The user's billing details (empty fields when none were given). */
export async function getBilling(userId: string): Promise<BillingJson> {
  const user = await apiRequest<UserJson>(`/users/${encodeURIComponent(userId)}`, { background: true });
  return { ...EMPTY_BILLING, ...user.billing };
}

/** Saves the user's billing details; the invoices of orders paid from now on name them. */
export async function saveBilling(userId: string, billing: BillingJson): Promise<BillingJson> {
  const user = await apiRequest<UserJson>(`/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { billing },
  });
  return { ...EMPTY_BILLING, ...user.billing };
}
