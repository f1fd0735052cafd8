import type { Results } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { isUniqueViolation } from './pg-errors';
import { DatabaseHandle, openDatabase } from './database';
import { NAMED_STATEMENTS } from './pglite-worker';

describe('the embedded database in its own thread', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://', migrations: false });
    await handle.db.execute(sql`create table notes (id int primary key, body text not null, at timestamptz)`);
  });
  afterAll(() => handle.close());
  beforeEach(() => handle.db.execute(sql`delete from notes`));

  const bodies = async () =>
    (await handle.db.execute<{ body: string }>(sql`select body from notes order by id`)).rows.map(
      (r) => r.body,
    );

  it('answers queries with rows, and timestamps as PostgreSQL writes them', async () => {
    await handle.db.execute(sql`insert into notes values (1, 'one', '2026-01-02T03:04:05Z')`);
    const { rows } = await handle.db.execute<{ id: number; at: string }>(sql`select id, at from notes`);
    expect(rows).toEqual([{ id: 1, at: '2026-01-02 03:04:05+00' }]);
  });

  it('commits a transaction that ends well and rolls back one that throws, savepoints included', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'kept', null)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes values (2, 'undone by its savepoint', null)`);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'rolled back', null)`);
        throw new Error('outer');
      }),
    ).rejects.toThrow('outer');
    expect(await bodies()).toEqual(['kept']);
  });

  it('keeps a transaction to itself: a query from outside waits for it to end', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'inside', null)`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let outsideSaw: string[] | undefined;
    const outside = bodies().then((seen) => (outsideSaw = seen));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideSaw).toBeUndefined();
    release();
    await transaction;
    await outside;
    expect(outsideSaw).toEqual(['inside']);
  });

  it('hands PostgreSQL errors over with their SQLSTATE', async () => {
    await handle.db.execute(sql`insert into notes values (1, 'one', null)`);
    const error = await handle.db.execute(sql`insert into notes values (1, 'again', null)`).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
    await expect(handle.db.execute(sql`select nope from notes`)).rejects.toThrow(/nope/);
  });

  it('runs a query asked again as a named statement, with the same answers and errors', async () => {
    const insert = (id: number, body: string, at: Date | null) =>
      handle.db.execute(sql`insert into notes values (${id}, ${body}, ${at})`);
    const read = (id: number) =>
      handle.db.execute<{ body: string; at: string | null; tags: unknown }>(
        sql`select body, at, json_build_array(body, ${id}::int) as tags from notes where id = ${id}`,
      );
    for (let id = 1; id <= 3; id += 1)
      await insert(id, `note ${id}`, id === 2 ? null : new Date(Date.UTC(2026, 0, id)));
    const answers = [await read(1), await read(2), await read(3)].map((r) => r.rows);
    expect(answers).toEqual([
      [{ body: 'note 1', at: '2026-01-01 00:00:00+00', tags: ['note 1', 1] }],
      [{ body: 'note 2', at: null, tags: ['note 2', 2] }],
      [{ body: 'note 3', at: '2026-01-03 00:00:00+00', tags: ['note 3', 3] }],
    ]);
    // A failing call of a named statement reports its error and leaves the connection usable.
    expect(isUniqueViolation(await insert(1, 'again', null).catch((e) => e))).toBe(true);
    expect((await read(1)).rows[0].body).toBe('note 1');
    // Named or not, the error says which query failed, as PGlite's own does.
    for (let call = 1; call <= 2; call += 1) {
      await expect(
        handle.db.execute(sql`select body from notes where id = ${'not a number'}::int`),
      ).rejects.toMatchObject({
        cause: { code: '22P02', query: 'select body from notes where id = $1::int' },
      });
    }
    // A text that cannot be prepared fails each time, and the next query still gets its rows.
    for (let call = 1; call <= 2; call += 1) {
      await expect(handle.db.execute(sql`select nope from notes where id = ${1}`)).rejects.toThrow(/nope/);
      expect((await read(1)).rows[0].body).toBe('note 1');
    }
    // Inside a transaction, and rolled back with it.
    await handle.db
      .transaction(async (tx) => {
        for (let id = 10; id <= 12; id += 1)
          await tx.execute(sql`insert into notes values (${id}, 'in', null)`);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await bodies()).toEqual(['note 1', 'note 2', 'note 3']);
  });

  it("reads a named statement's answer as PGlite's own query reads it", async () => {
    await handle.db.execute(sql`insert into notes values (1, 'ünïcødé ✓ 日本', null), (2, '', now())`);
    const queries = [
      sql`select id, body, at is null as missing, null::text as nothing, 2.50::numeric as price,
            '{"a":[1,"ß"]}'::jsonb as doc, array[1,2]::int[] as ids, true as yes, 9007199254740993::int8 as big
          from notes where id <= ${2} order by id`,
      sql`update notes set body = body || ${'!'} where id >= ${1}`,
      sql`delete from notes where id = ${99}`,
    ];
    // The first call runs through PGlite's `query`; the second and third as a named statement.
    const affected: number[] = [];
    for (const query of queries) {
      const [unnamed, named, again] = [
        await handle.db.execute(query),
        await handle.db.execute(query),
        await handle.db.execute(query),
      ].map((result) => {
        const { rows, fields, affectedRows } = result as unknown as Results;
        return { rows, fields, affectedRows };
      });
      expect(named).toEqual(unnamed);
      expect(again).toEqual(unnamed);
      affected.push(unnamed.affectedRows!);
    }
    expect(affected).toEqual([0, 2, 0]);
    expect(await bodies()).toEqual(['ünïcødé ✓ 日本!!!', '!!!']);
  });

  it('keeps a bounded number of named statements, closing the least recently used', async () => {
    const texts = NAMED_STATEMENTS + 20;
    for (let round = 0; round < 2; round += 1)
      for (let n = 0; n < texts; n += 1) {
        const { rows } = await handle.db.execute<{ n: number }>(
          sql`select ${sql.raw(String(n))}::int + ${0}::int as n`,
        );
        expect(rows).toEqual([{ n }]);
      }
    const { rows } = await handle.db.execute<{ kept: number }>(
      sql`select count(*)::int as kept from pg_prepared_statements`,
    );
    expect(rows[0].kept).toBeLessThanOrEqual(NAMED_STATEMENTS);
  });

  it('leaves the calling thread free while a query works', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const started = Date.now();
    await handle.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    const took = Date.now() - started;
    clearInterval(timer);
    expect(took).toBeGreaterThan(100);
    // In the same thread, no timer could fire until the query returned.
    expect(ticks).toBeGreaterThan(took / 10 / 3);
  });

  it('dumps its data folder and opens again from the dump', async () => {
    await handle.db.execute(sql`insert into notes values (1, 'dumped', null)`);
    const copy = await openDatabase({
      pgliteDir: 'memory://',
      pgliteTemplate: await handle.dumpDataDir!(),
      migrations: false,
    });
    try {
      const { rows } = await copy.db.execute<{ body: string }>(sql`select body from notes`);
      expect(rows).toEqual([{ body: 'dumped' }]);
    } finally {
      await copy.close();
    }
  });

  it('refuses queries once closed, with a clear error', async () => {
    const other = await openDatabase({ pgliteDir: 'memory://', migrations: false });
    await other.close();
    // Drizzle wraps the driver's error and keeps it as the cause.
    await expect(other.ping()).rejects.toMatchObject({
      cause: { message: 'the embedded database is closed' },
    });
  });
});
