/** What both order repositories (OrdersRepository, OrderMovesRepository) share. */
import { eq, sql, SQL } from 'drizzle-orm';
import type { OnChange } from '../audit/audit.service';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { Database } from '../db/database';
import { OrderRow, orders } from './orders.schema';

/** A timestamp parameter as the same instant on PGlite and PostgreSQL. */
export const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/**
 * Runs a conditional update of one order in a transaction with the row as it was (locked) and
 * as it became, for `onChange` (the audit record); nothing is recorded when the update took no row.
 */
export function changeOrder(
  db: Database,
  id: string,
  onChange: OnChange<OrderRow> | undefined,
  update: { set: PgUpdateSetSource<typeof orders>; where: SQL | undefined },
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!before) return undefined;
    const [row] = await tx.update(orders).set(update.set).where(update.where).returning();
    if (row) await onChange?.(tx, before, row);
    return row;
  });
}
