import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * One row per accepted upload: who sent how many bytes when, for the daily quotas. Files are
 * in the storage, not here; a row outlives its file until the sweep clears old rows.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
