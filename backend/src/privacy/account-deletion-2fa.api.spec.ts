import { eq } from 'drizzle-orm';
import { userSessions } from '../auth/auth.schema';
import { TwoFactorRepository } from '../auth/two-factor/two-factor.repository';
import { users } from '../users/users.schema';
import { SignedIn, TestApp, useTestApp } from '../../test/test-app';
import { codeAt, enableTotp } from '../../test/two-factor.helper';

/** Issue 59: DELETE /api/me asks for the second factor when one is on. */
describe('deleting an account with a second factor', () => {
  let t: TestApp;
  useTestApp((opened) => (t = opened), {}, 180_000);

  const deletedAt = async (id: string) =>
    (await t.database.db.select({ at: users.deletedAt }).from(users).where(eq(users.id, id)))[0]!.at;

  const remove = (who: SignedIn, extra: object) =>
    who.agent.delete('/api/me').send({ password: who.user.password, confirm: 'DELETE', ...extra });

  it('with an authenticator app: 403 without a code or with a wrong or replayed one, 202 with a current code', async () => {
    const buyer = await t.signIn();
    const { secret } = await enableTotp(buyer.agent);

    const missing = await remove(buyer, {}).expect(403);
    expect(missing.body.code).toBe('ACCOUNT.SECOND_FACTOR_REQUIRED');
    const blank = await remove(buyer, { code: '   ' }).expect(403);
    expect(blank.body.code).toBe('ACCOUNT.SECOND_FACTOR_REQUIRED');
    // The step already used to enable it is refused (replay protection), as is a wrong code.
    const replayed = await remove(buyer, { code: await codeAt(secret, -30) }).expect(403);
    expect(replayed.body.code).toBe('ACCOUNT.SECOND_FACTOR_INCORRECT');
    const current = await codeAt(secret);
    const wrong = await remove(buyer, { code: current === '000000' ? '111111' : '000000' }).expect(403);
    expect(wrong.body.code).toBe('ACCOUNT.SECOND_FACTOR_INCORRECT');
    const notText = await remove(buyer, { code: 123456 }).expect(400);
    expect(notText.body.fields).toHaveProperty('code');
    expect(await deletedAt(buyer.user.id)).toBeNull();
    await buyer.agent.get('/api/auth/2fa').expect(200);

    await remove(buyer, { code: current }).expect(202);
    expect(await deletedAt(buyer.user.id)).toBeInstanceOf(Date);
  });

  it('with an authenticator app: accepts an unused recovery code; a wrong password still comes first', async () => {
    const buyer = await t.signIn();
    const { recoveryCodes } = await enableTotp(buyer.agent);
    const wrongPassword = await buyer.agent
      .delete('/api/me')
      .send({ password: 'not-it-at-all', confirm: 'DELETE', code: recoveryCodes[0] })
      .expect(403);
    expect(wrongPassword.body.code).toBe('ACCOUNT.PASSWORD_INCORRECT');
    const unknown = await remove(buyer, { code: 'aaaa-bbbb-cccc' }).expect(403);
    expect(unknown.body.code).toBe('ACCOUNT.SECOND_FACTOR_INCORRECT');
    // Nothing was used up by the refusals.
    expect((await buyer.agent.get('/api/auth/2fa').expect(200)).body.recoveryCodesLeft).toBe(
      recoveryCodes.length,
    );
    await remove(buyer, { code: recoveryCodes[0] }).expect(202);
    expect(await deletedAt(buyer.user.id)).toBeInstanceOf(Date);
  });

  it('with passkeys only: asks for a sign-in within the last 10 minutes', async () => {
    const buyer = await t.signIn();
    await t.app.get(TwoFactorRepository).addPasskey({
      userId: buyer.user.id,
      credentialId: `cred-${buyer.user.id}`,
      publicKey: 'AAAA',
      counter: 0,
      transports: ['internal'],
      name: 'Laptop',
    });
    await t.database.db
      .update(userSessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(userSessions.userId, buyer.user.id));
    const old = await remove(buyer, {}).expect(403);
    expect(old.body.code).toBe('ACCOUNT.SIGN_IN_AGAIN');
    expect(old.body.message).toContain('passkey');
    expect(await deletedAt(buyer.user.id)).toBeNull();

    await t.database.db
      .update(userSessions)
      .set({ createdAt: new Date() })
      .where(eq(userSessions.userId, buyer.user.id));
    await remove(buyer, {}).expect(202);
    expect(await deletedAt(buyer.user.id)).toBeInstanceOf(Date);
  });

  it('without a second factor: the password is enough, even in an old session', async () => {
    const buyer = await t.signIn();
    await t.database.db
      .update(userSessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(userSessions.userId, buyer.user.id));
    await remove(buyer, {}).expect(202);
  });
});
