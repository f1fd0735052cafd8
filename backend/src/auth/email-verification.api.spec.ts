import { createHash, randomBytes } from 'node:crypto';
import { UsersService } from '../users/users.service';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { EmailVerificationRepository } from './email-verification.repository';

/**
 * The verification race of the third security review: an attacker opens the link for their own
 * address while changing the account's address to a victim's. The address is verified only if it
 * is still the one the link was sent to, in the same statement that marks it.
 */
describe('e-mail verification bound to the address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  /** A live verification link for the user's current address (as the mail would carry). */
  async function linkFor(user: SignedIn['user']): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await t.app
      .get(EmailVerificationRepository)
      .replace(user.id, user.email.toLowerCase(), hash, new Date(Date.now() + 3_600_000));
    return token;
  }

  const changeEmail = (who: SignedIn, email: string) =>
    who.agent.put(`/api/users/${who.user.id}`).send({ email, currentPassword: who.user.password });

  const account = async (id: string) => (await t.app.get(UsersService).getById(id))!;

  it("never verifies the victim's address when the change lands between the link's checks", async () => {
    const attacker = await t.signIn();
    const victim = `victim.${attacker.user.username}@example.com`;
    const token = await linkFor(attacker.user);
    // The change lands right after the link is consumed, and any read of the account in between
    // sees it as it was a moment before (the window the review won in 47 tries).
    const users = t.app.get(UsersService);
    const links = t.app.get(EmailVerificationRepository);
    const stale = await users.findById(attacker.user.id);
    const consume = links.consume.bind(links);
    const spies = [
      jest.spyOn(links, 'consume').mockImplementation(async (...args) => {
        const link = await consume(...args);
        await changeEmail(attacker, victim).expect(200);
        return link;
      }),
      jest.spyOn(users, 'findById').mockImplementation(async () => stale),
    ];
    try {
      const res = await t.http().post(`/api/auth/verify-email/${token}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('AUTH.VERIFY_TOKEN_INVALID');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(await account(attacker.user.id)).toMatchObject({ email: victim, emailVerified: false });
  });

  it("keeps a verified address only while it is the account's: a profile save read before a change cannot write the old address back", async () => {
    const who = await t.signIn();
    const second = `second.${who.user.username}@example.com`;
    const users = t.app.get(UsersService);
    const getById = users.getById.bind(users);
    // A save of the phone number that read the account before its address changed and was verified.
    const spy = jest.spyOn(users, 'getById').mockImplementation(async (id) => {
      const before = await getById(id);
      if (spy.mock.calls.length === 1) {
        await changeEmail(who, second).expect(200);
        await t
          .http()
          .post(`/api/auth/verify-email/${await linkFor({ ...who.user, email: second })}`)
          .expect(200);
      }
      return before;
    });
    try {
      await users.updateProfile(who.user.id, who.user.id, { phone: '+1 555 0100' });
    } finally {
      spy.mockRestore();
    }
    const after = await account(who.user.id);
    expect(after).toMatchObject({ email: second, emailVerified: true, phone: '+1 555 0100' });
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'holds under real concurrency on PostgreSQL: 40 tries of change-and-verify at once never verify the victim',
    async () => {
      const attacker = await t.signIn();
      let own = attacker.user.email;
      for (let i = 0; i < 40; i += 1) {
        const token = await linkFor({ ...attacker.user, email: own });
        const victim = `victim${i}.${attacker.user.username}@example.com`;
        await Promise.all([
          changeEmail({ ...attacker, user: { ...attacker.user } }, victim),
          t.http().post(`/api/auth/verify-email/${token}`),
        ]);
        const row = await account(attacker.user.id);
        if (row.email === victim) expect({ i, verified: row.emailVerified }).toEqual({ i, verified: false });
        // Back to an address of the attacker's own for the next try.
        own = `own${i}.${attacker.user.username}@example.com`;
        await changeEmail(attacker, own).expect(200);
      }
    },
    120_000,
  );
});
