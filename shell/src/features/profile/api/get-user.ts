import { useEffect, useState } from 'react';
import { apiRequest, type AuthUser } from '@market/api-client';

export type UserProfile = Omit<AuthUser, 'isAdmin'> & { isAdmin?: boolean };

export function getUser(id: string): Promise<UserProfile> {
  return apiRequest<UserProfile>(`/users/${encodeURIComponent(id)}`);
}

export type UserState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; user: UserProfile };

export function useUser(id: string | undefined): UserState {
  const [state, setState] = useState<UserState>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    let active = true;
    setState({ status: 'loading' });
    getUser(id)
      .then((user) => active && setState({ status: 'ready', user }))
      .catch(() => active && setState({ status: 'error' }));
    return () => {
      active = false;
    };
  }, [id]);
  return state;
}
