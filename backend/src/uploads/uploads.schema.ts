import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../db/columns';
import { users } from '../users/users.schema';

/**
 * One row per accepted upload: who sent how many bytes when, for the daily quotas. Files are
 * in the storage, not here; a row outlives its file until the sweep clears old rows.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
