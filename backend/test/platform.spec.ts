import { createTestApp, TestApp } from './test-app';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the database state', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.http().get('/api/nope').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers malformed JSON with 400 JSON, not 500', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('answers a body over the limit with 413 JSON', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }));
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await t.http().post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, message: 'Cross-site request refused' });
    await t.http().post('/api/auth/logout').set('Origin', t.config.publicOrigin).expect(200);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    expect(res.body.paths['/api/auth/login']).toBeDefined();
  });

  it('signs in and out with the session cookie', async () => {
    const { agent, user } = await t.signIn();
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ _id: user.id, username: user.username, isAdmin: false });
    expect(me.body.password).toBeUndefined();
    expect(me.body.passwordHash).toBeUndefined();
    await agent.post('/api/auth/logout').expect(200);
    await agent.get('/api/auth/me').expect(401);
  });
});
