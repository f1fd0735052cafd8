import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { auditEventsOf, withFailingAudit } from '../../../test/audit.helper';
import { createTestApp, SignedIn, TestApp, useTestApp } from '../../../test/test-app';
import { codeAt, enableTotp, freshStep } from '../../../test/two-factor.helper';
import { passkeys, userTotp } from '../auth.schema';
import { seal } from './secret-box';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

jest.setTimeout(400_000);

/** A password sign-in in a new browser, finished with `body` at the second step. */
async function signInWith(t: TestApp, user: SignedIn['user'], body: object): Promise<request.Response> {
  const agent = request.agent(t.url);
  await agent
    .post('/api/auth/login')
    .send({ username: user.username, password: user.password })
    .expect(200, /twoFactorRequired/);
  return agent.post('/api/auth/login/2fa').send(body);
}

/** Every text of the user's TOTP row, whatever its columns (a plain secret must be in none). */
async function storedTotp(t: TestApp, userId: string): Promise<string> {
  const result = await t.database.db.execute(sql`select * from user_totp where user_id = ${userId}`);
  return JSON.stringify(result.rows);
}

describe('TOTP secrets at rest', () => {
  let t: TestApp;
  useTestApp((opened) => (t = opened));

  it('stores the secret sealed (never in the clear, pending or enabled), and signs in with it', async () => {
    const buyer = await t.signIn();
    const setup = await buyer.agent.post('/api/auth/2fa/totp/setup').expect(200);
    const pending = await storedTotp(t, buyer.user.id);
    expect(pending).toContain('"v1.');
    expect(pending).not.toContain(setup.body.secret);
    expect(pending.toLowerCase()).not.toContain(setup.body.secret.toLowerCase());

    await freshStep();
    await buyer.agent
      .post('/api/auth/2fa/totp/enable')
      .send({ code: await codeAt(setup.body.secret, -30) })
      .expect(200);
    expect(await storedTotp(t, buyer.user.id)).not.toContain(setup.body.secret);

    const signedIn = await signInWith(t, buyer.user, { code: await codeAt(setup.body.secret) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ id: buyer.user.id });
  });

  it('seals the secrets an older version stored in the clear; their authenticators keep working', async () => {
    const buyer = await t.signIn();
    const { secret } = await enableTotp(buyer.agent);
    // As an older version left it: the plain base32 secret in the row.
    await t.database.db.update(userTotp).set({ secret }).where(eq(userTotp.userId, buyer.user.id));
    expect(await storedTotp(t, buyer.user.id)).toContain(secret);

    const service = t.app.get(TwoFactorService);
    expect(await service.sealPlainSecrets()).toBe(1);
    expect(await service.sealPlainSecrets()).toBe(0);
    expect(await storedTotp(t, buyer.user.id)).not.toContain(secret);
    await freshStep();
    expect((await signInWith(t, buyer.user, { code: await codeAt(secret) })).status).toBe(200);
  });

  it('answers a secret the key cannot open 503 with a code and no details; a recovery code still works', async () => {
    const buyer = await t.signIn();
    const { secret, recoveryCodes } = await enableTotp(buyer.agent);
    const otherKey = randomBytes(32);
    await t.database.db
      .update(userTotp)
      .set({ secret: seal(otherKey, secret, buyer.user.id) })
      .where(eq(userTotp.userId, buyer.user.id));

    const refused = await signInWith(t, buyer.user, { code: await codeAt(secret) });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'AUTH.2FA_SECRET_UNREADABLE',
      message: expect.stringContaining('recovery code'),
    });
    expect(JSON.stringify(refused.body)).not.toMatch(/aes|gcm|decipher|auth tag|TWO_FACTOR_KEY|JWT/i);

    expect((await signInWith(t, buyer.user, { recoveryCode: recoveryCodes[0] })).status).toBe(200);
  });

  it('a sealed secret does not open on another account’s row', async () => {
    const [ann, bob] = [await t.signIn(), await t.signIn()];
    const { secret } = await enableTotp(ann.agent);
    await enableTotp(bob.agent);
    const [annRow] = await t.database.db.select().from(userTotp).where(eq(userTotp.userId, ann.user.id));
    await t.database.db
      .update(userTotp)
      .set({ secret: annRow.secret, lastTimeStep: null })
      .where(eq(userTotp.userId, bob.user.id));
    const refused = await signInWith(t, bob.user, { code: await codeAt(secret) });
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('AUTH.2FA_SECRET_UNREADABLE');
  });
});

