import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { SignedIn, TestApp, useTestApp } from '../../../test/test-app';
import { codeAt, enableTotp, freshStep } from '../../../test/two-factor.helper';

const BOOT_TIMEOUT = 180_000;
const LOCK_AFTER = 4;

const cookiesOf = (res: request.Response) => String(res.headers['set-cookie'] ?? '');

/** A new browser gives the password: it, and the answer that asks for the second step. */
async function givePassword(
  t: TestApp,
  user: SignedIn['user'],
): Promise<{ agent: TestAgent; res: request.Response }> {
  const agent = request.agent(t.url) as unknown as TestAgent;
  const res = await agent
    .post('/api/auth/login')
    .send({ username: user.username, password: user.password })
    .expect(200);
  expect(res.body).toEqual({ twoFactorRequired: true, methods: ['totp', 'recovery'] });
  return { agent, res };
}

/** A new browser that has given the password and now stands at the second step. */
async function atSecondStep(t: TestApp, user: SignedIn['user']): Promise<TestAgent> {
  return (await givePassword(t, user)).agent;
}

/** The second step in a new browser (after the password), given `body`, answering `status`. */
async function secondStepIn(
  t: TestApp,
  user: SignedIn['user'],
  body: object,
  status: number,
): Promise<request.Response> {
  return (await atSecondStep(t, user)).post('/api/auth/login/2fa').send(body).expect(status);
}

