import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { NotificationType } from '@market/contracts';
import { Database } from '../db/database';
import { DATABASE } from '../db/database.module';
import {
  NotificationRow,
  notificationPreferences,
  notifications,
  ScheduledNotificationRow,
  scheduledNotifications,
  staffInboxPreferences,
} from './notifications.schema';

/** One e-mail switch and how many times it changed (unsubscribe links sign the count). */
export interface EmailSwitch {
  on: boolean;
  version: number;
}

export interface NotificationContent {
  title: string;
  body: string;
  link: string;
}

export interface NewScheduledNotification extends NotificationContent {
  key: string;
  userId: string;
  type: NotificationType;
  inApp: boolean;
  dueAt: Date;
}

/** The only code that touches the notification tables. */
@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(
    userId: string,
    type: NotificationType,
    content: NotificationContent,
  ): Promise<NotificationRow> {
    const [row] = await this.db
      .insert(notifications)
      .values({ userId, type, ...content })
      .returning();
    return row!;
  }

  /** Newest first; `before` (a row of this user) continues after it. */
  async page(userId: string, limit: number, before?: NotificationRow): Promise<NotificationRow[]> {
    const after = before
      ? or(
          lt(notifications.createdAt, before.createdAt),
          and(eq(notifications.createdAt, before.createdAt), lt(notifications.id, before.id)),
        )
      : undefined;
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), after))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  }

  async findOwn(userId: string, id: string): Promise<NotificationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .limit(1);
    return row;
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return Number(row?.n ?? 0);
  }

  /** Marks these of the user's notifications read (all of them without ids); false when an id is not theirs. */
  async markRead(userId: string, ids?: string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (ids) {
        const [owned] = await tx
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
        if (Number(owned?.n ?? 0) !== ids.length) return false;
      }
      await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
      return true;
    });
  }

  /** Every notification of the user, oldest first (their copy of their data). */
  async allOf(userId: string): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
  }

  /** Notifications, reminders and e-mail switches of the user (their account is being deleted). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(notifications).where(eq(notifications.userId, userId));
      await tx.delete(scheduledNotifications).where(eq(scheduledNotifications.userId, userId));
      await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    });
  }

  /** Replaces a name in the titles and bodies of everyone's notifications and reminders (a deleted account's username in the admins' bells). */
  async replaceName(name: string, replacement: string): Promise<void> {
    const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    for (const table of [notifications, scheduledNotifications]) {
      await this.db
        .update(table)
        .set({
          title: sql`replace(${table.title}, ${name}, ${replacement})`,
          body: sql`replace(${table.body}, ${name}, ${replacement})`,
        })
        .where(or(sql`${table.title} like ${pattern}`, sql`${table.body} like ${pattern}`));
    }
  }

  /** Sent or dropped reminders of one type done before `cutoff` (retention of the unread-message mails). */
  async deleteDoneOfTypeBefore(type: NotificationType, cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(scheduledNotifications)
      .where(
        and(
          eq(scheduledNotifications.type, type),
          sql`${scheduledNotifications.state} <> 'pending'`,
          lt(scheduledNotifications.doneAt, cutoff),
        ),
      )
      .returning({ id: scheduledNotifications.id });
    return rows.length;
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    const removed = await this.db
      .delete(notifications)
      .where(lt(notifications.createdAt, cutoff))
      .returning({ id: notifications.id });
    await this.db
      .delete(scheduledNotifications)
      .where(
        and(sql`${scheduledNotifications.state} <> 'pending'`, lt(scheduledNotifications.doneAt, cutoff)),
      );
    return removed.length;
  }

  async preferences(userId: string): Promise<Map<NotificationType, boolean>> {
    const rows = await this.db
      .select({ type: notificationPreferences.type, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return new Map(rows.map((row) => [row.type, row.email]));
  }

  async setPreferences(userId: string, email: Array<[NotificationType, boolean]>): Promise<void> {
    if (!email.length) return;
    await this.db
      .insert(notificationPreferences)
      .values(email.map(([type, on]) => ({ userId, type, email: on, version: on ? 0 : 1 })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: {
          email: sql`excluded.email`,
          version: sql`case when ${notificationPreferences.email} = excluded.email then ${notificationPreferences.version} else ${notificationPreferences.version} + 1 end`,
        },
      });
  }

  /** The user's switch for one type (no row: on, never changed). */
  async emailSwitch(userId: string, type: NotificationType): Promise<EmailSwitch> {
    const [row] = await this.db
      .select({ on: notificationPreferences.email, version: notificationPreferences.version })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
    return row ?? { on: true, version: 0 };
  }

  /** The staff inbox's switch for one type (no row: on, never changed). */
  async inboxSwitch(type: NotificationType): Promise<EmailSwitch> {
    const [row] = await this.db
      .select({ on: staffInboxPreferences.email, version: staffInboxPreferences.version })
      .from(staffInboxPreferences)
      .where(eq(staffInboxPreferences.type, type));
    return row ?? { on: true, version: 0 };
  }

  async setInboxSwitch(type: NotificationType, on: boolean): Promise<void> {
    await this.db
      .insert(staffInboxPreferences)
      .values({ type, email: on, version: on ? 0 : 1 })
      .onConflictDoUpdate({
        target: staffInboxPreferences.type,
        set: {
          email: sql`excluded.email`,
          version: sql`case when ${staffInboxPreferences.email} = excluded.email then ${staffInboxPreferences.version} else ${staffInboxPreferences.version} + 1 end`,
        },
      });
  }

  /**
   * Adds a pending reminder unless one with this key is pending already, or one was sent within
   * `quietMs` (without it: unless one was ever sent or cancelled). Answers the new row, or
   * undefined when none was added.
   */
  async schedule(
    reminder: NewScheduledNotification,
    quietMs?: number,
  ): Promise<ScheduledNotificationRow | undefined> {
    // The key's rows are locked while this decides: a reminder taken (pending -> sent) between the
    // look and the insert would otherwise leave room for a second one (a start-up sweep racing
    // the reminder's own job).
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ state: scheduledNotifications.state, doneAt: scheduledNotifications.doneAt })
        .from(scheduledNotifications)
        .where(eq(scheduledNotifications.key, reminder.key))
        .for('update');
      const quietSince = quietMs ? Date.now() - quietMs : undefined;
      // One-shot reminders (no quiet time) never come back once sent or cancelled.
      const done = rows.some((row) =>
        quietSince === undefined
          ? row.state !== 'pending'
          : row.state === 'sent' && row.doneAt !== null && row.doneAt.getTime() > quietSince,
      );
      if (done) return undefined;
      // The partial unique index keeps one pending row per key.
      const [row] = await tx
        .insert(scheduledNotifications)
        .values(reminder)
        .onConflictDoNothing({ target: scheduledNotifications.key, where: sql`state = 'pending'` })
        .returning();
      return row;
    });
  }

  /**
   * Cancels the pending reminder of this key; with none pending and none before, leaves a
   * cancelled row so a one-shot reminder of this key is never scheduled afterwards either.
   */
  async cancel(key: string, userId: string, type: NotificationType): Promise<void> {
    const cancelled = await this.db
      .update(scheduledNotifications)
      .set({ state: 'cancelled', doneAt: new Date() })
      .where(and(eq(scheduledNotifications.key, key), eq(scheduledNotifications.state, 'pending')))
      .returning({ id: scheduledNotifications.id });
    if (cancelled.length) return;
    const [earlier] = await this.db
      .select({ id: scheduledNotifications.id })
      .from(scheduledNotifications)
      .where(eq(scheduledNotifications.key, key))
      .limit(1);
    if (earlier) return;
    await this.db.insert(scheduledNotifications).values({
      key,
      userId,
      type,
      title: '',
      body: '',
      link: '',
      dueAt: new Date(),
      state: 'cancelled',
      doneAt: new Date(),
    });
  }

  /** Takes a due pending reminder (pending -> sent, once); undefined if it is not pending or not due. */
  async take(id: string): Promise<ScheduledNotificationRow | undefined> {
    const [row] = await this.db
      .update(scheduledNotifications)
      .set({ state: 'sent', doneAt: new Date() })
      .where(
        and(
          eq(scheduledNotifications.id, id),
          eq(scheduledNotifications.state, 'pending'),
          lte(scheduledNotifications.dueAt, new Date()),
        ),
      )
      .returning();
    return row;
  }

  /** A reminder taken but found no longer due when it fired: recorded as cancelled, never sent. */
  async drop(id: string): Promise<void> {
    await this.db
      .update(scheduledNotifications)
      .set({ state: 'cancelled', doneAt: new Date() })
      .where(eq(scheduledNotifications.id, id));
  }

  async findScheduled(id: string): Promise<ScheduledNotificationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scheduledNotifications)
      .where(eq(scheduledNotifications.id, id))
      .limit(1);
    return row;
  }

  /** Pending reminders, soonest first (the sweep re-queues them). */
  pending(dueBefore: Date | undefined, limit: number): Promise<ScheduledNotificationRow[]> {
    return this.db
      .select()
      .from(scheduledNotifications)
      .where(
        and(
          eq(scheduledNotifications.state, 'pending'),
          dueBefore ? lte(scheduledNotifications.dueAt, dueBefore) : undefined,
        ),
      )
      .orderBy(asc(scheduledNotifications.dueAt))
      .limit(limit);
  }
}
