import { apiRequest } from '@market/api-client';
import type {
  NotificationPageJson,
  NotificationPreferencesJson,
  NotificationsReadJson,
  NotificationType,
} from '@market/contracts';

/** The caller's notifications, newest first; `before` is the last `_id` of the previous page. */
export const listNotifications = (
  options: { before?: string; limit?: number; background?: boolean } = {},
) => {
  const query = new URLSearchParams();
  if (options.before) query.set('before', options.before);
  if (options.limit) query.set('limit', String(options.limit));
  const search = query.toString();
  return apiRequest<NotificationPageJson>(`/notifications${search ? `?${search}` : ''}`, {
    background: options.background,
  });
};

/** Marks these read, or every one of the caller's without ids; answers the unread count left. */
export const markNotificationsRead = (ids?: string[]) =>
  apiRequest<NotificationsReadJson>('/notifications/read', {
    method: 'PUT',
    body: ids ? { ids } : {},
    background: true,
  });

export const getNotificationPreferences = () =>
  apiRequest<NotificationPreferencesJson>('/notifications/preferences', { background: true });

export const setNotificationPreference = (type: NotificationType, on: boolean) =>
  apiRequest<NotificationPreferencesJson>('/notifications/preferences', {
    method: 'PUT',
    body: { email: { [type]: on } },
    background: true,
  });