describe('second factor (TOTP, recovery codes) and sign-in', () => {
  let t: TestApp;
  useTestApp((opened) => (t = opened), { LOGIN_LOCK_FAILURES: String(LOCK_AFTER) }, BOOT_TIMEOUT);

  it('sets up TOTP with a secret, an otpauth URL and a QR code, and enables it with a code', async () => {
    const { agent, user } = await t.signIn();
    const setup = await agent.post('/api/auth/2fa/totp/setup').expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauthUrl).toBe(
      `otpauth://totp/Gigly:${user.username}?secret=${setup.body.secret}&issuer=Gigly`,
    );
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]*>.*<path/s);
    expect((await agent.get('/api/auth/2fa').expect(200)).body).toMatchObject({ totp: false });

    const wrong = await agent.post('/api/auth/2fa/totp/enable').send({ code: '000000' }).expect(400);
    expect(wrong.body.code).toBe('AUTH.2FA_CODE_INVALID');
    const enabled = await agent
      .post('/api/auth/2fa/totp/enable')
      .send({ code: await codeAt(setup.body.secret) })
      .expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    expect((await agent.get('/api/auth/2fa').expect(200)).body).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: [],
      enrolmentRequired: false,
    });
    // Enabled once: a second setup would replace the secret the app holds.
    expect((await agent.post('/api/auth/2fa/totp/setup').expect(409)).body.code).toBe(
      'AUTH.2FA_ALREADY_ENABLED',
    );
  });

  it('stops a password sign-in at the second step: no session, a short-lived challenge cookie', async () => {
    const { agent: first, user } = await t.signIn();
    await enableTotp(first);
    const { agent, res } = await givePassword(t, user);
    expect(cookiesOf(res)).not.toMatch(/(^|,\s*)token=/);
    expect(cookiesOf(res)).toMatch(
      /signin_challenge=[0-9a-f-]{36}; Max-Age=300; Path=\/api\/auth; HttpOnly; SameSite=Lax/,
    );
    await agent.get('/api/auth/me').expect(401);
    expect((await agent.get('/api/auth/login/2fa').expect(200)).body).toEqual(res.body);
  });

  it('accepts a code from a clock one step behind or ahead, and finishes with the usual login answer', async () => {
    const { agent: first, user } = await t.signIn();
    const { secret } = await enableTotp(first);
    for (const offset of [30, 60]) {
      // One step ahead (the enable used one step back): each sign-in needs a step not used before.
      const agent = await atSecondStep(t, user);
      await freshStep();
      if (offset === 60) {
        const tooFar = await agent
          .post('/api/auth/login/2fa')
          .send({ code: await codeAt(secret, 60) })
          .expect(401);
        expect(tooFar.body.code).toBe('AUTH.2FA_CODE_INVALID');
        continue;
      }
      const res = await agent
        .post('/api/auth/login/2fa')
        .send({ code: await codeAt(secret, offset) })
        .expect(200);
      expect(res.body).toMatchObject({ id: user.id, username: user.username, isAdmin: false });
      expect(cookiesOf(res)).toMatch(/token=.*HttpOnly/);
      expect((await agent.get('/api/auth/me').expect(200)).body.id).toBe(user.id);
    }
  });

  it('accepts a code once: the same code, and an older one, are refused afterwards', async () => {
    const { agent: first, user } = await t.signIn();
    const { secret } = await enableTotp(first);
    const code = await codeAt(secret);
    await secondStepIn(t, user, { code }, 200);
    const replay = await secondStepIn(t, user, { code }, 401);
    expect(replay.body.code).toBe('AUTH.2FA_CODE_INVALID');
    const older = await secondStepIn(t, user, { code: await codeAt(secret, -30) }, 401);
    expect(older.body.code).toBe('AUTH.2FA_CODE_INVALID');
  });

  it('uses the challenge once: a finished sign-in cannot be finished again', async () => {
    const { agent: first, user } = await t.signIn();
    const { recoveryCodes } = await enableTotp(first);
    const agent = await atSecondStep(t, user);
    const done = await agent.post('/api/auth/login/2fa').send({ recoveryCode: recoveryCodes[0] }).expect(200);
    expect(cookiesOf(done)).toMatch(/signin_challenge=;/);
    // Replayed with the cookie as it was (a browser that kept it, or a copy).
    const challenge = /signin_challenge=([0-9a-f-]{36})/.exec(
      cookiesOf(
        await request(t.url)
          .post('/api/auth/login')
          .send({ username: user.username, password: user.password }),
      ),
    )![1];
    await request(t.url)
      .post('/api/auth/login/2fa')
      .set('Cookie', `signin_challenge=${challenge}`)
      .send({ recoveryCode: recoveryCodes[1] })
      .expect(200);
    const again = await request(t.url)
      .post('/api/auth/login/2fa')
      .set('Cookie', `signin_challenge=${challenge}`)
      .send({ recoveryCode: recoveryCodes[2] })
      .expect(401);
    expect(again.body.code).toBe('AUTH.2FA_CHALLENGE_EXPIRED');
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const { agent: first, user } = await t.signIn();
    const { recoveryCodes } = await enableTotp(first);
    const typed = recoveryCodes[3].toUpperCase().replace('-', '');
    const signedIn = await atSecondStep(t, user);
    await signedIn.post('/api/auth/login/2fa').send({ recoveryCode: typed }).expect(200);
    expect((await signedIn.get('/api/auth/2fa').expect(200)).body.recoveryCodesLeft).toBe(9);
    const reused = await secondStepIn(t, user, { recoveryCode: recoveryCodes[3] }, 401);
    expect(reused.body.code).toBe('AUTH.2FA_CODE_INVALID');
  });

  it('counts wrong codes toward the sign-in lock, as wrong passwords, until the account waits', async () => {
    const { agent: first, user } = await t.signIn();
    const { secret } = await enableTotp(first);
    const agent = await atSecondStep(t, user);
    for (let i = 0; i < LOCK_AFTER - 1; i += 1) {
      await agent.post('/api/auth/login/2fa').send({ code: '000000' }).expect(401);
    }
    // The password right again does not reset the count: only a finished second step does.
    await atSecondStep(t, user);
    await agent.post('/api/auth/login/2fa').send({ code: '000001' }).expect(401);
    const locked = await agent
      .post('/api/auth/login/2fa')
      .send({ code: await codeAt(secret) })
      .expect(429);
    expect(locked.body.code).toBe('AUTH.ACCOUNT_LOCKED');
    expect(
      (
        await t
          .http()
          .post('/api/auth/login')
          .send({ username: user.username, password: user.password })
          .expect(429)
      ).body.code,
    ).toBe('AUTH.ACCOUNT_LOCKED');
  });

  it('answers bad input 400 naming the field, and changes nothing', async () => {
    const { agent: first, user } = await t.signIn();
    const { secret } = await enableTotp(first);
    const agent = await atSecondStep(t, user);
    const cases: [unknown, string][] = [
      [{ code: '12345' }, 'code'],
      [{ code: '1234567' }, 'code'],
      [{ code: 123456 }, 'code'],
      [{ recoveryCode: 'not a code' }, 'recoveryCode'],
      [{ webauthn: 'nope' }, 'webauthn'],
      [{ code: '123456', extra: 1 }, 'extra'],
      [{}, 'code'],
      [{ code: '123456', recoveryCode: 'abcde-fghij' }, 'code'],
    ];
    for (const [body, field] of cases) {
      const res = await agent
        .post('/api/auth/login/2fa')
        .send(body as object)
        .expect(400);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    const enable = await first.post('/api/auth/2fa/totp/enable').send({ code: 'abc' }).expect(400);
    expect(Object.keys(enable.body.fields)).toEqual(['code']);
    // None of those counted or used the challenge: the right code still finishes the sign-in.
    await agent
      .post('/api/auth/login/2fa')
      .send({ code: await codeAt(secret) })
      .expect(200);
  });

  it('refuses the second step without a sign-in in progress', async () => {
    const res = await t.http().post('/api/auth/login/2fa').send({ code: '123456' }).expect(401);
    expect(res.body.code).toBe('AUTH.2FA_CHALLENGE_EXPIRED');
    const forged = await t
      .http()
      .post('/api/auth/login/2fa')
      .set('Cookie', 'signin_challenge=00000000-0000-4000-8000-000000000000')
      .send({ code: '123456' })
      .expect(401);
    expect(forged.body.code).toBe('AUTH.2FA_CHALLENGE_EXPIRED');
    await t.http().get('/api/auth/login/2fa').expect(401);
  });

  it('ends the other sessions when TOTP is turned on or off; this browser stays signed in', async () => {
    const { agent, user } = await t.signIn();
    const other = request.agent(t.url) as unknown as TestAgent;
    await other
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(200);
    const { secret } = await enableTotp(agent);
    await other.get('/api/auth/me').expect(401);
    await agent.get('/api/auth/me').expect(200);

    const again = await atSecondStep(t, user);
    await again
      .post('/api/auth/login/2fa')
      .send({ code: await codeAt(secret) })
      .expect(200);
    const wrongPassword = await agent
      .delete('/api/auth/2fa')
      .send({ password: 'not-it', code: await codeAt(secret, 30) })
      .expect(400);
    expect(wrongPassword.body.code).toBe('AUTH.PASSWORD_INCORRECT');
    await agent
      .delete('/api/auth/2fa')
      .send({ password: user.password, code: await codeAt(secret, 30) })
      .expect(200);
    await again.get('/api/auth/me').expect(401);
    await agent.get('/api/auth/me').expect(200);
    // Off: the password alone signs in again.
    const plain = await t
      .http()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(plain.body).toMatchObject({ id: user.id });
  });
});

