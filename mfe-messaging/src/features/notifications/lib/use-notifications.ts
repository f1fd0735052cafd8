import { useCallback, useEffect, useState } from 'react';
import { useAuthUser } from '@market/api-client';
import { formatDate, type NotificationJson } from '@market/contracts';
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

/** "5 minutes ago", "yesterday"; beyond a week the date ('Mar 05, 2026'). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return formatDate(iso);
}
