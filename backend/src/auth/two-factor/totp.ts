import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step back or forward: a phone whose clock is up to 30 s off still signs in. */
const SKEW_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUrl = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_SECONDS });

/**
 * The time step `code` belongs to when it is right for `secret` at `epochSeconds`, one step
 * either way; undefined when it is not. The caller refuses a step it has already accepted.
 */
export async function matchTotp(
  secret: string,
  code: string,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: SKEW_SECONDS,
  });
  // `epoch` is the start of the step the code matched (only TOTP results carry it).
  return result.valid && 'epoch' in result ? Math.floor(result.epoch / TOTP_PERIOD_SECONDS) : undefined;
}

/** RFC 4648 base32 letters without 0/1/8/9 lookalikes: easy to read off paper. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;

/** Ten codes like `k3xq7-pm2ta` (50 bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/**
 * The stored form of a user's recovery code, however it was typed (case, dash, spaces). Salted
 * with the user's id: one table of precomputed hashes does not serve every account.
 */
export function hashRecoveryCode(userId: string, code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`recovery-code\n${userId}\n${normalised}`).digest('hex');
}