describe('sessions list', () => {
  let t: TestApp;
  useTestApp((opened) => (t = opened), {}, BOOT_TIMEOUT);

  async function secondBrowser(user: SignedIn['user'], userAgent: string): Promise<TestAgent> {
    const agent = request.agent(t.url) as unknown as TestAgent;
    await agent
      .post('/api/auth/login')
      .set('User-Agent', userAgent)
      .send({ username: user.username, password: user.password })
      .expect(200);
    return agent;
  }

  it('lists the signed-in browsers, this one marked current', async () => {
    const { agent, user } = await t.signIn();
    await secondBrowser(user, 'PhoneBrowser/1.0');
    const res = await agent.get('/api/auth/sessions').expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phone = res.body.find((s: { userAgent: string }) => s.userAgent === 'PhoneBrowser/1.0');
    expect(phone).toMatchObject({ current: false, ip: '127.0.0.1' });
    expect(Object.keys(phone).sort()).toEqual([
      '_id',
      'createdAt',
      'current',
      'ip',
      'lastSeenAt',
      'userAgent',
    ]);
  });

  it('signs out one browser, then every other one', async () => {
    const { agent, user } = await t.signIn();
    const phone = await secondBrowser(user, 'Phone');
    const tablet = await secondBrowser(user, 'Tablet');
    const laptop = await secondBrowser(user, 'Laptop');
    const list = (await agent.get('/api/auth/sessions').expect(200)).body as {
      _id: string;
      userAgent: string;
    }[];
    await agent.delete(`/api/auth/sessions/${list.find((s) => s.userAgent === 'Phone')!._id}`).expect(200);
    await phone.get('/api/auth/me').expect(401);
    await tablet.get('/api/auth/me').expect(200);
    expect((await agent.delete('/api/auth/sessions?others=1').expect(200)).body).toEqual({ ended: 2 });
    await tablet.get('/api/auth/me').expect(401);
    await laptop.get('/api/auth/me').expect(401);
    await agent.get('/api/auth/me').expect(200);
    expect((await agent.get('/api/auth/sessions').expect(200)).body).toHaveLength(1);
  });

  it("never ends someone else's session; bad ids and queries are 4xx", async () => {
    const { agent: mine } = await t.signIn();
    const { agent: theirs } = await t.signIn();
    const [their] = (await theirs.get('/api/auth/sessions').expect(200)).body;
    expect((await mine.delete(`/api/auth/sessions/${their._id}`).expect(404)).body.code).toBe(
      'AUTH.SESSION_NOT_FOUND',
    );
    await theirs.get('/api/auth/me').expect(200);
    await mine.delete('/api/auth/sessions/not-a-uuid').expect(404);
    const bad = await mine.delete('/api/auth/sessions?others=yes').expect(400);
    expect(Object.keys(bad.body.fields)).toEqual(['others']);
    await mine.get('/api/auth/me').expect(200);
    await t.http().get('/api/auth/sessions').expect(401);
  });
});

