import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, inArray, isNotNull, or, sum } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database } from '../db/database';
import { OrderFileRow, orderFiles, orders } from './orders.schema';

/** The only code that touches the order_files table. */
@Injectable()
export class OrderFilesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Records a file unless the order already holds `max` files. The order row is locked first,
   * so two uploads at once count one after the other and cannot both take the last place.
   */
  insertWithinQuota(file: Omit<OrderFileRow, 'createdAt'>, max: number): Promise<OrderFileRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, file.orderId))
        .for('update');
      if (!order) return undefined;
      const [held] = await tx.select({ n: count() }).from(orderFiles).where(eq(orderFiles.orderId, order.id));
      if (Number(held.n) >= max) return undefined;
      const [row] = await tx.insert(orderFiles).values(file).returning();
      return row;
    });
  }

  async find(orderId: string, id: string): Promise<OrderFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orderFiles)
      .where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.id, id)))
      .limit(1);
    return row;
  }

  listOfOrder(orderId: string): Promise<OrderFileRow[]> {
    return this.db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.orderId, orderId))
      .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
  }

  async countOfOrder(orderId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orderFiles)
      .where(eq(orderFiles.orderId, orderId));
    return Number(row.n);
  }

  /** Files and bytes the user has added to orders since `since` (the daily quota). */
  async usageSince(uploaderId: string, since: Date): Promise<{ files: number; bytes: number }> {
    const [row] = await this.db
      .select({ files: count(), bytes: sum(orderFiles.size) })
      .from(orderFiles)
      .where(and(eq(orderFiles.uploaderId, uploaderId), gt(orderFiles.createdAt, since)));
    return { files: Number(row.files), bytes: Number(row.bytes ?? 0) };
  }

  /** Which of these ids are files of the order. */
  async idsOfOrder(orderId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: orderFiles.id })
      .from(orderFiles)
      .where(and(eq(orderFiles.orderId, orderId), inArray(orderFiles.id, ids)));
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Deletes the rows of files whose order will never be paid (discarded by its buyer, or its
   * payment failed) and answers their ids, for their stored bytes to go too.
   */
  async deleteOfUnpaidClosed(): Promise<string[]> {
    const closed = this.db
      .select({ id: orders.id })
      .from(orders)
      .where(or(isNotNull(orders.discardedAt), eq(orders.paymentStatus, 'failed')));
    const rows = await this.db
      .delete(orderFiles)
      .where(inArray(orderFiles.orderId, closed))
      .returning({ id: orderFiles.id });
    return rows.map((row) => row.id);
  }

  /** Every file id still recorded, for the sweep of stored files whose order is gone. */
  async allIds(): Promise<Set<string>> {
    const rows = await this.db.select({ id: orderFiles.id }).from(orderFiles);
    return new Set(rows.map((row) => row.id));
  }
}
