import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Client } from 'pg';
import request from 'supertest';
import { createService } from './payments-fixtures';
import { SKIP_REASON, withPostgresAndRedis } from './resilience-helpers';
import { TestApp, useTestApp } from './test-app';

interface Operation {
  method: 'post' | 'put' | 'patch';
  path: string;
  properties: Record<string, { type?: string }>;
}

interface Case {
  op: Operation;
  /** A JSON value, or raw text sent as application/json (malformed on purpose). */
  body: { json: unknown } | { raw: string };
}

/** Every write operation of the OpenAPI document that takes a request body. */
async function writeOperations(t: TestApp): Promise<Operation[]> {
  const doc = (await request(t.url).get('/api/docs-json').expect(200)).body as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema?: { $ref?: string } }> } }>
    >;
    components: { schemas: Record<string, { properties?: Record<string, { type?: string }> }> };
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      if (!['post', 'put', 'patch'].includes(method) || !spec.requestBody) continue;
      const ref = Object.values(spec.requestBody.content)[0]?.schema?.$ref;
      const schema = ref ? doc.components.schemas[ref.split('/').pop()!] : undefined;
      operations.push({ method: method as Operation['method'], path, properties: schema?.properties ?? {} });
    }
  }
  return operations;
}

/** A value of any JSON type but the declared one (never null: optional fields accept it). */
function wrongTypeOf(type: string | undefined): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [];
  if (type !== 'string') choices.push(fc.string().map((text) => `x${text}`));
  if (type !== 'number' && type !== 'integer')
    choices.push(fc.double({ noNaN: true, noDefaultInfinity: true }));
  if (type !== 'boolean') choices.push(fc.boolean());
  if (type !== 'array') choices.push(fc.array(fc.jsonValue(), { maxLength: 4 }));
  if (type !== 'object') choices.push(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }));
  return fc.oneof(...choices);
}

/**
 * Bodies that can never be valid: the DTO's own fields with values of the wrong type plus at
 * least one unknown field (the validation pipe refuses unknown fields), a non-object value, or
 * text that is not JSON.
 */
function badBody(op: Operation): fc.Arbitrary<Case['body']> {
  const names = Object.keys(op.properties);
  const fields =
    names.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(names.map((name) => [name, wrongTypeOf(op.properties[name].type)])), {
          requiredKeys: [],
        });
  const unknownField = fc
    .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue())
    .filter(([key]) => !names.includes(`zz${key}`) && key !== '__proto__');
  const object = fc
    .tuple(fields, unknownField)
    .map(([known, [key, value]]) => ({ json: { ...known, [`zz${key}`]: value } }));
  const nonObject = fc
    .oneof(
      fc.array(fc.jsonValue(), { maxLength: 5 }),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    )
    .map((json) => ({ json }));
  const malformed = fc
    .oneof(
      fc.constant('{'),
      fc.constant('{"a":'),
      fc.string().map((text) => `{${text}`),
      fc.constant("{'single': 1}"),
    )
    .map((raw) => ({ raw }));
  return fc.oneof(
    { arbitrary: object, weight: 6 },
    { arbitrary: nonObject, weight: 2 },
    { arbitrary: malformed, weight: 2 },
  );
}

/** A digest of every row of every table of the public schema. */
async function snapshot(databaseUrl: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = (
      await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
    ).rows;
    const digest: Record<string, string> = {};
    for (const { tablename } of tables as { tablename: string }[]) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${tablename}" x`,
      );
      digest[tablename] = `${rows[0].n}:${rows[0].h}`;
    }
    return digest;
  } finally {
    await client.end();
  }
}

(withPostgresAndRedis ? describe : describe.skip)(
  `a burst of bad bodies [${withPostgresAndRedis ? 'PostgreSQL + Redis' : SKIP_REASON}]`,
  () => {
    let t: TestApp;
    useTestApp((opened) => (t = opened), {}, 60_000);

    it('1,000 requests with random bad bodies on every write endpoint: no 500, no change to the data', async () => {
      const admin = await t.signIn({ admin: true });
      const buyer = await t.signIn();
      await createService(t, admin);
      await admin.agent.post('/api/coupon/add').send({ code: 'FUZZ5', discountValue: 5 }).expect(201);
      const operations = await writeOperations(t);
      expect(operations.length).toBeGreaterThan(15);

      const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
      const perOperation = Math.ceil(1000 / operations.length);
      const cases: Case[] = operations.flatMap((op) =>
        fc
          .sample(badBody(op), { numRuns: perOperation, seed: seed + op.path.length })
          .map((body) => ({ op, body })),
      );
      const before = await snapshot(t.config.databaseUrl!);

      const failures: string[] = [];
      let next = 0;
      const send = async (item: Case, index: number) => {
        // Path parameters get an id that exists nowhere (so even a valid body could change nothing).
        const path = item.op.path.replace(/\{[^}]+\}/g, () => randomUUID());
        const agent = (index % 3 === 0 ? buyer : admin).agent;
        const req = agent[item.op.method](path).set('Content-Type', 'application/json');
        const res = await ('raw' in item.body
          ? req.send(item.body.raw)
          : req.send(JSON.stringify(item.body.json)));
        if (res.status >= 500 || res.status < 400) {
          failures.push(
            `${item.op.method.toUpperCase()} ${path} ${JSON.stringify(item.body).slice(0, 200)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        } else {
          expect(res.body).toMatchObject({ statusCode: res.status });
        }
      };
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < cases.length) {
            const index = next++;
            await send(cases[index], index);
          }
        }),
      );
      expect(cases.length).toBeGreaterThanOrEqual(1000);
      expect({ seed, failures: failures.slice(0, 20) }).toEqual({ seed, failures: [] });
      expect(await snapshot(t.config.databaseUrl!)).toEqual(before);
    }, 90_000);
  },
);
