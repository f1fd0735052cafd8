import { apiRequest, type AuthUser } from '@market/api-client';
import type { BillingJson } from '@market/contracts';
import { useLoad } from '@market/ui';

export type UserProfile = Omit<AuthUser, 'isAdmin'> & { isAdmin?: boolean; billing?: BillingJson | null };

export function getUser(id: string): Promise<UserProfile> {
  return apiRequest<UserProfile>(`/users/${encodeURIComponent(id)}`);
}

export type UserState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; user: UserProfile };

export function useUser(id: string | undefined): UserState {
  const { state } = useLoad(id, getUser);
  if (state.status === 'ready') return { status: 'ready', user: state.data };
  return state.status === 'error' ? { status: 'error' } : state;
}
