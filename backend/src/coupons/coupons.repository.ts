import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Database } from '../db/database';
import { DATABASE } from '../db/database.module';
import { isUniqueViolation } from '../db/pg-errors';
import type { OnChange } from '../audit/audit.service';
import { deleteById } from '../db/delete-by-id';
import { couponRedemptions, CouponRow, coupons } from './coupons.schema';

export type NewCoupon = Pick<CouponRow, 'code' | 'discountValue' | 'expiresAt' | 'maxRedemptions'>;

/** The only code that touches the coupons tables. */
@Injectable()
export class CouponsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(): Promise<CouponRow[]> {
    return this.db.select().from(coupons).orderBy(desc(coupons.createdAt), coupons.id);
  }

  async findById(id: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    return row;
  }

  async findByCode(code: string): Promise<CouponRow | undefined> {
    const [row] = await this.db
      .select()
      .from(coupons)
      .where(sql`lower(${coupons.code}) = lower(${code})`)
      .limit(1);
    return row;
  }

  /** Each write calls `onChange` (the audit record) inside its transaction. */
  insert(coupon: NewCoupon, onChange?: OnChange<CouponRow>): Promise<CouponRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(coupons).values(coupon).returning();
      await onChange?.(tx, undefined, row);
      return row;
    });
  }

  update(
    id: string,
    changes: Partial<NewCoupon>,
    onChange?: OnChange<CouponRow>,
  ): Promise<CouponRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!before) return undefined;
      const [row] = await tx.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
      await onChange?.(tx, before, row);
      return row;
    });
  }

  delete(id: string, onChange?: OnChange<CouponRow>): Promise<boolean> {
    return deleteById(this.db, coupons, id, onChange);
  }

  /**
   * Takes one redemption of a coupon for an order, atomically. The counter is raised by a
   * conditional UPDATE (row-locked, re-checked after the lock), and the redemption row is
   * unique on the order, so concurrent calls never exceed maxRedemptions and a repeated
   * call for the same order takes nothing more.
   */
  async redeem(
    couponId: string,
    orderId: string,
  ): Promise<'redeemed' | 'already' | 'other_coupon' | 'unavailable'> {
    const previous = await this.findRedemption(orderId);
    if (previous) return previous.couponId === couponId ? 'already' : 'other_coupon';
    try {
      return await this.db.transaction(async (tx) => {
        const raised = await tx
          .update(coupons)
          .set({ redemptions: sql`${coupons.redemptions} + 1` })
          .where(
            and(
              eq(coupons.id, couponId),
              sql`(${coupons.maxRedemptions} is null or ${coupons.redemptions} < ${coupons.maxRedemptions})`,
              sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`,
            ),
          )
          .returning({ id: coupons.id });
        if (raised.length === 0) return 'unavailable' as const;
        await tx.insert(couponRedemptions).values({ couponId, orderId });
        return 'redeemed' as const;
      });
    } catch (error) {
      // A concurrent call for the same order won the unique order id: ours rolled back.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.findRedemption(orderId);
      return winner?.couponId === couponId ? 'already' : 'other_coupon';
    }
  }

  /** Gives back the redemption an order holds, if any. */
  async release(orderId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderId))
        .returning({ couponId: couponRedemptions.couponId });
      for (const { couponId } of removed) {
        await tx
          .update(coupons)
          .set({ redemptions: sql`${coupons.redemptions} - 1` })
          .where(and(eq(coupons.id, couponId), sql`${coupons.redemptions} > 0`));
      }
    });
  }

  private async findRedemption(orderId: string) {
    const [row] = await this.db
      .select({ couponId: couponRedemptions.couponId })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, orderId))
      .limit(1);
    return row;
  }
}
