import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { Database } from '../db/database';
import { DATABASE } from '../db/database.module';
import { DataExportRow, dataExports } from './privacy.schema';

/** The only code that touches the data_exports table. */
@Injectable()
export class PrivacyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The user's export of the last day that is pending or ready, else a new pending one, in one
   * transaction holding the user's row: two requests at once make one export.
   */
  async pendingOrReadySince(userId: string, since: Date): Promise<{ row: DataExportRow; created: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${userId} for update`);
      const [recent] = await tx
        .select()
        .from(dataExports)
        .where(
          and(
            eq(dataExports.userId, userId),
            gt(dataExports.createdAt, since),
            sql`${dataExports.status} in ('pending', 'ready')`,
          ),
        )
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      if (recent) return { row: recent, created: false };
      const [row] = await tx.insert(dataExports).values({ userId }).returning();
      return { row: row!, created: true };
    });
  }

  listOf(userId: string): Promise<DataExportRow[]> {
    return this.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id));
  }

  async find(id: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
    return row;
  }

  /** Pending exports (to queue again after a restart). */
  listPending(): Promise<DataExportRow[]> {
    return this.db.select().from(dataExports).where(eq(dataExports.status, 'pending'));
  }

  async markReady(
    id: string,
    size: number,
    readyAt: Date,
    expiresAt: Date,
  ): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .update(dataExports)
      .set({ status: 'ready', size, readyAt, expiresAt })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
      .returning();
    return row;
  }

  async markFailed(id: string): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
  }

  /** Exports whose download time is over, and failed ones older than `failedBefore`; answers their ids. */
  async deleteExpired(now: Date, failedBefore: Date): Promise<string[]> {
    const rows = await this.db
      .delete(dataExports)
      .where(
        or(
          lt(dataExports.expiresAt, now),
          and(eq(dataExports.status, 'failed'), lt(dataExports.createdAt, failedBefore)),
          and(isNull(dataExports.expiresAt), lt(dataExports.createdAt, failedBefore)),
        ),
      )
      .returning({ id: dataExports.id });
    return rows.map((row) => row.id);
  }

  /** Every export of the user (their account is being deleted); answers their ids. */
  async deleteAllOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .delete(dataExports)
      .where(eq(dataExports.userId, userId))
      .returning({ id: dataExports.id });
    return rows.map((row) => row.id);
  }
}
