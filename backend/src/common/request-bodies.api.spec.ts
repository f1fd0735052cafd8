import { SMALL_JSON_BYTES } from './json-body-guard';
import { createTestApp, TestApp } from '../../test/test-app';

/** Bodies no client of ours sends: each answered with a 4xx JSON error before any handler runs. */
describe('hostile request bodies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  const login = (contentType: string, body: string) =>
    t.http().post('/api/auth/login').set('Content-Type', contentType).send(body);

  it.each([
    [
      'JSON nested deeper than 20',
      'application/json',
      `{"username":${'['.repeat(5000)}`,
      400,
      'BODY.TOO_DEEP',
    ],
    [
      'JSON over 64 KB on an ordinary route',
      'application/json',
      JSON.stringify({ username: 'a'.repeat(SMALL_JSON_BYTES), password: 'x' }),
      413,
      'BODY.TOO_LARGE',
    ],
  ])('refuses %s with its code', async (_what, contentType, body, status, code) => {
    const res = await login(contentType, body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ statusCode: status, code });
  });

  it.each([
    ['malformed JSON', 'application/json', '{"username": "a", ', 400, /not valid JSON/],
    ['an empty JSON body', 'application/json', '', 400, /cannot be empty/],
    ['a content type the API does not take', 'application/xml', '<login/>', 415, /Unsupported Media Type/],
  ])('answers %s with a 4xx JSON error', async (_what, contentType, body, status, message) => {
    const res = await login(contentType, body);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      statusCode: status,
      message: expect.stringMatching(message),
      error: expect.any(String),
    });
    // The security headers are on error answers too.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('a body too deep or too large on any method', () => {
    const deep = '['.repeat(22) + ']'.repeat(22);
    const large = JSON.stringify({ text: 'a'.repeat(SMALL_JSON_BYTES + 10) });
    const methods = ['get', 'head', 'delete', 'options', 'post', 'put', 'patch'] as const;
    const routes = [
      ['a route that reads no body', '/api/health'],
      ['a route that reads one', '/api/auth/login'],
      ['an unknown path', '/api/no-such-route'],
    ];
    const contentTypes = [
      ['JSON, which has a parser', 'application/json'],
      ['a JSON type without a parser', 'application/x-unknown+json'],
    ];

    it.each(
      methods.flatMap((method) =>
        routes.flatMap(([route, path]) =>
          contentTypes.flatMap(([type, contentType]) =>
            [deep, large].map((body) => [method, route, type, path, contentType, body] as const),
          ),
        ),
      ),
    )(
      '%s to %s with %s answers 4xx or ignores the body, and the API keeps serving',
      async (method, _route, _type, path, contentType, body) => {
        const res = await t.http()[method](path).set('Content-Type', contentType).send(body);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400 && method !== 'head') {
          expect(res.headers['content-type']).toMatch(/^application\/json/);
        }
        const health = await t.http().get('/api/health');
        expect(health.status).toBe(200);
      },
    );

    it('answers 415 for a POST whose JSON-like type has no parser, and 400 for a deep JSON body', async () => {
      const unparsed = await t
        .http()
        .post('/api/auth/login')
        .set('Content-Type', 'application/x-unknown+json')
        .send(deep);
      expect(unparsed.status).toBe(415);
      const parsed = await t
        .http()
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send(deep);
      expect(parsed.status).toBe(400);
      expect(parsed.body).toMatchObject({ code: 'BODY.TOO_DEEP' });
    });
  });
});
