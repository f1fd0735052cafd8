import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fc from 'fast-check';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from './test-app';
import { buyBasic, createService, waitFor } from './payments-fixtures';

/**
 * Malformed input over every route the API has, found by walking the controllers (so a route
 * added later is covered without touching this file): NUL bytes, lone UTF-16 surrogates, wrong
 * types, huge numbers and operator-looking objects in path parameters, query strings and bodies.
 * Whatever the input, the answer is a 4xx (or a 2xx for input the route ignores), never a 5xx.
 */
interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** Field names of the body and the query, from the OpenAPI document when the route has one there. */
  bodyFields: string[];
  queryFields: string[];
}

const METHODS: Partial<Record<RequestMethod, Route['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route of every controller, with what the OpenAPI document says of its body and query. */
function discoverRoutes(t: TestApp): Route[] {
  const doc = SwaggerModule.createDocument(t.app, new DocumentBuilder().build()) as unknown as {
    paths: Record<string, Record<string, OpenApiOperation>>;
    components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
  };
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, metatype) ?? ''].flat() as string[];
      const proto = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (!method || paths === undefined) continue;
        for (const prefix of prefixes) {
          for (const path of [paths].flat()) {
            const full = join('api', prefix, path);
            const operation = doc.paths[full.replace(/:(\w+)/g, '{$1}')]?.[method];
            routes.push({ method, path: full, ...fieldsOf(operation, doc.components?.schemas ?? {}) });
          }
        }
      }
    }
  }
  return routes;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: { $ref?: string } }> };
}

function fieldsOf(
  operation: OpenApiOperation | undefined,
  schemas: Record<string, { properties?: Record<string, unknown> }>,
): Pick<Route, 'bodyFields' | 'queryFields'> {
  const ref = Object.values(operation?.requestBody?.content ?? {})[0]?.schema?.$ref;
  const body = ref ? schemas[ref.split('/').pop()!]?.properties : undefined;
  return {
    bodyFields: Object.keys(body ?? {}),
    queryFields: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  };
}

/** Strings no route should take, each of them a 500 somewhere once. */
const HOSTILE = [
  '\u0000',
  'a\u0000b',
  'x@example.com\u0000',
  '\ud800',
  'me\udfff@example.com',
  '\udc00\ud800',
  'ok\ud83d',
  ' ',
  '-1',
  '1e309',
  '9'.repeat(40),
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
];

/** Bad strings: the hostile list, and random text with a NUL or a lone surrogate inside. */
const badString = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 3 },
  {
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00'),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
    weight: 2,
  },
);

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: badString, weight: 6 },
  { arbitrary: fc.constantFrom(-1, 1e308, 2 ** 53 + 1, 0.5, true, null), weight: 1 },
  { arbitrary: fc.constantFrom({ $ne: '' }, ['\u0000'], { '\u0000': 1 }, []), weight: 1 },
);

/** Path parameters as they travel in a URL (percent-encoded, NULs and broken UTF-8 included). */
const badSegment = fc.oneof(
  badString.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  fc.constantFrom('%00', 'a%00', '%ED%A0%80', '%C0%80', '%FF', '%25%30%30', '%2e%2e', '0'),
);

/** Values that pass most fields' checks, so the bad value beside them is what gets looked at. */
const PLAUSIBLE_VALUES: unknown[] = ['correct-horse-1', 'someone@example.com', 'Canada', 'Basic', 'abc', 5];
const PLAUSIBLE = fc.constantFrom(...PLAUSIBLE_VALUES);

interface Case {
  route: Route;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  who: 'visitor' | 'buyer' | 'admin';
}

function caseFor(route: Route): fc.Arbitrary<Case> {
  const params = route.path.match(/:\w+/g) ?? [];
  const path = fc
    .tuple(...params.map(() => badSegment), fc.constant(''))
    .map((values) => params.reduce((text, param, i) => text.replace(param, values[i]), route.path));
  // Every declared field present, some bad and the rest plausible, so a bad value gets past the
  // checks of the other fields; or names the route does not declare.
  const declared = (names: string[]) =>
    fc
      .tuple(...names.map(() => fc.oneof(badValue, PLAUSIBLE)))
      .filter((values) => values.some((value) => !PLAUSIBLE_VALUES.includes(value)))
      .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]])));
  const undeclared = fc.dictionary(fc.constantFrom('q', 'page', 'limit', 'zz'), badValue, {
    minKeys: 1,
    maxKeys: 3,
  });
  const record = (names: string[]) =>
    names.length
      ? fc.oneof({ arbitrary: declared(names), weight: 3 }, { arbitrary: undeclared, weight: 1 })
      : undeclared;
  const query =
    route.method === 'get' || route.queryFields.length ? record(route.queryFields) : fc.constant({});
  const body =
    route.method === 'get' || route.method === 'delete'
      ? fc.constant(undefined)
      : fc.oneof({ arbitrary: record(route.bodyFields), weight: 4 }, { arbitrary: badValue, weight: 1 });
  return fc.record({
    route: fc.constant(route),
    path,
    query,
    body,
    who: route.path.endsWith('/logout')
      ? fc.constant('visitor' as const)
      : fc.constantFrom('visitor', 'buyer', 'admin'),
  });
}

