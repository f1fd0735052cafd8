import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import {
  ADMIN_NOTIFICATION_TYPES,
  BUYER_NOTIFICATION_TYPES,
  DELETED_USER_NAME,
  DEFAULT_LOCALE,
  isNotificationType,
  Locale,
  NotificationJson,
  NotificationPageJson,
  NotificationPreferencesJson,
  NotificationType,
} from '@market/contracts';
import type { SessionUser } from '../common/access.decorator';
import { invalid } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_QUEUE } from '../mail/mail-queue';
import { localeOr } from '../i18n/i18n';
import { Mail } from '../mail/mail.service';
import { notificationMail } from '../mail/templates/notification-mail';
import { InjectJobQueue, JobQueue } from '../queue/job-queue';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { userRoom } from '../realtime/rooms';
import { UsersService } from '../users/users.service';
import { NOTIFICATIONS_QUEUE, ReminderJob } from './notifications-queue';
import { NotificationContent, NotificationsRepository } from './notifications.repository';
import { NotificationRow, ScheduledNotificationRow } from './notifications.schema';
import { SignedUnsubscribe, UnsubscribeLinks, UnsubscribeTarget } from './unsubscribe-links';

export type { NotificationContent } from './notifications.repository';

/**
 * What a notification says, in the reader's language: called once per recipient with their
 * account's locale (the shop's inbox reads English). Plain content is for texts that need none.
 */
export type LocalizedContent = NotificationContent | ((locale: Locale) => NotificationContent);
/** The mail's own subject and opening text, likewise per language. */
export type MailWords = { subject: string; text: string };
export type LocalizedMailWords = MailWords | ((locale: Locale) => MailWords);

function inLocale<T extends object>(value: T | ((locale: Locale) => T), locale: Locale): T {
  return typeof value === 'function' ? value(locale) : value;
}

export interface NotifyOptions {
  /** False: in-app only, because this event's mail goes another way (the buyer's receipt). */
  email?: boolean;
  /** The mail's own subject and opening text, where it says more than the bell (default: title and body). */
  mail?: LocalizedMailWords;
  /** Names the event (an order and its step): a retried event queues its mails once. */
  eventId?: string;
}

/**
 * Asks the module a reminder belongs to whether it still applies when it fires (the order has
 * not moved on). Given by the composition root (AppModule), since the modules that schedule
 * reminders sit above this one.
 */
export interface ReminderGate {
  /** False: the reminder is dropped unsent. Keys the gate does not know are always due. */
  stillDue(key: string, now: Date): Promise<boolean>;
}

/**
 * Where a module above notifications says whether its reminders are still due: it fills the port
 * (orders does, in OrdersModule) by importing notifications, never the other way round. Unfilled
 * (the stand-alone gateway, which loads no orders), every reminder is due.
 */
@Injectable()
export class ReminderGatePort implements ReminderGate {
  private gate: ReminderGate | undefined;

  fill(gate: ReminderGate): void {
    this.gate = gate;
  }

  stillDue(key: string, now: Date): Promise<boolean> {
    return this.gate ? this.gate.stillDue(key, now) : Promise.resolve(true);
  }
}

export interface Reminder {
  /** At most one pending reminder per key; what a later `cancel(key)` names. */
  key: string;
  userId: string;
  type: NotificationType;
  content: LocalizedContent;
  at: Date;
  /** False: mail only (the unread-chat mail: the messages badge shows it in the app). */
  inApp?: boolean;
  /** Not again within this many ms after one of this key was sent (without it: never again). */
  quietMs?: number;
}

