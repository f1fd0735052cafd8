import { useCallback, useEffect, useState } from 'react';
import { useAuthUser } from '@market/api-client';
import { defineMessages, type IntlShape } from 'react-intl';
import { formatDate, type NotificationJson } from '@market/contracts';
import { ENGLISH } from '@/shared/i18n/english';
import { useMessagingSocket } from '@/shared/realtime/use-messaging-socket';
import { listNotifications, markNotificationsRead } from '../api/notifications-api';

export type NotificationsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: NotificationJson[]; unread: number; more: boolean };

/** Adds rows to a list newest first, each once (a live one may also arrive in a fetched page). */
function merge(list: readonly NotificationJson[], rows: readonly NotificationJson[]): NotificationJson[] {
  const byId = new Map(list.map((item) => [item._id, item]));
  for (const row of rows) byId.set(row._id, row);
  return [...byId.values()].sort((a, b) =>
    a.createdAt === b.createdAt ? (a._id < b._id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
  );
}

/**
 * The signed-in user's notifications, kept live by `notification:new` and refetched after a
 * reconnect (socket events are not replayed). The bell shows the first page, the page loads more.
 */
export function useNotifications(pageSize: number) {
  const user = useAuthUser();
  const [state, setState] = useState<NotificationsState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const page = await listNotifications({ limit: pageSize, background: true });
      setState((current) => ({
        status: 'ready',
        items: current.status === 'ready' ? merge(current.items, page.items) : page.items,
        unread: page.unread,
        more: current.status === 'ready' ? current.more : page.items.length === pageSize,
      }));
    } catch {
      setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
    }
  }, [pageSize]);

  useEffect(() => {
    if (user) void load();
  }, [user?.id, load]);

  useMessagingSocket({
    'notification:new': (item) =>
      setState((current) =>
        current.status === 'ready'
          ? { ...current, items: merge(current.items, [item]), unread: current.unread + (item.read ? 0 : 1) }
          : current,
      ),
    onConnect: (missed) => {
      if (missed) void load();
    },
  });

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.items.length) return;
    const page = await listNotifications({
      before: state.items[state.items.length - 1]!._id,
      limit: pageSize,
    });
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            items: merge(current.items, page.items),
            unread: page.unread,
            more: page.items.length === pageSize,
          }
        : current,
    );
  }, [state, pageSize]);

  /** Marks these (or all) read here at once, then stores it; the server's count wins. */
  const markRead = useCallback(async (ids?: string[]) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            items: current.items.map((item) =>
              !ids || ids.includes(item._id) ? { ...item, read: true } : item,
            ),
            unread: ids
              ? current.unread - current.items.filter((i) => ids.includes(i._id) && !i.read).length
              : 0,
          }
        : current,
    );
    const { unread } = await markNotificationsRead(ids);
    setState((current) => (current.status === 'ready' ? { ...current, unread } : current));
  }, []);

  return { state, reload: load, loadMore, markRead };
}

const AGES = defineMessages<{
  justNow: Record<never, never>;
  minutes: { count: number };
  hours: { count: number };
  yesterday: Record<never, never>;
  days: { count: number };
}>({
  justNow: { id: 'messaging.notifications.age.justNow', defaultMessage: 'just now' },
  minutes: {
    id: 'messaging.notifications.age.minutes',
    defaultMessage: '{count, plural, one {# minute ago} other {# minutes ago}}',
  },
  hours: {
    id: 'messaging.notifications.age.hours',
    defaultMessage: '{count, plural, one {# hour ago} other {# hours ago}}',
  },
  yesterday: { id: 'messaging.notifications.age.yesterday', defaultMessage: 'yesterday' },
  days: {
    id: 'messaging.notifications.age.days',
    defaultMessage: '{count, plural, one {# day ago} other {# days ago}}',
  },
});

/** "5 minutes ago", "yesterday"; beyond a week the date ('Mar 05, 2026'), in `intl`'s language. */
export function timeAgo(iso: string, now = Date.now(), intl: IntlShape = ENGLISH): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return intl.formatMessage(AGES.justNow);
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return intl.formatMessage(AGES.minutes, { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return intl.formatMessage(AGES.hours, { count: hours });
  const days = Math.round(hours / 24);
  if (days < 7)
    return days === 1 ? intl.formatMessage(AGES.yesterday) : intl.formatMessage(AGES.days, { count: days });
  return formatDate(iso, intl.locale);
}