describe('STAFF_2FA=required', () => {
  let t: TestApp;
  useTestApp((opened) => (t = opened), { STAFF_2FA: 'required' }, BOOT_TIMEOUT);

  it('lets a staff member without a factor reach only enrolment until one is set', async () => {
    const { agent } = await t.signIn({ admin: true });
    expect((await agent.get('/api/auth/session').expect(200)).body.user.twoFactorEnrolmentRequired).toBe(
      true,
    );
    const blocked = await agent.get('/api/orders').expect(403);
    expect(blocked.body.code).toBe('AUTH.2FA_ENROLMENT_REQUIRED');
    expect((await agent.get('/api/auth/2fa').expect(200)).body.enrolmentRequired).toBe(true);
    await agent.get('/api/auth/sessions').expect(200);

    const { secret } = await enableTotp(agent);
    await agent.get('/api/orders').expect(200);
    expect(
      (await agent.get('/api/auth/session').expect(200)).body.user.twoFactorEnrolmentRequired,
    ).toBeUndefined();
    // The last factor of a staff member stays.
    const off = await agent
      .delete('/api/auth/2fa')
      .send({ password: 'correct-horse-1', code: await codeAt(secret) });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('AUTH.2FA_REQUIRED_FOR_STAFF');
  });

  it('leaves buyers alone: a second factor stays optional for them', async () => {
    const { agent } = await t.signIn();
    expect(
      (await agent.get('/api/auth/session').expect(200)).body.user.twoFactorEnrolmentRequired,
    ).toBeUndefined();
    await agent.get('/api/orders').expect(200);
  });
});

describe('passkeys: bad input', () => {
  let t: TestApp;
  useTestApp((opened) => (t = opened), {}, BOOT_TIMEOUT);

  it('answers a malformed or forged credential 4xx with a code, never a 500, and stores nothing', async () => {
    const { agent } = await t.signIn();
    const early = await agent
      .post('/api/auth/passkeys')
      .send({ webauthn: { id: 'x' } })
      .expect(400);
    expect(early.body.code).toBe('AUTH.PASSKEY_CHALLENGE_EXPIRED');
    const options = await agent.post('/api/auth/passkeys/register/options').expect(200);
    expect(options.body).toMatchObject({
      rp: { name: 'Gigly', id: new URL(t.config.publicUrl).hostname },
      challenge: expect.any(String),
    });
    for (const webauthn of [
      {},
      { id: 'x', rawId: 'x', type: 'public-key', response: {} },
      { response: 'nope' },
    ]) {
      const res = await agent.post('/api/auth/passkeys').send({ webauthn }).expect(400);
      expect(res.body.code).toBe('AUTH.PASSKEY_INVALID');
    }
    const notObject = await agent.post('/api/auth/passkeys').send({ webauthn: 'x' }).expect(400);
    expect(Object.keys(notObject.body.fields)).toEqual(['webauthn']);
    const longName = await agent
      .post('/api/auth/passkeys')
      .send({ webauthn: {}, name: 'n'.repeat(61) })
      .expect(400);
    expect(Object.keys(longName.body.fields)).toEqual(['name']);
    expect((await agent.get('/api/auth/passkeys').expect(200)).body).toEqual([]);
  });

  it('refuses a passwordless sign-in with an unknown passkey, and without its options', async () => {
    const agent = request.agent(t.url) as unknown as TestAgent;
    const none = await agent
      .post('/api/auth/passkeys/login')
      .send({ webauthn: { id: 'x' } })
      .expect(401);
    expect(none.body.code).toBe('AUTH.PASSKEY_INVALID');
    const options = await agent.post('/api/auth/passkeys/login/options').expect(200);
    expect(options.body).toMatchObject({
      rpId: new URL(t.config.publicUrl).hostname,
      userVerification: 'required',
    });
    const unknown = await agent
      .post('/api/auth/passkeys/login')
      .send({ webauthn: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} } })
      .expect(401);
    expect(unknown.body.code).toBe('AUTH.PASSKEY_INVALID');
    await agent.get('/api/auth/me').expect(401);
  });

  it("renames and removes only the user's own passkeys; names are checked", async () => {
    const { agent } = await t.signIn();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await agent.patch(`/api/auth/passkeys/${missing}`).send({ name: 'Phone' }).expect(404)).body.code,
    ).toBe('AUTH.PASSKEY_NOT_FOUND');
    await agent.patch('/api/auth/passkeys/not-a-uuid').send({ name: 'Phone' }).expect(404);
    const blank = await agent.patch(`/api/auth/passkeys/${missing}`).send({ name: '   ' }).expect(400);
    expect(Object.keys(blank.body.fields)).toEqual(['name']);
    await agent.delete(`/api/auth/passkeys/${missing}`).expect(404);
  });
});
