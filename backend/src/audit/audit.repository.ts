import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gt, gte, lt, lte, SQL, sql } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database, DbTransaction } from '../db/database';
import { auditEvents, AuditEventRow } from './audit.schema';

/** A transaction opened on the app's handle: the chain lock lasts until it ends. */
export type Transaction = DbTransaction;

/** Any number the whole shop agrees on: the advisory lock that orders appends to the one chain. */
const CHAIN_LOCK = 7272057;

export type NewAuditRow = Omit<typeof auditEvents.$inferInsert, 'seq' | 'prevHash' | 'hash'>;

export interface AuditFilter {
  action?: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

/** The only code that touches the audit table: it appends, reads and prunes by age, never edits. */
@Injectable()
export class AuditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Appends an event at the chain's end inside the caller's transaction. The advisory lock is held
   * until that transaction ends, so writers on every replica take turns and the chain never forks.
   */
  async append(tx: Transaction, event: NewAuditRow, hashOf: (prevHash: string) => string, genesis: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [last] = await tx
      .select({ hash: auditEvents.hash })
      .from(auditEvents)
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    const prevHash = last?.hash ?? genesis;
    await tx.insert(auditEvents).values({ ...event, prevHash, hash: hashOf(prevHash) });
  }

  /** Runs `work` in a transaction of its own (an event that records no other change). */
  inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async page(filter: AuditFilter, offset: number, limit: number) {
    const where = whereOf(filter);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(auditEvents)
        .where(where)
        .orderBy(desc(auditEvents.seq))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(auditEvents).where(where),
    ]);
    return { rows, total };
  }

  /** Every matching event in chain order, read in batches (for the check and the export). */
  async *inOrder(filter: AuditFilter, batchSize = 500): AsyncGenerator<AuditEventRow> {
    let after = 0;
    for (;;) {
      const rows = await this.db
        .select()
        .from(auditEvents)
        .where(and(whereOf(filter), gt(auditEvents.seq, after)))
        .orderBy(auditEvents.seq)
        .limit(batchSize);
      yield* rows;
      if (rows.length < batchSize) return;
      after = rows[rows.length - 1].seq;
    }
  }

  /** Drops events older than `before`; the oldest kept event's `prevHash` then anchors the chain. */
  async deleteOlderThan(before: Date): Promise<number> {
    const rows = await this.db
      .delete(auditEvents)
      .where(lt(auditEvents.at, before))
      .returning({ seq: auditEvents.seq });
    return rows.length;
  }
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.targetType ? eq(auditEvents.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditEvents.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditEvents.at, filter.from) : undefined,
    filter.to ? lte(auditEvents.at, filter.to) : undefined,
  );
}
