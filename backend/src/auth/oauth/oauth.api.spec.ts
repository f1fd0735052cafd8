import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { UsersService } from '../../users/users.service';
import { createTestApp, TestApp } from '../../../test/test-app';

/** The API tests' shared folder (helpers, stubs), which paths here were written against. */
const TEST_DIR = join(__dirname, '../../../test');

const PUBLIC_URL = 'http://shop.test';

/** oauth2-mock-server is ESM-only, so it runs in its own process (test/oauth-mock.helper.mjs). */
async function startOAuthMock(
  userinfoFile: string,
  emailsFile: string,
): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [join(TEST_DIR, 'oauth-mock.helper.mjs')], {
    env: { ...process.env, NODE_OPTIONS: '', USERINFO_FILE: userinfoFile, EMAILS_FILE: emailsFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let timer: NodeJS.Timeout | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`OAuth mock exited with ${code}`)));
    timer = setTimeout(() => reject(new Error('OAuth mock did not start')), 30_000);
  }).finally(() => clearTimeout(timer));
  return { url, process: child };
}

describe('Google and GitHub sign-in', () => {
  let t: TestApp;
  let mock: { url: string; process: ChildProcess };
  const dir = mkdtempSync(join(tmpdir(), 'market-oauth-'));
  const userinfoFile = join(dir, 'userinfo.json');
  const emailsFile = join(dir, 'emails.json');
  const signInAs = (info: Record<string, unknown>, emails: unknown[] = []) => {
    writeFileSync(userinfoFile, JSON.stringify(info));
    writeFileSync(emailsFile, JSON.stringify(emails));
  };

  beforeAll(async () => {
    signInAs({ sub: 'nobody' });
    mock = await startOAuthMock(userinfoFile, emailsFile);
    t = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_AUTH_URL: `${mock.url}/authorize`,
      GOOGLE_TOKEN_URL: `${mock.url}/token`,
      GOOGLE_USERINFO_URL: `${mock.url}/userinfo`,
      GITHUB_CLIENT_ID: 'gh-client',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      GITHUB_AUTH_URL: `${mock.url}/authorize`,
      GITHUB_TOKEN_URL: `${mock.url}/token`,
      GITHUB_USERINFO_URL: `${mock.url}/userinfo`,
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (mock?.process.pid) {
      const exited = new Promise((resolve) => mock.process.once('exit', resolve));
      process.kill(mock.process.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** Browser steps: our login endpoint -> the provider's consent -> our callback. Answers the final redirect. */
  async function providerSignIn(agent: TestAgent, provider: 'google' | 'github') {
    const start = await agent.get(`/api/auth/${provider}login`).expect(302);
    const consent = new URL(start.headers.location);
    expect(`${consent.origin}${consent.pathname}`).toBe(`${mock.url}/authorize`);
    expect(consent.searchParams.get('client_id')).toBe(provider === 'google' ? 'test-client' : 'gh-client');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/${provider}/callback`);
    expect(consent.searchParams.get('state')).toEqual(expect.any(String));
    const answer = await fetch(consent, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/auth/${provider}/callback`);
    return agent.get(`${back.pathname}${back.search}`).expect(302);
  }
  const googleSignIn = (agent: TestAgent) => providerSignIn(agent, 'google');

  const userFrom = (location: string, provider = 'google') => {
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/auth/${provider}/callback`);
    return JSON.parse(url.searchParams.get('user')!) as Record<string, unknown>;
  };

  it('stops at the second factor of an account that has one, as a password sign-in does', async () => {
    signInAs({ sub: 'google-2fa', name: 'Tess Two', email: 'tess@example.com', email_verified: true });
    const first = request.agent(t.url) as unknown as TestAgent;
    await googleSignIn(first);
    const setup = await first.post('/api/auth/2fa/totp/setup').expect(200);
    const now = Math.floor(Date.now() / 1000);
    await first
      .post('/api/auth/2fa/totp/enable')
      .send({ code: await generate({ secret: setup.body.secret, epoch: now - 30 }) })
      .expect(200);

    const agent = request.agent(t.url) as unknown as TestAgent;
    const stopped = await googleSignIn(agent);
    expect(stopped.headers.location).toBe(`${PUBLIC_URL}/auth/sign-in?step=2fa`);
    expect(String(stopped.headers['set-cookie'])).not.toMatch(/(^|,\s*)token=/);
    await agent.get('/api/auth/me').expect(401);
    expect((await agent.get('/api/auth/login/2fa').expect(200)).body).toEqual({
      twoFactorRequired: true,
      methods: ['totp', 'recovery'],
    });
    const done = await agent
      .post('/api/auth/login/2fa')
      .send({ code: await generate({ secret: setup.body.secret, epoch: now }) })
      .expect(200);
    expect(done.body).toMatchObject({ username: 'tess_two', hasPassword: false });
    await agent.get('/api/auth/me').expect(200);
    // No password to give: a current code alone turns it off.
    await agent
      .delete('/api/auth/2fa')
      .send({ code: await generate({ secret: setup.body.secret, epoch: now + 30 }) })
      .expect(200);
  });

  it('lists the configured providers', async () => {
    const res = await t.http().get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({ google: true, github: true });
  });

  it('creates an account on first sign-in, sets the session and sends the user to the front end', async () => {
    signInAs({
      sub: 'google-1',
      name: 'Jane Doe',
      email: 'Jane.Doe@Example.com',
      email_verified: true,
      picture: 'https://lh3.example/p.png',
    });
    const agent = request.agent(t.url) as unknown as TestAgent;
    const done = await googleSignIn(agent);
    const user = userFrom(done.headers.location);
    expect(user).toMatchObject({
      username: 'jane_doe',
      email: 'jane.doe@example.com',
      isAdmin: false,
      country: null,
    });
    expect(user.id).toBe(user._id);
    expect(Object.keys(user).sort()).toEqual([
      '_id',
      'country',
      'createdAt',
      'email',
      'id',
      'img',
      'isAdmin',
      'username',
    ]);
    expect(String(done.headers['set-cookie'])).toMatch(/token=.*HttpOnly/i);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ _id: user.id, hasPassword: false });
    const update = await agent
      .put('/api/auth/update-password')
      .send({ oldPassword: 'whatever-1', newPassword: 'whatever-2' })
      .expect(400);
    expect(update.body.message).toMatch(/Google.*cannot change their password/);
  });

  it('finds the same account on the next sign-in, and picks a free username for a namesake', async () => {
    signInAs({ sub: 'google-1', name: 'Jane Doe', email: 'jane.doe@example.com', email_verified: true });
    const again = userFrom(
      (await googleSignIn(request.agent(t.url) as unknown as TestAgent)).headers.location,
    );
    signInAs({ sub: 'google-2', name: 'Jane Doe', email: 'other.jane@example.com', email_verified: true });
    const namesake = userFrom(
      (await googleSignIn(request.agent(t.url) as unknown as TestAgent)).headers.location,
    );
    const first = await t.app.get(UsersService).findByGoogleId('google-1');
    expect(again.id).toBe(first!.id);
    expect(namesake.id).not.toBe(first!.id);
    expect(namesake.username).toBe('jane_doe2');
  });

  it('links an existing password account with the same e-mail once this site has verified it', async () => {
    const { user } = await t.signIn();
    await t.app.get(UsersService).markEmailVerified(user.id, user.email);
    signInAs({ sub: 'google-3', name: 'Someone', email: user.email, email_verified: true });
    const linked = userFrom(
      (await googleSignIn(request.agent(t.url) as unknown as TestAgent)).headers.location,
    );
    expect(linked).toMatchObject({ id: user.id, username: user.username });
    expect((await t.app.get(UsersService).findById(user.id))!.googleId).toBe('google-3');
    await t
      .http()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(200);
  });

  it('never links to an account whose address this site has not verified (someone may have registered it)', async () => {
    const { user } = await t.signIn();
    signInAs({ sub: 'google-9', name: 'Owner', email: user.email, email_verified: true });
    const done = await googleSignIn(request.agent(t.url) as unknown as TestAgent);
    const url = new URL(done.headers.location);
    expect(url.pathname).toBe('/auth/sign-in');
    expect(Object.fromEntries(url.searchParams)).toEqual({ error: 'email_unverified', provider: 'google' });
    expect((await t.app.get(UsersService).findById(user.id))!.googleId).toBeNull();
    expect(await t.app.get(UsersService).findByGoogleId('google-9')).toBeUndefined();
  });

  it('refuses an unverified e-mail with a readable message on the sign-in page', async () => {
    signInAs({ sub: 'google-4', name: 'Mallory', email: 'victim@example.com', email_verified: false });
    const done = await googleSignIn(request.agent(t.url) as unknown as TestAgent);
    const url = new URL(done.headers.location);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/auth/sign-in`);
    expect(url.searchParams.get('error')).toBe('provider_email_unverified');
    expect(done.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^token=[^;]/)]),
    );
  });

  it('refuses a callback whose state this browser was not given (login CSRF)', async () => {
    signInAs({ sub: 'google-5', name: 'Eve', email: 'eve@example.com', email_verified: true });
    const attacker = request.agent(t.url) as unknown as TestAgent;
    const start = await attacker.get('/api/auth/googlelogin').expect(302);
    const provider = await fetch(new URL(start.headers.location), { redirect: 'manual' });
    const back = new URL(provider.headers.get('location')!);
    const victim = request.agent(t.url) as unknown as TestAgent;
    const res = await victim.get(`${back.pathname}${back.search}`).expect(302);
    expect(new URL(res.headers.location).pathname).toBe('/auth/sign-in');
    await victim.get('/api/auth/me').expect(401);
    expect(await t.app.get(UsersService).findByGoogleId('google-5')).toBeUndefined();
  });

  it('sends a cancelled consent back to the sign-in page', async () => {
    const res = await t
      .http()
      .get('/api/auth/google/callback?error=access_denied&error_description=User%20cancelled')
      .expect(302);
    const url = new URL(res.headers.location);
    expect(url.pathname).toBe('/auth/sign-in');
    expect(Object.fromEntries(url.searchParams)).toEqual({ error: 'cancelled', provider: 'google' });
  });

  it('signs in with GitHub through the same find-or-create, using its verified primary e-mail', async () => {
    signInAs({ id: 4242, login: 'octo-cat', name: 'Octo Cat' }, [
      { email: 'unverified@example.com', primary: false, verified: false },
      { email: 'Octo@Example.com', primary: true, verified: true },
    ]);
    const agent = request.agent(t.url) as unknown as TestAgent;
    const user = userFrom((await providerSignIn(agent, 'github')).headers.location, 'github');
    expect(user).toMatchObject({ username: 'octo-cat', email: 'octo@example.com' });
    expect((await t.app.get(UsersService).findByGithubId('4242'))!.id).toBe(user.id);
    await agent.get('/api/auth/me').expect(200);

    signInAs({ id: 4343, login: 'no-mail' }, [{ email: 'x@example.com', primary: true, verified: false }]);
    const refused = new URL(
      (await providerSignIn(request.agent(t.url) as unknown as TestAgent, 'github')).headers.location,
    );
    expect(refused.pathname).toBe('/auth/sign-in');
    expect(Object.fromEntries(refused.searchParams)).toEqual({ error: 'no_email', provider: 'github' });
  });

  it('shows both routes in the OpenAPI document', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    for (const path of [
      '/api/auth/googlelogin',
      '/api/auth/google/callback',
      '/api/auth/githublogin',
      '/api/auth/github/callback',
      '/api/auth/providers',
    ]) {
      expect(doc.body.paths[path]).toBeDefined();
    }
  });
});

describe('social sign-in without credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
  }, 180_000);
  afterAll(() => t?.close());

  it('reports no provider and sends the buttons back to the sign-in page with a readable error', async () => {
    expect((await t.http().get('/api/auth/providers').expect(200)).body).toEqual({
      google: false,
      github: false,
    });
    for (const [path, name] of [
      ['/api/auth/googlelogin', 'Google'],
      ['/api/auth/google/callback?code=x&state=y', 'Google'],
      ['/api/auth/githublogin', 'GitHub'],
      ['/api/auth/github/callback?code=x', 'GitHub'],
    ]) {
      const res = await t.http().get(path).expect(302);
      const url = new URL(res.headers.location);
      expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/auth/sign-in`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        error: 'not_configured',
        provider: name.toLowerCase(),
      });
    }
  });
});
