import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../db/columns';
import { services } from '../catalog/catalog.schema';

/**
 * One buyer's review of a service (one per buyer and service). username, userImage and
 * country are copied from the account when the review is written. Deleting the service
 * deletes its reviews.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    username: text('username').notNull(),
    userImage: text('user_image'),
    country: text('country'),
    star: integer('star').notNull(),
    desc: text('description').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('reviews_service_user_key').on(t.serviceId, t.userId),
    index('reviews_service_created_idx').on(t.serviceId, t.createdAt),
    check('reviews_star_range', sql`${t.star} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
