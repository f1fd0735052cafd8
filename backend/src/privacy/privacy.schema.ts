import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DataExportStatus } from '@market/contracts';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';
import { users } from '../users/users.schema';

/** "Download my data": one row per requested archive; the zip itself lives in EXPORTS_DIR under the row's id. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('pending'),
    size: bigint('size', { mode: 'number' }),
    createdAt: createdAtColumn(),
    readyAt: timestamptz('ready_at'),
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    index('data_exports_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
