import { randomBytes } from 'node:crypto';
import { isSealed, open, seal, SecretUnreadableError } from './secret-box';

describe('secret box (TOTP secrets at rest)', () => {
  const key = randomBytes(32);
  const secret = 'JBSWY3DPEHPK3PXP';

  it('seals to a versioned form holding nothing of the secret, and opens it again', () => {
    const sealed = seal(key, secret, 'user-1');
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(secret)).toBe(false);
    expect(sealed).not.toContain(secret);
    expect(sealed.split('.')).toHaveLength(4);
    expect(open(key, sealed, 'user-1')).toBe(secret);
    // A fresh IV each time: one secret never seals to the same text twice.
    expect(seal(key, secret, 'user-1')).not.toBe(sealed);
  });

  it('refuses another key, another owner, a changed byte and garbage alike', () => {
    const sealed = seal(key, secret, 'user-1');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] ^= 1;
    for (const [k, value, context] of [
      [randomBytes(32), sealed, 'user-1'],
      [key, sealed, 'user-2'],
      [key, [version, iv, tag, flipped.toString('base64url')].join('.'), 'user-1'],
      [key, 'v1.abc', 'user-1'],
      [key, 'v2.a.b.c', 'user-1'],
      [key, secret, 'user-1'],
    ] as const) {
      expect(() => open(k, value, context)).toThrow(SecretUnreadableError);
    }
  });
});
