import { authStore } from './auth-store';
import { refreshSession } from './session';

function answer(status: number, body: unknown) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return { ok: status < 400, status, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  return calls;
}

const USER = { _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false };

afterEach(() => authStore.clear());

describe('refreshSession', () => {
  it('checks the session with a call that answers a visitor 200 (no failing request)', async () => {
    const calls = answer(200, { user: null });
    expect(await refreshSession()).toBeNull();
    expect(calls).toEqual(['/api/auth/session']);
  });

  it('clears a stored user the server no longer knows', async () => {
    authStore.set(USER);
    answer(200, { user: null });
    await refreshSession();
    expect(authStore.get()).toBeNull();
  });

  it('stores the user of a live session', async () => {
    answer(200, { user: { ...USER, username: 'renamed' } });
    await refreshSession();
    expect(authStore.get()?.username).toBe('renamed');
  });

  it('keeps the stored user when the check itself fails (server down)', async () => {
    authStore.set(USER);
    answer(503, { message: 'down' });
    expect(await refreshSession()).toMatchObject({ username: 'buyer' });
  });
});
