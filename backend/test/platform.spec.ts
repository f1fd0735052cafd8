import SwaggerParser from '@apidevtools/swagger-parser';
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

  it('judges a request without Origin by its Referer', async () => {
    const res = await t
      .http()
      .post('/api/auth/logout')
      .set('Referer', 'https://evil.example/page')
      .expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, message: 'Cross-site request refused' });
    await t.http().post('/api/auth/logout').set('Referer', `${t.config.publicOrigin}/settings`).expect(200);
  });

  it('serves the OpenAPI document, every operation with its success and error answers', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    const doc = res.body as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<string, { headers?: Record<string, { schema?: unknown; content?: unknown }> }>;
            security?: unknown[];
          }
        >
      >;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.paths['/api/auth/login']).toBeDefined();
    expect(doc.components.schemas.ErrorView).toBeDefined();
    // Valid against the OpenAPI 3.0 schema, every $ref resolving, as strict client generators read it
    // (validate dereferences the document it is given: hand it a copy).
    await expect(SwaggerParser.validate(structuredClone(res.body))).resolves.toBeDefined();
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const codes = Object.keys(operation.responses);
        const where = `${method.toUpperCase()} ${path}`;
        if (!codes.some((code) => /^[23]\d\d$/.test(code))) undocumented.push(`${where}: no success answer`);
        if (path.includes('{') && !codes.includes('404')) undocumented.push(`${where}: no 404`);
        // OpenAPI 3.0: a header is described by a schema (or content); strict generators refuse one without.
        for (const [code, answer] of Object.entries(operation.responses)) {
          for (const [name, header] of Object.entries(answer.headers ?? {})) {
            if (!header.schema && !header.content)
              undocumented.push(`${where} ${code}: header ${name} has no schema`);
          }
        }
      }
    }
    expect(undocumented).toEqual([]);
    // The answers of the access rules come with @Access.
    expect(Object.keys(doc.paths['/api/services']['post'].responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403']),
    );
    expect(Object.keys(doc.paths['/api/orders']['get'].responses)).toEqual(
      expect.arrayContaining(['200', '401']),
    );
    expect(doc.paths['/api/orders']['get'].responses['403']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/health']['get'].responses)).toEqual(['200', '503']);
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
