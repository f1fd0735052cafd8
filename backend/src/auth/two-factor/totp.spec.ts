import { generate } from 'otplib';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  RECOVERY_CODE_PATTERN,
} from './totp';

const NOW = 1_800_000_015; // 15 s into a step
const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });

describe('TOTP', () => {
  const secret = newTotpSecret();

  it('accepts the current code and names its time step', async () => {
    expect(await matchTotp(secret, await codeAt(secret, NOW), NOW)).toBe(Math.floor(NOW / 30));
  });

  it('accepts a clock one step behind or ahead, and no further', async () => {
    expect(await matchTotp(secret, await codeAt(secret, NOW - 30), NOW)).toBe(Math.floor(NOW / 30) - 1);
    expect(await matchTotp(secret, await codeAt(secret, NOW + 30), NOW)).toBe(Math.floor(NOW / 30) + 1);
    expect(await matchTotp(secret, await codeAt(secret, NOW - 90), NOW)).toBeUndefined();
    expect(await matchTotp(secret, await codeAt(secret, NOW + 90), NOW)).toBeUndefined();
  });

  it('refuses another secret, and anything but six digits', async () => {
    expect(await matchTotp(newTotpSecret(), await codeAt(secret, NOW), NOW)).toBeUndefined();
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456']) {
      expect(await matchTotp(secret, bad, NOW)).toBeUndefined();
    }
  });

  it('writes an otpauth URL an authenticator app reads', () => {
    const url = new URL(otpauthUrl('Gigly', 'ann', secret));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Gigly');
  });
});

describe('recovery codes', () => {
  it('are ten distinct readable codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  });

  it('hash the same however they are typed, and differ between codes and between users', () => {
    const [a, b] = newRecoveryCodes();
    const user = 'a3bb189e-8bf9-3888-9912-ace4e6543002';
    expect(hashRecoveryCode(user, a.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(user, a));
    expect(hashRecoveryCode(user, a)).not.toBe(hashRecoveryCode(user, b));
    expect(hashRecoveryCode(user, a)).not.toBe(hashRecoveryCode('another-user', a));
    expect(hashRecoveryCode(user, a)).not.toContain(a.replace('-', ''));
  });
});
