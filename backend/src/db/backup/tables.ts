import { sql, SQL } from 'drizzle-orm';
import type { Database } from '../database';

/** Anything that runs SQL: the database or one of its transactions. */
export type Executor = Pick<Database, 'execute'>;

export interface TableInfo {
  name: string;
  /** Stored columns in table order; generated columns are left out (the target computes them). */
  columns: string[];
  /** Primary key columns (all columns when there is none), used to read in pages. */
  key: string[];
}

export interface TableSummary {
  rows: number;
  /** md5 of the sorted md5s of each row's JSON (stored columns, times in UTC). */
  checksum: string;
}

/** Rows of a query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function columnList(table: TableInfo): SQL {
  return sql.raw(table.columns.map(quoteIdent).join(', '));
}

/**
 * The app's tables (schema public), parents before children, so rows can be inserted in this
 * order with every foreign key already satisfied.
 */
export async function listTables(db: Executor): Promise<TableInfo[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT c.relname AS table_name, a.attname AS column_name
          FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0
           AND NOT a.attisdropped AND a.attgenerated = ''
         ORDER BY c.relname, a.attnum`,
  );
  const keys = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT c.relname AS table_name, a.attname AS column_name
          FROM pg_index i
          JOIN pg_class c ON c.oid = i.indrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
         WHERE i.indisprimary AND n.nspname = 'public'
         ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await rows<{ table_name: string; parent: string }>(
    db,
    sql`SELECT c.relname AS table_name, p.relname AS parent
          FROM pg_constraint k
          JOIN pg_class c ON c.oid = k.conrelid
          JOIN pg_class p ON p.oid = k.confrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );

  const tables = new Map<string, TableInfo>();
  for (const { table_name, column_name } of columns) {
    const table = tables.get(table_name) ?? { name: table_name, columns: [], key: [] };
    table.columns.push(column_name);
    tables.set(table_name, table);
  }
  for (const { table_name, column_name } of keys) tables.get(table_name)?.key.push(column_name);
  for (const table of tables.values()) if (table.key.length === 0) table.key = [...table.columns];

  const parents = new Map<string, Set<string>>();
  for (const { table_name, parent } of references) {
    parents.set(table_name, (parents.get(table_name) ?? new Set()).add(parent));
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const names = [...tables.keys()].sort();
  while (ordered.length < names.length) {
    const next = names.find(
      (name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p)),
    );
    if (!next) throw new Error('the tables reference each other in a cycle: cannot order them');
    placed.add(next);
    ordered.push(tables.get(next)!);
  }
  return ordered;
}

/** Rows and checksum of one table, as seen by this transaction. */
export async function summarizeTable(db: Executor, table: TableInfo): Promise<TableSummary> {
  const [summary] = await rows<{ rows: number | string; checksum: string }>(
    db,
    sql`SELECT count(*)::int AS rows,
               md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS checksum
          FROM (SELECT md5(row_to_json(r)::text) AS h
                  FROM (SELECT ${columnList(table)} FROM ${sql.raw(quoteIdent(table.name))}) r) x`,
  );
  return { rows: Number(summary.rows), checksum: summary.checksum };
}

/** One page of rows as JSON texts, in primary key order. */
export async function readPage(
  db: Executor,
  table: TableInfo,
  offset: number,
  limit: number,
): Promise<string[]> {
  const page = await rows<{ j: string }>(
    db,
    sql`SELECT row_to_json(r)::text AS j
          FROM (SELECT ${columnList(table)} FROM ${sql.raw(quoteIdent(table.name))}
                 ORDER BY ${sql.raw(table.key.map(quoteIdent).join(', '))}
                 LIMIT ${limit} OFFSET ${offset}) r`,
  );
  return page.map((row) => row.j);
}

/** Inserts rows given as JSON texts (as `readPage` gave them). */
export async function insertRows(db: Executor, table: TableInfo, json: string[]): Promise<void> {
  if (json.length === 0) return;
  const name = sql.raw(quoteIdent(table.name));
  await db.execute(
    sql`INSERT INTO ${name} (${columnList(table)})
        SELECT ${columnList(table)} FROM json_populate_recordset(NULL::${name}, ${`[${json.join(',')}]`}::json)`,
  );
}

/** The migration level: how many migrations drizzle recorded and the time stamp of the last. */
export async function migrationLevel(db: Executor): Promise<{ count: number; lastCreatedAt: number }> {
  const [level] = await rows<{ count: number | string; last: number | string | bigint | null }>(
    db,
    sql`SELECT count(*)::int AS count, max(created_at) AS last FROM drizzle.__drizzle_migrations`,
  );
  return { count: Number(level.count), lastCreatedAt: Number(level.last ?? 0) };
}
