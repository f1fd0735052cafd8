import { eq } from 'drizzle-orm';
import request from 'supertest';
import { passwordResetTokens } from './auth.schema';
import { FORGOT_PASSWORD_ANSWER } from './auth.service';
import { SESSION_COOKIE, SessionService } from './session.service';
import { UsersService } from '../users/users.service';
import { startMailCapture } from '../../test/mail-capture.helper';
import { PNG_1x1, TEXT_FILE } from '../../test/media-fixtures.helper';
import { createTestApp, queueEnv, TestApp } from '../../test/test-app';

const PUBLIC_URL = 'http://shop.test';
const BOOT_TIMEOUT = 180_000;

describe('auth API', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startMailCapture>>;
  let n = 0;
  const fresh = () => {
    n += 1;
    return {
      username: `reg${n}_${Date.now() % 100000}`,
      password: 'long-enough-1',
      email: `reg${n}.${Date.now() % 100000}@example.com`,
      country: 'Canada',
    };
  };

  beforeAll(async () => {
    smtp = await startMailCapture();
    t = await createTestApp({ PUBLIC_URL, SMTP_URL: smtp.url });
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('register', () => {
    it('creates an account without signing in, never answering the password', async () => {
      const body = fresh();
      const agent = request.agent(t.url);
      const res = await agent.post('/api/auth/register').send(body).expect(201);
      expect(res.body.user).toMatchObject({
        username: body.username,
        email: body.email,
        country: 'Canada',
        isAdmin: false,
        img: null,
      });
      expect(res.body.user._id).toBe(res.body.user.id);
      expect(JSON.stringify(res.body)).not.toMatch(/password_?hash|long-enough-1|\$argon2/i);
      expect(res.headers['set-cookie']).toBeUndefined();
      await agent.get('/api/auth/me').expect(401);
      const login = await agent
        .post('/api/auth/login')
        .send({ username: body.username, password: body.password })
        .expect(200);
      expect(login.body).toMatchObject({
        _id: res.body.user.id,
        username: body.username,
        email: body.email,
        isAdmin: false,
      });
      expect(login.body.password).toBeUndefined();
      expect(String(login.headers['set-cookie'])).toMatch(/token=.*HttpOnly.*SameSite=Lax/i);
    });

    it('names each missing field', async () => {
      const res = await t.http().post('/api/auth/register').send({}).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(Object.keys(res.body.fields).sort()).toEqual(['country', 'email', 'password', 'username']);
    });

    it('refuses wrong types, a bad e-mail, an unknown country and a short password', async () => {
      const base = fresh();
      for (const [field, value] of [
        ['username', 12345],
        ['password', ['a', 'b']],
        ['email', 'not-an-email'],
        ['country', 'Narnia'],
        ['password', 'short'],
      ] as const) {
        const res = await t
          .http()
          .post('/api/auth/register')
          .send({ ...base, [field]: value })
          .expect(400);
        expect(res.body.fields[field]).toBeDefined();
      }
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: base.username, password: base.password })
        .expect(401);
    });

    it('refuses unknown extra fields such as isAdmin', async () => {
      const body = fresh();
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ ...body, isAdmin: true })
        .expect(400);
      expect(res.body.message).toMatch(/isAdmin/);
      expect(await t.app.get(UsersService).findByUsername(body.username)).toBeUndefined();
    });

    it('answers 4xx JSON, never 500, for 1 MB strings', async () => {
      const big = 'a'.repeat(1024 * 1024);
      for (const field of ['username', 'email', 'password', 'country']) {
        const res = await t
          .http()
          .post('/api/auth/register')
          .send({ ...fresh(), [field]: big });
        expect([400, 413]).toContain(res.status);
        expect(res.body.statusCode).toBe(res.status);
      }
    });

    it('says which of username and e-mail is taken (409), ignoring case', async () => {
      const body = fresh();
      await t.http().post('/api/auth/register').send(body).expect(201);
      const byName = await t
        .http()
        .post('/api/auth/register')
        .send({ ...fresh(), username: body.username.toUpperCase() })
        .expect(409);
      expect(byName.body).toMatchObject({ statusCode: 409, message: 'Username is already taken' });
      const byEmail = await t
        .http()
        .post('/api/auth/register')
        .send({ ...fresh(), email: body.email.toUpperCase() })
        .expect(409);
      expect(byEmail.body).toMatchObject({ statusCode: 409, message: 'Email is already registered' });
    });

    it('keeps SQL-looking text verbatim and refuses markup in a username', async () => {
      const body = {
        ...fresh(),
        email: `o'brien+${n}@example.com`,
        password: "' OR '1'='1'; DROP TABLE users; --",
      };
      const res = await t.http().post('/api/auth/register').send(body).expect(201);
      expect(res.body.user.email).toBe(body.email);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: body.username, password: body.password })
        .expect(200);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: body.username, password: "' OR '1'='1" })
        .expect(401);
      const script = await t
        .http()
        .post('/api/auth/register')
        .send({ ...fresh(), username: '<script>alert(1)</script>' })
        .expect(400);
      expect(script.body.fields.username[0]).toMatch(/letters, digits/);
    });

    it('accepts multipart with a picture, checked by its bytes', async () => {
      const body = fresh();
      const res = await t
        .http()
        .post('/api/auth/register')
        .field(body)
        .attach('file', PNG_1x1, { filename: 'me.png', contentType: 'image/png' })
        .expect(201);
      expect(res.body.user.img).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[a-f0-9]{32}\\.png$`));
      const path = new URL(res.body.user.img).pathname;
      const picture = await t.http().get(path).expect(200);
      expect(picture.headers['content-type']).toBe('image/png');

      const noPicture = fresh();
      const plain = await t.http().post('/api/auth/register').field(noPicture).expect(201);
      expect(plain.body.user.img).toBeNull();
    });

    it('refuses a text file renamed .png at sign-up (415) and creates no account', async () => {
      const body = fresh();
      const res = await t
        .http()
        .post('/api/auth/register')
        .field(body)
        .attach('file', TEXT_FILE, { filename: 'me.png', contentType: 'image/png' })
        .expect(415);
      expect(res.body.message).toMatch(/JPEG, PNG, WebP or GIF/);
      expect(await t.app.get(UsersService).findByUsername(body.username)).toBeUndefined();
    });

    it('validates multipart fields like JSON ones and refuses a picture URL from elsewhere', async () => {
      const extra = await t
        .http()
        .post('/api/auth/register')
        .field({ ...fresh(), isAdmin: 'true' })
        .expect(400);
      expect(extra.body.message).toMatch(/isAdmin/);
      const missing = await t.http().post('/api/auth/register').field({ username: 'someone' }).expect(400);
      expect(missing.body.fields.password).toBeDefined();
      const foreign = await t
        .http()
        .post('/api/auth/register')
        .send({ ...fresh(), img: 'https://evil.example/x.png' })
        .expect(400);
      expect(foreign.body.message).toMatch(/picture/i);
    });
  });

  describe('login', () => {
    it('answers the same 401 for a wrong password and an unknown user', async () => {
      const { user } = await t.signIn();
      const wrong = await t
        .http()
        .post('/api/auth/login')
        .send({ username: user.username, password: 'nope-nope-nope' })
        .expect(401);
      const unknown = await t
        .http()
        .post('/api/auth/login')
        .send({ username: 'no_such_user', password: 'nope-nope-nope' })
        .expect(401);
      expect(wrong.body.message).toBe('Invalid username or password');
      expect(unknown.body.message).toBe(wrong.body.message);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('refuses missing and wrong-typed credentials and extra fields', async () => {
      const missing = await t.http().post('/api/auth/login').send({}).expect(400);
      expect(Object.keys(missing.body.fields).sort()).toEqual(['password', 'username']);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: { $ne: null }, password: 'x' })
        .expect(400);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: 'a', password: 'b', remember: true })
        .expect(400);
    });
  });

  describe('forgot and reset password', () => {
    const requestReset = async (email: string) => {
      const res = await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
      expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      const mail = await smtp.waitFor(email);
      const match = new RegExp(`${PUBLIC_URL}/auth/reset-password/([A-Za-z0-9_-]{20,})`).exec(mail.text);
      expect(match).not.toBeNull();
      return match![1];
    };

    it('answers the same for an unknown address and sends no mail', async () => {
      const res = await t
        .http()
        .post('/api/auth/forgot-password')
        .send({ email: 'nobody@example.com' })
        .expect(200);
      expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      await expect(smtp.waitFor('nobody@example.com', 500)).rejects.toThrow(/No mail/);
    });

    it('refuses a missing or malformed e-mail', async () => {
      await t.http().post('/api/auth/forgot-password').send({}).expect(400);
      await t.http().post('/api/auth/forgot-password').send({ email: 'x' }).expect(400);
      await t.http().post('/api/auth/forgot-password').send({ email: 42 }).expect(400);
    });

    it('mails a link whose token is stored only as a hash, resets once and ends other sessions', async () => {
      const { agent, user } = await t.signIn();
      const token = await requestReset(user.email);
      const rows = await t.database.db.select().from(passwordResetTokens);
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      expect(rows.every((r) => /^[a-f0-9]{64}$/.test(r.tokenHash))).toBe(true);

      const short = await t
        .http()
        .post(`/api/auth/reset-password/${token}`)
        .send({ password: 'short' })
        .expect(400);
      expect(short.body.fields.password).toBeDefined();

      const res = await t
        .http()
        .post(`/api/auth/reset-password/${token}`)
        .send({ password: 'brand-new-pass-1' })
        .expect(200);
      expect(res.body).toEqual({ message: 'Password reset successful!' });
      await agent.get('/api/auth/me').expect(401);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password })
        .expect(401);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: user.username, password: 'brand-new-pass-1' })
        .expect(200);

      const reused = await t
        .http()
        .post(`/api/auth/reset-password/${token}`)
        .send({ password: 'another-pass-2' })
        .expect(400);
      expect(reused.body.message).toMatch(/invalid or has expired/);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: user.username, password: 'brand-new-pass-1' })
        .expect(200);
    });

    it('refuses an expired token and an unknown one', async () => {
      const { user } = await t.signIn();
      const token = await requestReset(user.email);
      await t.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, user.id));
      const expired = await t
        .http()
        .post(`/api/auth/reset-password/${token}`)
        .send({ password: 'brand-new-pass-1' })
        .expect(400);
      expect(expired.body.message).toMatch(/expired/);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password })
        .expect(200);
      await t
        .http()
        .post('/api/auth/reset-password/not-a-real-token')
        .send({ password: 'brand-new-pass-1' })
        .expect(400);
      const long = await t
        .http()
        .post(`/api/auth/reset-password/${'x'.repeat(5000)}`)
        .send({ password: 'brand-new-pass-1' });
      expect([400, 414]).toContain(long.status);
      expect(long.body.statusCode).toBe(long.status);
    });

    it('burns the other outstanding links of the user once one is used', async () => {
      const { user } = await t.signIn();
      const first = await requestReset(user.email);
      const second = await requestReset(user.email);
      await t
        .http()
        .post(`/api/auth/reset-password/${second}`)
        .send({ password: 'brand-new-pass-1' })
        .expect(200);
      await t
        .http()
        .post(`/api/auth/reset-password/${first}`)
        .send({ password: 'brand-new-pass-2' })
        .expect(400);
    });

    it('burns the links mailed to the old address when the e-mail changes', async () => {
      const { agent, user } = await t.signIn();
      const token = await requestReset(user.email);
      await agent
        .put(`/api/users/${user.id}`)
        .send({ email: `moved.${user.username}@example.com`, currentPassword: user.password })
        .expect(200);
      const res = await t
        .http()
        .post(`/api/auth/reset-password/${token}`)
        .send({ password: 'brand-new-pass-3' })
        .expect(400);
      expect(res.body.code).toBe('AUTH.RESET_TOKEN_INVALID');
    });
  });

  describe('update password', () => {
    it('needs a session', async () => {
      await t
        .http()
        .put('/api/auth/update-password')
        .send({ oldPassword: 'a', newPassword: 'long-enough-2' })
        .expect(401);
    });

    it('refuses a wrong old password with a message saying incorrect', async () => {
      const { agent, user } = await t.signIn();
      const res = await agent
        .put('/api/auth/update-password')
        .send({ oldPassword: 'wrong-one-1', newPassword: 'long-enough-2' })
        .expect(400);
      expect(res.body.message).toBe('Old password is incorrect');
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password })
        .expect(200);
    });

    it('refuses missing fields and a short new password', async () => {
      const { agent } = await t.signIn();
      const missing = await agent.put('/api/auth/update-password').send({}).expect(400);
      expect(Object.keys(missing.body.fields).sort()).toEqual(['newPassword', 'oldPassword']);
      await agent
        .put('/api/auth/update-password')
        .send({ oldPassword: 'x', newPassword: 'short' })
        .expect(400);
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const { agent, user } = await t.signIn();
      const other = request.agent(t.url);
      await other
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password })
        .expect(200);
      const res = await agent
        .put('/api/auth/update-password')
        .send({ oldPassword: user.password, newPassword: 'changed-pass-1' })
        .expect(200);
      expect(res.body).toEqual({ message: 'Password updated successfully' });
      await agent.get('/api/auth/me').expect(200);
      await other.get('/api/auth/me').expect(401);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: user.username, password: 'changed-pass-1' })
        .expect(200);
    });

    it('tells a Google-only account that it cannot change its password', async () => {
      const users = t.app.get(UsersService);
      const google = await users.create({
        username: 'google_only',
        email: 'google.only@example.com',
        googleId: 'g-123',
      });
      const { agent } = await t.signIn();
      const cookie = await sessionCookieFor(google.id);
      const res = await request(t.url)
        .put('/api/auth/update-password')
        .set('Cookie', cookie)
        .send({ oldPassword: 'anything-1', newPassword: 'long-enough-2' })
        .expect(400);
      expect(res.body.message).toMatch(/Google.*cannot change their password/);
      await agent.get('/api/auth/me').expect(200);
    });
  });

  it('documents every auth, user and upload endpoint in OpenAPI', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/forgot-password',
      '/api/auth/reset-password/{token}',
      '/api/auth/update-password',
      '/api/users/{id}',
      '/api/uploads',
    ]) {
      expect(doc.body.paths[path]).toBeDefined();
    }
    expect(Object.keys(doc.body.paths['/api/auth/register'].post.requestBody.content)).toEqual(
      expect.arrayContaining(['application/json', 'multipart/form-data']),
    );
  });

  /** A session cookie for a user, made by the app's own session service (as the OAuth callback does). */
  async function sessionCookieFor(userId: string): Promise<string> {
    const user = (await t.app.get(UsersService).findById(userId))!;
    let value = '';
    const fakeReply = { setCookie: (_name: string, v: string) => (value = v) } as never;
    await t.app.get(SessionService).start(fakeReply, user);
    return `${SESSION_COOKIE}=${value}`;
  }
});

describe('auth rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  }, BOOT_TIMEOUT);
  afterAll(() => t?.close());

  it('answers 429 JSON after the configured number of logins per minute', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: 'nobody', password: 'wrong-password' })
        .expect(401);
    }
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'nobody', password: 'wrong-password' })
      .expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Other routes keep their own count.
    await t.http().post('/api/auth/forgot-password').send({ email: 'a@example.com' }).expect(200);
    await t.http().get('/api/health').expect(200);
  });

  it('limits register, forgot-password and reset-password the same way', async () => {
    const calls = [
      () => t.http().post('/api/auth/register').send({}),
      () => t.http().post('/api/auth/forgot-password').send({ email: 'b@example.com' }),
      () => t.http().post('/api/auth/reset-password/nope').send({ password: 'long-enough-1' }),
    ];
    for (const call of calls) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await call()).status);
      // forgot-password was already called once above: the count is per route and client.
      expect(statuses[0]).not.toBe(429);
      expect(statuses[3]).toBe(429);
    }
  });
});

(process.env.REDIS_URL ? describe : describe.skip)('auth rate limit across API replicas (Redis)', () => {
  const replicas: TestApp[] = [];
  beforeAll(async () => {
    // Two API processes of one deployment: the same Redis and key prefix, their own databases.
    const deployment = { RATE_LIMIT_AUTH_PER_MINUTE: '3', ...queueEnv() };
    replicas.push(await createTestApp(deployment), await createTestApp(deployment));
  }, BOOT_TIMEOUT);
  afterAll(() => Promise.all(replicas.map((replica) => replica.close())));

  it('counts logins on every replica against one limit per client', async () => {
    const [first, second] = replicas;
    const login = (replica: TestApp) =>
      replica.http().post('/api/auth/login').send({ username: 'nobody', password: 'wrong-password' });
    const statuses = [];
    for (const replica of [first, second, first, second, first]) statuses.push((await login(replica)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
