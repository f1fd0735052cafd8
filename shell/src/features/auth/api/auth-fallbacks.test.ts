import { ApiError } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import { logout, LOGOUT_FALLBACK } from './logout';
import { LOGIN_FALLBACK, signIn } from './sign-in';
import { REGISTER_FALLBACK, registerAccount } from './sign-up';

function failNetwork() {
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
}

/** A proxy's error page: not JSON, so no server message. */
function answerHtml(status: number) {
  global.fetch = jest.fn(
    async () =>
      ({ ok: status < 400, status, text: async () => '<html><body>Bad Gateway</body></html>' }) as Response,
  ) as typeof fetch;
}

const calls: { name: string; path: string; run: () => Promise<unknown>; fallback: string }[] = [
  {
    name: 'login',
    path: 'POST /api/auth/login',
    run: () => signIn({ username: 'buyer', password: 'secret' }),
    fallback: LOGIN_FALLBACK,
  },
  {
    name: 'registration',
    path: 'POST /api/auth/register',
    run: () =>
      registerAccount({
        username: 'newbie',
        email: 'newbie@example.com',
        password: 'pw-123456',
        country: 'Canada',
        picture: null,
      }),
    fallback: REGISTER_FALLBACK,
  },
  { name: 'logout', path: 'POST /api/auth/logout', run: () => logout(), fallback: LOGOUT_FALLBACK },
];

it('says which action failed when the server gives no reason', () => {
  expect(LOGIN_FALLBACK).toBe('An unknown error occurred during login.');
  expect(REGISTER_FALLBACK).toBe('An unknown error occurred during registration.');
  expect(LOGOUT_FALLBACK).toBe('An unknown error occurred during logout.');
});

describe.each(calls)('the $name call', ({ path, run, fallback }) => {
  it('rejects with the fallback when the network fails', async () => {
    failNetwork();
    await expect(run()).rejects.toThrow(fallback);
  });

  it('rejects with the fallback when the error body is not JSON', async () => {
    answerHtml(502);
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(fallback);
  });

  it("rejects with the server's error body when it has a message", async () => {
    mockFetch({ [path]: { status: 409, body: { statusCode: 409, message: 'Told by the server' } } });
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Told by the server');
  });
});

it('refuses a login answer that is not a user', async () => {
  answerHtml(200);
  await expect(signIn({ username: 'buyer', password: 'secret' })).rejects.toThrow(LOGIN_FALLBACK);
});
