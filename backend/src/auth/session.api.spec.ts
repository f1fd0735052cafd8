import { createTestApp, TestApp } from '../../test/test-app';

describe('GET /api/auth/session (the check of every page load)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t?.close());

  it('answers a visitor 200 with user null, not 401', async () => {
    const res = await t.http().get('/api/auth/session').expect(200);
    expect(res.body).toEqual({ user: null });
  });

  it('answers a bad or foreign session cookie 200 with user null', async () => {
    const res = await t.http().get('/api/auth/session').set('Cookie', 'token=not-a-jwt').expect(200);
    expect(res.body).toEqual({ user: null });
  });

  it('answers the signed-in user with the private fields /me gives', async () => {
    const { agent, user } = await t.signIn();
    const session = await agent.get('/api/auth/session').expect(200);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(session.body.user).toEqual(me.body);
    expect(session.body.user).toMatchObject({ id: user.id, username: user.username, email: user.email });
  });

  it('answers user null once signed out', async () => {
    const { agent } = await t.signIn();
    await agent.post('/api/auth/logout').expect(200);
    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({ user: null });
  });
});
