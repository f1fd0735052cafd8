import { authStore, isAuthUser } from './auth-store';

describe('authStore', () => {
  it('keeps the user in localStorage and refuses incomplete users', () => {
    authStore.set({ _id: 'a', id: 'a', username: 'admin', isAdmin: true });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').username).toBe('admin');
    authStore.clear();
    expect(localStorage.getItem('user')).toBeNull();
    expect(isAuthUser({ id: 'a' })).toBe(false);
    expect(isAuthUser({ id: 'a', username: 'x' })).toBe(true);
  });
});
