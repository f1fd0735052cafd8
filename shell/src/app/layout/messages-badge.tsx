import { browserRemoteWidget } from '@/components/remote-widget';

/**
 * The unread count comes from the messaging remote (it owns the socket), loaded only when a
 * signed-in header renders, so the visitor's first load carries no messaging code. A badge is
 * decoration: if the remote is down, the link simply shows no count. The count is live, so a
 * server render leaves it out and the browser adds it once hydrated.
 */
export const MessagesBadge = browserRemoteWidget('messaging/UnreadBadge');
