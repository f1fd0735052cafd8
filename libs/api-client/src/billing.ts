import type { BillingJson, UserJson } from '@market/contracts';
import { apiRequest } from './http-client';

const NONE: BillingJson = {
  name: '',
  company: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  vatId: '',
};

/** The user's billing details (empty fields when none were given). */
export async function getBilling(userId: string): Promise<BillingJson> {
  const user = await apiRequest<UserJson>(`/users/${encodeURIComponent(userId)}`, { background: true });
  return { ...NONE, ...user.billing };
}

/** Saves the user's billing details; the invoices of orders paid from now on name them. */
export async function saveBilling(userId: string, billing: BillingJson): Promise<BillingJson> {
  const user = await apiRequest<UserJson>(`/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { billing },
  });
  return { ...NONE, ...user.billing };
}
