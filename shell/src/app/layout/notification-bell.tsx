import { browserRemoteWidget } from '@/components/remote-widget';

/**
 * The bell of signed-in buyers and admins, from the messaging remote (which owns the socket that
 * carries `notification:new`). Loaded in the browser only, for signed-in headers only: never
 * server-rendered for a visitor, never in a visitor's JavaScript.
 */
export const NotificationBell = browserRemoteWidget('messaging/NotificationBell');
