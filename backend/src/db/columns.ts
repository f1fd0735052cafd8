import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Column kinds every module's tables share, so a table says what it keeps, not how Postgres types it.

/** A moment in time. Always `timestamptz`: a session's time zone never shifts what is read back. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** A row's own id: a random UUID the database gives. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written; the database sets it. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();
