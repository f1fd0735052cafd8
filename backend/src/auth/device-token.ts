import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (OWASP's "device cookies" against account lock-out): a browser that signed
 * in to an account carries a token bound to that account, signed with the app's secret. Failures
 * from browsers without it lock only them; the owner's browser signs in through a lock.
 */
export const DEVICE_COOKIE = 'device';
/** Sent only to the password sign-in, for a year after the last one. */
export const DEVICE_COOKIE_PATH = '/api/auth/login';
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export interface TrustedDevice {
  userId: string;
  /** Names this browser's own failure count. */
  nonce: string;
}

const signatureOf = (secret: string, userId: string, nonce: string) =>
  createHmac('sha256', secret).update(`device-cookie\n${userId}\n${nonce}`).digest('base64url');

/** A new token for a browser that has just signed in as `userId`. */
export function signDeviceToken(secret: string, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${Buffer.from(userId).toString('base64url')}.${nonce}.${signatureOf(secret, userId, nonce)}`;
}

/** Whom a token was signed for, or undefined when it was not signed with `secret` (or is malformed). */
export function readDeviceToken(secret: string, token: string | undefined): TrustedDevice | undefined {
  const parts = token?.split('.');
  if (parts?.length !== 3 || token!.length > 300) return undefined;
  const [encodedId, nonce, signature] = parts;
  const userId = Buffer.from(encodedId, 'base64url').toString('utf8');
  const expected = Buffer.from(signatureOf(secret, userId, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, nonce } : undefined;
}
