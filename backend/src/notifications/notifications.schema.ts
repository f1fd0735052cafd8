import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@market/contracts';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';
import { users } from '../users/users.schema';

/** Whom a notification is for and what it says, alike whether it is shown now or due later. */
const notificationColumns = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').$type<NotificationType>().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
});

/** One in-app notification of one user; swept after NOTIFICATIONS_KEEP_DAYS (90 by default). */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    ...notificationColumns(),
    readAt: timestamptz('read_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * A user's e-mail switch per type; no row means on. `version` counts the switch's changes (no row:
 * 0): unsubscribe links sign it, so a link mailed before the switch changed no longer works.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    email: boolean('email').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** The staff inbox's (ORDER_NOTIFY_EMAIL) e-mail switch per type, apart from every admin's own; versioned alike. */
export const staffInboxPreferences = pgTable('staff_inbox_preferences', {
  type: text('type').$type<NotificationType>().primaryKey(),
  email: boolean('email').notNull(),
  version: integer('version').notNull().default(0),
});

export type ReminderState = 'pending' | 'sent' | 'cancelled';

/**
 * A notification due later (reminders, the unread-chat mail, the review invitation). The row is
 * the truth; a delayed job per row wakes the worker at `due_at`, and a sweep re-queues rows whose
 * job was lost. One conditional update pending -> sent makes it fire once, whatever the number of
 * jobs or replicas. At most one pending row per `key`.
 */
export const scheduledNotifications = pgTable(
  'scheduled_notifications',
  {
    id: idColumn(),
    key: text('key').notNull(),
    ...notificationColumns(),
    /** False for mail-only reminders (unread chat: the messages badge shows it in the app). */
    inApp: boolean('in_app').notNull().default(true),
    dueAt: timestamptz('due_at').notNull(),
    state: text('state').$type<ReminderState>().notNull().default('pending'),
    createdAt: createdAtColumn(),
    doneAt: timestamptz('done_at'),
  },
  (t) => [
    uniqueIndex('scheduled_notifications_pending_key')
      .on(t.key)
      .where(sql`state = 'pending'`),
    index('scheduled_notifications_due_idx')
      .on(t.dueAt)
      .where(sql`state = 'pending'`),
    index('scheduled_notifications_key_done_idx').on(t.key, t.doneAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type ScheduledNotificationRow = typeof scheduledNotifications.$inferSelect;
