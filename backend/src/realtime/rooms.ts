import type { Permission } from '@market/contracts';

/** Socket.IO room names, shared by the publisher (API) and the gateway so both agree. */
export const userRoom = (userId: string) => `user:${userId}`;
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
/**
 * Staff whose role holds `permission` (`staff:orders.read`, `staff:messages.staff`): an event for
 * the shop's staff goes to the room of the permission that may see it, never to every staff member.
 */
export const staffRoom = (permission: Permission) => `staff:${permission}`;
/** Every socket opened with one session cookie: dropped when that session is signed out. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export const REALTIME_EVENTS = [
  'message:new',
  'offer:new',
  'offer:updated',
  'conversation:updated',
  /** `{ _id, stage }`: an order moved; open order pages (buyer's and admins') reload it. */
  'order:updated',
  /** One new in-app notification (NotificationJson), to its user's room only. */
  'notification:new',
] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];
