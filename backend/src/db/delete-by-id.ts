import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DbTransaction } from './database';

/**
 * Deletes the row with this id and, in the same transaction, hands it as it was to `onChange`
 * (an audited write's record); answers whether there was one.
 */
export function deleteById<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  id: string,
  onChange?: (tx: DbTransaction, before: T['$inferSelect'], after: undefined) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = (await tx.delete(table).where(eq(table.id, id)).returning()) as T['$inferSelect'][];
    if (before) await onChange?.(tx, before, undefined);
    return before !== undefined;
  });
}
