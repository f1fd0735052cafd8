import { readDeviceToken, signDeviceToken } from './device-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('device tokens: a browser that signed in to an account before', () => {
  it('reads back the account a token was signed for, with a nonce of its own per sign-in', () => {
    const first = signDeviceToken(SECRET, 'user-1');
    const second = signDeviceToken(SECRET, 'user-1');
    expect(readDeviceToken(SECRET, first)).toEqual({ userId: 'user-1', nonce: expect.any(String) });
    expect(readDeviceToken(SECRET, first)!.nonce).not.toBe(readDeviceToken(SECRET, second)!.nonce);
  });

  it('refuses a token changed anywhere, signed with another secret, or malformed', () => {
    const token = signDeviceToken(SECRET, 'user-1');
    const [id, nonce, signature] = token.split('.');
    const flipped = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    expect(
      readDeviceToken(SECRET, `${Buffer.from('user-2').toString('base64url')}.${nonce}.${signature}`),
    ).toBeUndefined();
    expect(readDeviceToken(SECRET, `${id}.${flipped(nonce)}.${signature}`)).toBeUndefined();
    expect(readDeviceToken(SECRET, `${id}.${nonce}.${flipped(signature)}`)).toBeUndefined();
    expect(readDeviceToken(`${SECRET}-other`, token)).toBeUndefined();
    for (const bad of [undefined, '', 'a.b', 'a.b.c.d', `${token}.x`])
      expect(readDeviceToken(SECRET, bad)).toBeUndefined();
  });
});
