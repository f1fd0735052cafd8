import { sql } from 'drizzle-orm';
import { DatabaseHandle, openDatabase, SEARCH_PLANNER_SETTINGS } from './database';

/** On the run's database: PostgreSQL when DATABASE_URL is set, else the embedded one. */
describe('the search statements’ database handle', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      pgliteDir: 'memory://',
      migrations: false,
    });
  });
  afterAll(() => handle.close());

  const setting = async (db: DatabaseHandle['db'], name: string) =>
    (await db.execute<{ value: string }>(sql`select current_setting(${name}) as value`)).rows[0].value;

  it('runs each statement with the search planner settings, and every other statement without', async () => {
    for (const [name, value] of Object.entries(SEARCH_PLANNER_SETTINGS)) {
      expect(await setting(handle.searchDb, name)).toBe(value);
      expect(await setting(handle.db, name)).not.toBe(value);
      // Asked again (a named statement on the embedded database), and after the other handle.
      expect(await setting(handle.searchDb, name)).toBe(value);
      expect(await setting(handle.db, name)).not.toBe(value);
    }
  });

  it('leaves no setting behind after a failing search statement', async () => {
    const failed = await handle.searchDb.execute(sql`select 1 / 0`).then(
      () => undefined,
      (error: Error) => error,
    );
    // Drizzle names the query; PostgreSQL's reason is its cause.
    expect(String(failed?.cause)).toMatch(/division by zero/);
    expect(await setting(handle.db, 'enable_seqscan')).toBe('on');
    expect(await setting(handle.searchDb, 'enable_seqscan')).toBe('off');
  });
});
