import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { metrics, trackPool } from '../observability/metrics';
import { startPgliteThread } from './pglite-thread';

/**
 * The tables the app registers, filled in by the composition root (`app.tables.ts`) through
 * declaration merging: db/ stays under every module and names none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RegisteredTables {}
/** The registered tables' type, or no tables while none are registered. */
export type Tables = RegisteredTables extends { tables: infer T extends Record<string, unknown> }
  ? T
  : Record<string, never>;

/**
 * The one Drizzle handle of the app. Both drivers expose the same query builder; the
 * node-postgres type is used for both so repositories are written once.
 */
export type Database = NodePgDatabase<Tables>;
/** A transaction opened on the handle. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A Drizzle handle or a transaction opened on one: callers may pass their `tx` to join it. */
export type DbExecutor = Database | DbTransaction;

/**
 * The planner settings a search statement relies on (CatalogRepository's `searchDb`): the
 * text-search index always finds the matches, and no JIT compilation for a statement that reads a
 * bounded number of rows. See docs/performance.md, "Search on PostgreSQL".
 */
export const SEARCH_PLANNER_SETTINGS = { enable_seqscan: 'off', jit: 'off' } as const;

export interface DatabaseHandle {
  db: Database;
  /**
   * The same database, each statement with SEARCH_PLANNER_SETTINGS: connections opened with
   * them on PostgreSQL, set around each statement on PGlite. No transaction, no round trip more.
   */
  searchDb: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data folder (tests load it as a migrated template). */
  dumpDataDir?: () => Promise<ArrayBuffer>;
}

export const MIGRATIONS_DIR = join(__dirname, 'migrations');

/** A pg Pool that counts failed queries for /metrics (Drizzle runs its queries through `pool.query`). */
class CountingPool extends Pool {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(...args: any[]): any {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result && typeof result.then === 'function') {
      (result as Promise<unknown>).catch(() => metrics.dbQueryErrors.inc());
    }
    return result;
  }
}

/** Several API replicas may start at once: one applies the migrations, the others wait for it. */
async function migrateWithLock(pool: Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7272001)');
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(7272001)').catch(() => undefined);
    client.release();
  }
}

/** Opens PostgreSQL when a URL is given, else PGlite in `pgliteDir` (or in memory for `memory://`). */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** A dump made by `dumpDataDir` to start from instead of an empty database (handed over, not copied). */
  pgliteTemplate?: ArrayBuffer;
  /**
   * PGlite's buffer pool (PostgreSQL's `shared_buffers`, as `16MB`), when not the default 128 MB:
   * zeroing 128 MB is about a third of a start, which the tests' many small databases do without.
   */
  pgliteSharedBuffers?: string;
  poolSize?: number;
  /** Migrations to apply on open: another folder (a restore stops at a backup's level) or none. */
  migrations?: string | false;
  /**
   * The tables for Drizzle's relational queries (`db.query.<table>`): the app's registry,
   * `appTables`, wherever the API's modules run. Without it only plain SQL runs (migrations,
   * backups, the stand-alone gateway, which never loads most modules).
   */
  tables?: Tables;
}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrations ?? MIGRATIONS_DIR;
  const schema = options.tables ?? ({} as Tables);
  if (options.databaseUrl) {
    const pool = new CountingPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // A dropped connection must not crash the process; the pool replaces it on next use.
    pool.on('error', () => undefined);
    // Search statements get their own few connections, opened with the settings they rely on.
    const searchPool = new CountingPool({
      connectionString: options.databaseUrl,
      max: Math.max(2, Math.ceil((options.poolSize ?? 10) / 4)),
      connectionTimeoutMillis: 5_000,
      options: Object.entries(SEARCH_PLANNER_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    searchPool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    if (migrationsFolder) await migrateWithLock(pool, migrationsFolder);
    const untrack = [trackPool(pool), trackPool(searchPool)];
    return {
      db,
      searchDb: drizzlePg(searchPool, { schema }),
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: async () => {
        untrack.forEach((stop) => stop());
        await Promise.all([pool.end(), searchPool.end()]);
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // PGlite runs each query synchronously in its thread: its own thread keeps the API's free.
  const thread = await startPgliteThread({
    dataDir: dir,
    template: options.pgliteTemplate,
    sharedBuffers: options.pgliteSharedBuffers,
    migrationsFolder: migrationsFolder || undefined,
  });
  // The driver only calls `query` and `transaction`, which the thread's client answers.
  const db = drizzlePglite(thread.client as never, { schema }) as unknown as Database;
  const searchClient = thread.client.withSettings(SEARCH_PLANNER_SETTINGS);
  return {
    db,
    searchDb: drizzlePglite(searchClient as never, { schema }) as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => thread.close(),
    dumpDataDir: () => thread.dump(),
  };
}
