import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { MIGRATIONS_DIR } from './database';

let journal: number[] | undefined;

/** The `when` stamps of the migrations shipped with this build (drizzle-kit's journal). */
function shippedMigrations(): number[] {
  journal ??= (
    JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((entry) => entry.when);
  return journal;
}

/**
 * How many migrations of this build the database has not applied yet (0 when up to date). Drizzle's
 * migrator records each applied migration with its journal stamp in `drizzle.__drizzle_migrations`.
 * Throws when the table is missing (nothing applied) or the database does not answer.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  const result = await db.execute<{ last: string | null }>(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(result.rows[0]?.last ?? 0);
  return shippedMigrations().filter((when) => when > last).length;
}
