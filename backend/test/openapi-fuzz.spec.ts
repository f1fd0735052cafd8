import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createService } from './payments-fixtures';
import { createTestApp, TestApp } from './test-app';

/**
 * Every operation of the API's own OpenAPI document, as admin, buyer and visitor, with hostile
 * values in its path, query and body (a body on every method, GET and DELETE included): no
 * answer is a 5xx and the process still serves afterwards. Hostile values are sampled per
 * parameter (each value lands in some parameter of each operation), not a cartesian product,
 * so the suite stays well under two minutes on two cores.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  bodyFields: string[];
  multipart: boolean;
}
type Role = 'admin' | 'buyer' | 'visitor';

/** Values a script sends and a form never does: text, numbers, dates, ids and shapes gone wrong. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  '9007199254740993',
  '0000-01-01',
  '9999-12-31',
  '0000-00-00T00:00:00Z',
  'x'.repeat(5000),
  '../../../etc/passwd',
  '%00',
  '\u0000',
  'resume\u202eTXT.exe',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '=cmd|"/C calc"!A0',
  '😀'.repeat(50),
  'true',
  'null',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_TEXT,
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 2,
  0.1 + 0.2,
  true,
  null,
  [],
  [null],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  [[[[[[[[[[]]]]]]]]]],
];

async function operationsOf(t: TestApp): Promise<Operation[]> {
  const doc = (await request(t.url).get('/api/docs-json').expect(200)).body as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema?: { $ref?: string; properties?: object } }> };
        }
      >
    >;
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = spec.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      const ref = schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
      operations.push({
        method: method as Method,
        path,
        parameters: spec.parameters ?? [],
        bodyFields: Object.keys(ref?.properties ?? {}),
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

/** The i-th hostile value, turning through the list so each value lands somewhere. */
const pick = <T>(list: T[], i: number): T => list[((i % list.length) + list.length) % list.length];

/** The requests of one operation for one role: `rounds` samples, each a body on every method. */
function casesOf(op: Operation, round: number) {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string, offset: number) =>
    // Half the rounds a well-formed id (unknown), half a hostile one, so checks past the id run too.
    encodeURIComponent(round % 2 === 0 ? randomUUID() : String(pick(HOSTILE_TEXT, round * 7 + offset))),
  );
  const query = new URLSearchParams();
  op.parameters
    .filter((p) => p.in === 'query')
    .forEach((p, i) => query.set(p.name, String(pick(HOSTILE_TEXT, round * 5 + i))));
  const body = Object.fromEntries(
    (op.bodyFields.length ? op.bodyFields : ['x']).map((name, i) => [
      name,
      pick(HOSTILE_JSON, round * 3 + i),
    ]),
  );
  return { url: `${path}${query.size ? `?${query}` : ''}`, body };
}

describe('every operation of the OpenAPI document with hostile input, as admin, buyer and visitor', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '100000' });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers no 5xx, always JSON errors, and keeps serving', async () => {
    const admin = await t.signIn({ admin: true });
    const buyer = await t.signIn();
    await createService(t, admin);
    const cookieOf = async ({ user }: typeof admin) => {
      const res = await request(t.url)
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password })
        .expect(200);
      return ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const cookies: Record<Role, string | undefined> = {
      admin: await cookieOf(admin),
      buyer: await cookieOf(buyer),
      visitor: undefined,
    };
    const operations = (await operationsOf(t)).filter(
      // Signing out or ending every session would turn the next requests into a visitor's.
      (op) => !/logout|sessions|\/auth\/me|password|account/.test(op.path) || op.method === 'get',
    );
    expect(operations.length).toBeGreaterThan(80);

    const requests: { role: Role; op: Operation; url: string; body: object; shape: string }[] = [];
    const rounds = 4;
    for (const op of operations) {
      for (const role of ['admin', 'buyer', 'visitor'] as Role[]) {
        for (let round = 0; round < rounds; round++) {
          const { url, body } = casesOf(op, round + role.length);
          const shape = op.multipart ? pick(['no-boundary', 'bad-parts', 'json'], round) : 'json';
          requests.push({ role, op, url, body, shape });
        }
      }
    }

    const failures: string[] = [];
    let next = 0;
    const send = async (item: (typeof requests)[number]) => {
      const method = item.op.method;
      let req = request(t.url)[method](item.url);
      const cookie = cookies[item.role];
      if (cookie) req = req.set('Cookie', cookie);
      if (item.shape === 'no-boundary') {
        req = req.set('Content-Type', 'multipart/form-data').send('--x\r\n\r\nabc\r\n--x--\r\n');
      } else if (item.shape === 'bad-parts') {
        req = req
          .set('Content-Type', 'multipart/form-data; boundary=zz')
          .send('--zz\r\nContent-Disposition: form-data; name="file"; filename="a\u202e.exe"\r\n\r\nMZ');
      } else {
        req = req.set('Content-Type', 'application/json').send(JSON.stringify(item.body));
      }
      const res = await req.catch((error: Error) => ({ status: 599, body: error.message, headers: {} }));
      if (res.status >= 500) {
        failures.push(
          `${item.role} ${method.toUpperCase()} ${item.url.slice(0, 120)} ${item.shape} ${JSON.stringify(item.body).slice(0, 120)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
        );
      }
    };
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < requests.length) await send(requests[next++]);
      }),
    );
    expect(requests.length).toBeGreaterThan(1000);
    expect(failures.slice(0, 30)).toEqual([]);
    await request(t.url).get('/api/health/live').expect(200);
    await request(t.url).get('/api/auth/me').set('Cookie', cookies.buyer!).expect(200);
  }, 120_000);
});