/** Rows re-queued per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Everything that happens to someone reaches them here: `notify` stores the in-app
 * notification, pushes `notification:new` to the user's sockets (every gateway, through the
 * Redis adapter or emitter) and queues the mail on the `mail` queue when the user's preference
 * for the type allows it. `schedule`/`cancel` hold reminders due later: a row per reminder, a
 * delayed job per row, a sweep (NotificationsSweep: at start and every NOTIFICATION_SWEEP_SECONDS) for lost jobs,
 * and one conditional update so each fires once. Nothing here throws at the caller: the event
 * that notifies has happened already.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');
  private readonly links: UnsubscribeLinks;

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly users: UsersService,
    private readonly publisher: RealtimePublisher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly gate: ReminderGatePort,
    // Both queues are registered by the API (AppModule); the stand-alone gateway has none: a
    // reminder it schedules is queued by the API's sweep.
    @Optional() @InjectJobQueue(MAIL_QUEUE) private readonly mailQueue?: JobQueue<Mail>,
    @Optional() @InjectJobQueue(NOTIFICATIONS_QUEUE) private readonly reminders?: JobQueue<ReminderJob>,
  ) {
    this.links = new UnsubscribeLinks(config.jwtSecret, config.publicUrl);
  }

  async notify(
    userIds: string | string[],
    type: NotificationType,
    content: LocalizedContent,
    options: NotifyOptions = {},
  ): Promise<void> {
    const eventId = options.eventId ?? `notification-${randomUUID()}`;
    for (const userId of typeof userIds === 'string' ? [userIds] : userIds) {
      await this.deliver(userId, type, content, {
        email: options.email ?? true,
        inApp: true,
        mail: options.mail,
        mailId: `${eventId}-${userId}`,
        staffMailId: `${eventId}-staff`,
      }).catch((error: Error) =>
        this.logger.error(`Could not notify ${userId} of ${type}: ${error.message}`),
      );
    }
  }

  /** To every admin account. */
  async notifyAdmins(
    type: NotificationType,
    content: LocalizedContent,
    options: NotifyOptions = {},
  ): Promise<void> {
    const admins = await this.adminIds(type);
    await this.notify(admins, type, content, options);
  }

  /** One reminder per admin account (`key` gains the admin's id), each firing once. */
  async scheduleForAdmins(reminder: Omit<Reminder, 'userId'>): Promise<void> {
    for (const userId of await this.adminIds(reminder.type)) {
      await this.schedule({ ...reminder, key: `${reminder.key}:${userId}`, userId });
    }
  }

  async schedule(reminder: Reminder): Promise<void> {
    try {
      // Written now, in the language the user has now (a reminder row holds its words).
      const locale =
        typeof reminder.content === 'function'
          ? localeOr((await this.users.findById(reminder.userId))?.locale)
          : DEFAULT_LOCALE;
      const row = await this.repository.schedule(
        {
          key: reminder.key,
          userId: reminder.userId,
          type: reminder.type,
          inApp: reminder.inApp ?? true,
          dueAt: reminder.at,
          ...inLocale(reminder.content, locale),
        },
        reminder.quietMs,
      );
      if (row) await this.queueReminder(row);
    } catch (error) {
      this.logger.error(`Could not schedule ${reminder.key}: ${(error as Error).message}`);
    }
  }

  /** Calls off a reminder (the thing it reminds of happened); a one-shot key cancelled early is never scheduled afterwards. */
  async cancel(reminder: Pick<Reminder, 'key' | 'userId' | 'type'>): Promise<void> {
    await this.repository
      .cancel(reminder.key, reminder.userId, reminder.type)
      .catch((error: Error) => this.logger.error(`Could not cancel ${reminder.key}: ${error.message}`));
  }

  /**
   * The `notifications` queue's work: sends a due reminder, once. What it reminds of is asked
   * again after taking it (the order may have moved on since it was scheduled): a reminder that
   * no longer applies is dropped unsent.
   */
  async fire(scheduledId: string): Promise<void> {
    const row = await this.repository.take(scheduledId);
    if (!row) {
      // Woken early (a clock apart, a timer split): wait again; anything else was sent or cancelled.
      const pending = await this.repository.findScheduled(scheduledId);
      if (pending?.state === 'pending') await this.queueReminder(pending, `-${Date.now()}`);
      return;
    }
    if (!(await this.gate.stillDue(row.key, new Date()))) {
      await this.repository.drop(row.id);
      return;
    }
    // Reminders of one event to several admins share the staff inbox's mail (one per event).
    const event = row.key.endsWith(`:${row.userId}`) ? row.key.slice(0, -row.userId.length - 1) : row.key;
    await this.deliver(
      row.userId,
      row.type,
      { title: row.title, body: row.body, link: row.link },
      {
        email: true,
        inApp: row.inApp,
        mailId: `reminder-${row.id}`,
        staffMailId: `reminder-staff-${event.replaceAll(':', '-')}`,
      },
    );
  }

  async list(user: SessionUser, before: string | undefined, limit: number): Promise<NotificationPageJson> {
    let cursor: NotificationRow | undefined;
    if (before !== undefined) {
      cursor = isUuid(before) ? await this.repository.findOwn(user.id, before) : undefined;
      if (!cursor)
        throw invalid('NOTIFICATION.BAD_CURSOR', 'before must be the id of one of your notifications');
    }
    const [rows, unread] = await Promise.all([
      this.repository.page(user.id, limit, cursor),
      this.repository.unreadCount(user.id),
    ]);
    return { items: rows.map(toNotificationJson), unread };
  }

  async markRead(user: SessionUser, ids: string[] | undefined): Promise<{ unread: number }> {
    const unique = ids ? [...new Set(ids)] : undefined;
    if (unique && !(await this.repository.markRead(user.id, unique))) {
      throw invalid('NOTIFICATION.NOT_YOURS', 'ids must name your own notifications');
    }
    if (!unique) await this.repository.markRead(user.id);
    return { unread: await this.repository.unreadCount(user.id) };
  }

  async preferences(user: SessionUser): Promise<NotificationPreferencesJson> {
    const stored = await this.repository.preferences(user.id);
    const email: NotificationPreferencesJson['email'] = {};
    for (const type of typesFor(user)) email[type] = stored.get(type) ?? true;
    return { email };
  }

  /** Sets the given switches (the others stay); anything unknown or not boolean refuses the whole change. */
  async setPreferences(
    user: SessionUser,
    email: Record<string, unknown>,
  ): Promise<NotificationPreferencesJson> {
    const allowed = typesFor(user);
    const changes: Array<[NotificationType, boolean]> = [];
    for (const [type, on] of Object.entries(email)) {
      if (!isNotificationType(type) || !allowed.includes(type)) {
        throw invalid('NOTIFICATION.UNKNOWN_TYPE', `Unknown notification type: ${type.slice(0, 60)}`);
      }
      if (typeof on !== 'boolean')
        throw invalid('NOTIFICATION.NOT_BOOLEAN', `email.${type} must be true or false`);
      changes.push([type, on]);
    }
    await this.repository.setPreferences(user.id, changes);
    return this.preferences(user);
  }

  /**
   * Checks a one-click link: `invalid` for a forged, edited or incomplete one; `stale` when the
   * switch was changed since the mail went out and is on now (replaying an old link must not undo
   * a later choice); otherwise `ok` (also when the switch is already off: repeating is harmless).
   */
  async checkUnsubscribe(query: {
    user?: unknown;
    inbox?: unknown;
    type?: unknown;
    v?: unknown;
    sig?: unknown;
  }): Promise<UnsubscribeCheck> {
    const target: UnsubscribeTarget | undefined =
      query.inbox === '1' && query.user === undefined
        ? { inbox: true }
        : query.inbox === undefined && isUuid(query.user)
          ? { user: query.user }
          : undefined;
    const version = typeof query.v === 'string' && /^\d{1,9}$/.test(query.v) ? Number(query.v) : undefined;
    const { type, sig } = query;
    if (!target || version === undefined || !isNotificationType(type) || typeof sig !== 'string') {
      return { state: 'invalid' };
    }
    const link: SignedUnsubscribe = { target, type, version };
    if (!this.links.verify(link, sig)) return { state: 'invalid' };
    const current =
      'user' in target
        ? await this.repository.emailSwitch(target.user, type)
        : await this.repository.inboxSwitch(type);
    if (current.on && current.version !== version) return { state: 'stale', target, type };
    return { state: 'ok', target, type };
  }

  /** The language an unsubscribe link's target reads: the user's own, English for the shop's inbox. */
  async localeOf(target: UnsubscribeTarget): Promise<Locale> {
    if (!('user' in target)) return DEFAULT_LOCALE;
    return localeOr((await this.users.findById(target.user))?.locale);
  }

  /** Switches off one type of mail of the link's target: the user's own switch, or the staff inbox's. */
  async unsubscribe(target: UnsubscribeTarget, type: NotificationType): Promise<void> {
    if ('user' in target) await this.repository.setPreferences(target.user, [[type, false]]);
    else await this.repository.setInboxSwitch(type, false);
  }

  /** Every notification of the user, for their copy of their data. */
  async exportOf(userId: string): Promise<NotificationJson[]> {
    return (await this.repository.allOf(userId)).map(toNotificationJson);
  }

  /**
   * Removes the user's notifications, pending reminders and e-mail switches, and their username
   * from the notifications of others (an admin's "user2 paid $40") (their account is being deleted).
   */
  async forget(userId: string, username: string): Promise<void> {
    await this.repository.deleteAllOf(userId);
    await this.repository.replaceName(username, DELETED_USER_NAME);
  }

  /** Re-queues pending reminders (every one at start, since in-process timers die with the process; due ones later) and drops notifications past NOTIFICATIONS_KEEP_DAYS. */
  async sweep(all = false): Promise<void> {
    const horizon = all ? undefined : new Date(Date.now() + this.config.notifications.sweepSeconds * 1000);
    for (const row of await this.repository.pending(horizon, SWEEP_BATCH)) await this.queueReminder(row);
    const cutoff = new Date(Date.now() - this.config.notifications.keepDays * 86_400_000);
    const removed = await this.repository.deleteOlderThan(cutoff);
    await this.sweepMessageDigests();
    if (removed)
      this.logger.log(
        `Removed ${removed} notifications older than ${this.config.notifications.keepDays} days`,
      );
  }

  /**
   * Records of the unread-message mails (who was mailed about which conversation, and when) past
   * MESSAGE_DIGEST_RETENTION_DAYS. A plain method so the scheduler can call it on its own.
   */
  async sweepMessageDigests(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.retention.messageDigestDays * 86_400_000);
    return this.repository.deleteDoneOfTypeBefore('message.unread', cutoff);
  }

  private async queueReminder(row: ScheduledNotificationRow, suffix = ''): Promise<void> {
    if (!this.reminders) return;
    const delayMs = Math.max(0, row.dueAt.getTime() - Date.now());
    await this.reminders.add(`reminder-${row.id}${suffix}`, { scheduledId: row.id }, { delayMs });
  }

  private async adminIds(type: NotificationType): Promise<string[]> {
    const admins = await this.users.adminIds().catch((error: Error) => {
      this.logger.error(`Could not list the admins for ${type}: ${error.message}`);
      return [];
    });
    if (!admins.length && !this.config.orderNotifyEmail) {
      this.logger.warn(`Nobody is told of ${type}: set ORDER_NOTIFY_EMAIL or create an admin account`);
    }
    return admins;
  }

  /**
   * The one way a switchable mail goes: only while the user's switch for the type is on, with
   * the signed one-click unsubscribe of that user and type. An admin's order mail goes to the
   * shop's inbox (ORDER_NOTIFY_EMAIL) instead of their own address when one is set, once per
   * event however many admins hear of it.
   */
  private async deliver(
    userId: string,
    type: NotificationType,
    localized: LocalizedContent,
    how: {
      email: boolean;
      inApp: boolean;
      mail?: LocalizedMailWords;
      mailId: string;
      staffMailId: string;
    },
  ): Promise<void> {
    const account = await this.users.findById(userId);
    if (!account) return;
    const locale = localeOr(account.locale);
    const content = inLocale(localized, locale);
    if (how.inApp) {
      const row = await this.repository.insert(userId, type, content);
      this.publisher.publish('notification:new', [userRoom(userId)], toNotificationJson(row));
    }
    if (!how.email || !this.mailQueue) return;
    const own = await this.repository.emailSwitch(userId, type);
    if (!own.on) return;
    // An assignment is the assignee's own news: it never goes to the shop's inbox.
    const shopWide = type.startsWith('order.') && type !== 'order.assigned';
    const inbox = account.isAdmin && shopWide ? this.config.orderNotifyEmail : undefined;
    if (inbox) {
      // The shared inbox gets a link of its own: unsubscribing there never touches an admin's switch.
      const shared = await this.repository.inboxSwitch(type);
      if (!shared.on) return;
      const link = this.links.url({ target: { inbox: true }, type, version: shared.version });
      // The shop's shared inbox belongs to nobody's account: it reads the default language.
      const words = inLocale(localized, DEFAULT_LOCALE);
      await this.mailQueue.add(
        how.staffMailId,
        this.mail(inbox, true, link, type, words, DEFAULT_LOCALE, how.mail),
      );
      return;
    }
    const link = this.links.url({ target: { user: userId }, type, version: own.version });
    await this.mailQueue.add(
      how.mailId,
      this.mail(account.email, account.isAdmin, link, type, content, locale, how.mail),
    );
  }

  private mail(
    to: string,
    isAdmin: boolean,
    unsubscribe: string,
    type: NotificationType,
    content: NotificationContent,
    locale: Locale,
    own?: LocalizedMailWords,
  ): Mail {
    const words = own ? inLocale(own, locale) : undefined;
    return {
      to,
      ...notificationMail(locale, {
        brand: this.config.brandName,
        type,
        subject: words?.subject ?? content.title,
        text: words?.text ?? content.body,
        link: `${this.config.publicUrl}${content.link}`,
        unsubscribeUrl: unsubscribe,
        settingsUrl: `${this.config.publicUrl}${isAdmin ? '/admin/settings' : '/settings'}`,
      }),
      // RFC 8058: mail providers show an unsubscribe button that POSTs to this URL.
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}

/** What an unsubscribe link is worth now (NotificationsService.checkUnsubscribe). */
export type UnsubscribeCheck =
  { state: 'ok' | 'stale'; target: UnsubscribeTarget; type: NotificationType } | { state: 'invalid' };

function typesFor(user: { isAdmin: boolean }): readonly NotificationType[] {
  return user.isAdmin ? ADMIN_NOTIFICATION_TYPES : BUYER_NOTIFICATION_TYPES;
}

export function toNotificationJson(row: NotificationRow): NotificationJson {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