/** Query values as a browser or a script could write them (objects as `a[b]=`, arrays as repeats). */
function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([inner, item]) => add(`${key}[${inner}]`, item));
    else
      parts.push(
        `${encodeURIComponent(key)}=${encodeURIComponent(String(value).replace(/[\ud800-\udfff]/g, '\ufffd'))}`,
      );
  };
  Object.entries(query).forEach(([key, value]) => add(key, value));
  return parts.length ? `?${parts.join('&')}` : '';
}

describe('malformed input on every route', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_REGISTER_PER_HOUR: '100000',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses the NULs and lone surrogates the review found, naming the field (400)', async () => {
    const buyer = await t.signIn();
    const cases: Array<[string, string, unknown, string]> = [
      ['post', '/api/auth/login', { username: 'bob\u0000', password: 'whatever-1' }, 'username'],
      ['post', '/api/coupon/verify', { code: 'TEN\u0000' }, 'code'],
      [
        'post',
        '/api/paypal/checkout',
        { serviceId: 'x', packageName: 'Basic', couponCode: 'A\u0000' },
        'couponCode',
      ],
      ['get', '/api/stripe/session/%00', undefined, 'session_id'],
      ['get', '/api/sandbox/stripe/%00', undefined, 'id'],
      [
        'post',
        '/api/auth/register',
        { username: 'sur', email: 'a\ud800@example.com', password: 'long-enough-1', country: 'Canada' },
        'email',
      ],
      ['post', '/api/auth/forgot-password', { email: '\udfff@example.com' }, 'email'],
      ['put', `/api/users/${buyer.user.id}`, { email: 'x\ud83d@example.com' }, 'email'],
      ['get', '/api/galleries?category=a%00', undefined, 'category'],
    ];
    for (const [method, path, body, field] of cases) {
      let req = buyer.agent[method as 'get'](path);
      if (body) req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
      const res = await req;
      expect({ path, status: res.status, fields: Object.keys(res.body.fields ?? {}) }).toEqual({
        path,
        status: 400,
        fields: [field],
      });
    }
  });

  it('refuses a body that is not a JSON object where every field is optional, changing nothing', async () => {
    const buyer = await t.signIn();
    const admin = await t.signIn({ admin: true });
    const service = await createService(t, admin);
    await buyBasic(t, buyer, service);
    const unread = async () =>
      (await buyer.agent.get('/api/notifications').expect(200)).body.unread as number;
    await waitFor(async () => (await unread()) > 0);
    const before = await unread();
    for (const body of ['null', '[]', '3', '"all"']) {
      const res = await buyer.agent
        .put('/api/notifications/read')
        .set('Content-Type', 'application/json')
        .send(body);
      expect({ body, status: res.status, fields: Object.keys(res.body.fields ?? {}) }).toEqual({
        body,
        status: 400,
        fields: ['body'],
      });
    }
    expect(await unread()).toBe(before);
    await buyer.agent.put('/api/notifications/read').send({}).expect(200, { unread: 0 });
  });

  it('answers a few hundred generated bad requests with 4xx JSON, never a 5xx', async () => {
    const routes = discoverRoutes(t);
    // The walk finds what the OpenAPI page lists and what it leaves out (the Stripe webhook).
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'post', path: '/api/stripe/webhook' }));
    expect(routes).toContainEqual(
      expect.objectContaining({
        method: 'post',
        path: '/api/auth/login',
        bodyFields: ['username', 'password'],
      }),
    );

    const agents: Record<Case['who'], TestAgent> = {
      visitor: request.agent(t.url) as unknown as TestAgent,
      buyer: (await t.signIn()).agent,
      admin: (await t.signIn({ admin: true })).agent,
    };
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    const cases = routes.flatMap((route, i) => fc.sample(caseFor(route), { numRuns: 6, seed: seed + i }));
    expect(cases.length).toBeGreaterThanOrEqual(300);

    const failures: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < cases.length) {
          const item = cases[next++];
          const url = item.path + queryString(item.query);
          let req = agents[item.who][item.route.method](url);
          if (item.body !== undefined)
            req = req.set('Content-Type', 'application/json').send(JSON.stringify(item.body));
          const res = await req;
          if (res.status >= 500) {
            failures.push(
              `${item.route.method.toUpperCase()} ${url.slice(0, 150)} ${JSON.stringify(item.body)?.slice(0, 150)} (${item.who}) -> ${res.status}`,
            );
          } else if (res.status >= 400 && /json/.test(res.headers['content-type'] ?? '')) {
            expect(res.body).toMatchObject({ statusCode: res.status });
          }
        }
      }),
    );
    expect({ seed, failures: failures.slice(0, 30) }).toEqual({ seed, failures: [] });
  }, 90_000);
});