describe('second-factor changes and their audit events, in one transaction', () => {
  let t: TestApp;
  let owner: SignedIn;

  /** The user's second-factor events, newest first (their sign-ins are recorded too, and left out). */
  const eventsOf = async (userId: string) =>
    (await auditEventsOf(owner, userId)).filter((event) => event.action.startsWith('auth.2fa'));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn({ admin: true });
  });
  afterAll(() => t?.close());

  it('enabling TOTP: a failed audit write leaves it off, with no recovery codes and no event', async () => {
    const staff = await t.signIn({ role: 'support' });
    const setup = await staff.agent.post('/api/auth/2fa/totp/setup').expect(200);
    await freshStep();
    await withFailingAudit(t, async () => {
      await staff.agent
        .post('/api/auth/2fa/totp/enable')
        .send({ code: await codeAt(setup.body.secret, -30) })
        .expect(500);
    });
    expect((await staff.agent.get('/api/auth/2fa').expect(200)).body).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });
    expect(await eventsOf(staff.user.id)).toEqual([]);

    // Then it goes through, with its event.
    await staff.agent
      .post('/api/auth/2fa/totp/enable')
      .send({ code: await codeAt(setup.body.secret) })
      .expect(200);
    expect((await eventsOf(staff.user.id)).map((e) => [e.action, e.after])).toEqual([
      ['auth.2fa_enable', { method: 'totp' }],
    ]);
  });

  it('disabling TOTP: a failed audit write keeps it on, with its recovery codes', async () => {
    const staff = await t.signIn({ role: 'support' });
    const { recoveryCodes } = await enableTotp(staff.agent);
    await withFailingAudit(t, async () => {
      await staff.agent
        .delete('/api/auth/2fa')
        .send({ password: staff.user.password, code: recoveryCodes[0] })
        .expect(500);
    });
    // The proof the refused request used stays used (it is checked before the change); the others stay.
    expect((await staff.agent.get('/api/auth/2fa').expect(200)).body).toMatchObject({
      totp: true,
      recoveryCodesLeft: recoveryCodes.length - 1,
    });
    expect((await eventsOf(staff.user.id)).map((e) => e.action)).toEqual(['auth.2fa_enable']);

    await staff.agent
      .delete('/api/auth/2fa')
      .send({ password: staff.user.password, code: recoveryCodes[1] })
      .expect(200);
    expect((await eventsOf(staff.user.id)).map((e) => [e.action, e.after])).toEqual([
      ['auth.2fa_disable', { method: 'totp' }],
      ['auth.2fa_enable', { method: 'totp' }],
    ]);
    expect((await staff.agent.get('/api/auth/2fa').expect(200)).body.recoveryCodesLeft).toBe(0);
  });

  it('passkeys: a failed audit write keeps a removed passkey and drops an added one', async () => {
    const staff = await t.signIn({ role: 'support' });
    const repository = t.app.get(TwoFactorRepository);
    const key = (await repository.addPasskey({
      userId: staff.user.id,
      credentialId: `cred-${staff.user.id}`,
      publicKey: 'AAAA',
      counter: 0,
      transports: ['internal'],
      name: 'Laptop',
    }))!;
    await withFailingAudit(t, async () => {
      await staff.agent.delete(`/api/auth/passkeys/${key.id}`).expect(500);
    });
    expect((await staff.agent.get('/api/auth/passkeys').expect(200)).body).toEqual([
      expect.objectContaining({ _id: key.id, name: 'Laptop' }),
    ]);
    expect(await eventsOf(staff.user.id)).toEqual([]);

    await staff.agent.delete(`/api/auth/passkeys/${key.id}`).expect(200);
    expect((await eventsOf(staff.user.id)).map((e) => [e.action, e.after])).toEqual([
      ['auth.2fa_disable', { method: 'passkey', passkeyId: key.id }],
    ]);

    // An addition whose event fails leaves no passkey behind.
    await expect(
      repository.addPasskey(
        {
          userId: staff.user.id,
          credentialId: `cred2-${staff.user.id}`,
          publicKey: 'AAAA',
          counter: 0,
          transports: [],
          name: 'Phone',
        },
        async () => {
          throw new Error('the disk is full');
        },
      ),
    ).rejects.toThrow('the disk is full');
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, staff.user.id))).toEqual([]);
    expect((await owner.agent.get('/api/audit/verify').expect(200)).body.ok).toBe(true);
  });
});
