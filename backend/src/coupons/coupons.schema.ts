import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    /** Kept as typed; unique regardless of case. */
    code: text('code').notNull(),
    /** Percent off, 1 to 100. */
    discountValue: integer('discount_value').notNull(),
    expiresAt: timestamptz('expires_at'),
    maxRedemptions: integer('max_redemptions'),
    /** Redemptions held by orders; raised only by a conditional UPDATE so it never passes maxRedemptions. */
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_key').on(sql`lower(${t.code})`),
    check('coupons_discount_value_range', sql`${t.discountValue} between 1 and 100`),
    check(
      'coupons_redemptions_limit',
      sql`${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions}`,
    ),
  ],
);

/** One row per order that holds a coupon: the unique order id makes redeeming idempotent. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: idColumn(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
