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
});
