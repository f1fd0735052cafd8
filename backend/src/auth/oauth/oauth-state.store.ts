import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The reply of each OAuth request in flight, so the state store can set and clear its cookie. */
export const oauthReplies = new WeakMap<object, FastifyReply>();

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, ok: boolean, info?: { message: string }) => void;

/**
 * OAuth `state` kept in a short-lived httpOnly cookie (there is no server session): the
 * callback must carry the state that this browser was given, which stops login CSRF.
 */
export function cookieStateStore(provider: string, secure: boolean) {
  const name = `oauth_state_${provider}`;
  const options = { path: '/api/auth', httpOnly: true, sameSite: 'lax' as const, secure };
  return {
    store(request: FastifyRequest, callback: StoreCallback): void {
      const state = randomBytes(24).toString('base64url');
      oauthReplies.get(request)?.setCookie(name, state, { ...options, maxAge: 600 });
      callback(null, state);
    },
    verify(request: FastifyRequest, given: unknown, callback: VerifyCallback): void {
      const expected = request.cookies?.[name];
      oauthReplies.get(request)?.clearCookie(name, options);
      const ok =
        typeof expected === 'string' &&
        typeof given === 'string' &&
        expected.length === given.length &&
        timingSafeEqual(Buffer.from(expected), Buffer.from(given));
      if (ok) callback(null, true);
      else
        callback(null, false, {
          message: 'The sign-in expired or was started in another browser. Please try again.',
        });
    },
  };
}
