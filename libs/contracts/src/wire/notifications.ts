/**
 * In-app notifications, their e-mail preferences and the `notification:new` socket event.
 * Each type says what happened and to whom it goes; every type mails too, and each mail can be
 * switched off per user (mails that must go, such as password resets and receipts, are not
 * notification types and are never switchable).
 */

/** What admins are told of, each with an e-mail switch. */
const TO_ADMINS = [
  'order.paid',
  'order.requirements_submitted',
  'order.revision_requested',
  'order.accepted',
  'order.due_soon',
  'order.late',
  'order.cancel_requested',
] as const;
/** What buyers are told of with an e-mail switch (`order.payment_confirmed` has none). */
const TO_BUYERS = [
  'order.requirements_reminder',
  'order.work_started',
  'order.delivered',
  'order.auto_accept_soon',
  'order.milestone_payment_due',
  'order.cancel_answered',
  'order.completed',
  'order.refunded',
  'offer.new',
  'review.invited',
] as const;

export const NOTIFICATION_TYPES = [
  ...TO_ADMINS,
  // To the staff member an order is assigned to
  'order.assigned',
  // To buyers
  'order.payment_confirmed',
  ...TO_BUYERS,
  // To the person who asked for a copy of their data (no switch: they asked for it)
  'account.export_ready',
  // To either side of a conversation, by e-mail only
  'message.unread',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The e-mail switches of an admin and of a buyer, as the Settings section lists them. */
export const ADMIN_NOTIFICATION_TYPES: readonly NotificationType[] = [
  ...TO_ADMINS,
  'order.assigned',
  'message.unread',
];
/** `order.payment_confirmed` has no switch: its mail is the receipt, which always goes. */
export const BUYER_NOTIFICATION_TYPES: readonly NotificationType[] = [...TO_BUYERS, 'message.unread'];

/** How each type reads in the Settings switches. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  'order.paid': 'A new order is paid',
  'order.requirements_submitted': 'A buyer submits requirements',
  'order.revision_requested': 'A buyer asks for a revision',
  'order.accepted': 'An order is accepted',
  'order.due_soon': 'An order is due within 24 hours',
  'order.late': 'An order is late',
  'order.cancel_requested': 'A buyer asks to cancel',
  'order.assigned': 'An order is assigned to me',
  'order.payment_confirmed': 'Payment confirmed',
  'order.requirements_reminder': 'Reminder to send requirements',
  'order.work_started': 'Work started',
  'order.delivered': 'A delivery arrived',
  'order.auto_accept_soon': 'A delivery is about to be accepted',
  'order.milestone_payment_due': 'A milestone is ready to pay',
  'order.cancel_answered': 'Cancel request answered',
  'order.completed': 'Order completed',
  'order.refunded': 'A refund is made',
  'offer.new': 'A custom offer',
  'review.invited': 'Invitation to review',
  'message.unread': 'Unread chat messages',
  'account.export_ready': 'Your data is ready to download',
};

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

export interface NotificationJson {
  _id: string;
  type: NotificationType;
  title: string;
  body: string;
  /** The page where one acts on it: `/orders/:id`, `/admin/orders/:id`, `/messages/:id`. */
  link: string;
  createdAt: string;
  read: boolean;
}

/** `GET /api/notifications?before=&limit=`: newest first; `before` is the last item's `_id`. */
export interface NotificationPageJson {
  items: NotificationJson[];
  unread: number;
}

/** `PUT /api/notifications/read` `{ ids? }` (none: all of the caller's) answers the new count. */
export interface NotificationsReadJson {
  unread: number;
}

/** `GET/PUT /api/notifications/preferences`: an absent type is on. */
export interface NotificationPreferencesJson {
  email: Partial<Record<NotificationType, boolean>>;
}

/** The socket event carrying one new notification to its user's sockets. */
export const NOTIFICATION_EVENT = 'notification:new';
export const NOTIFICATIONS_PAGE_LIMIT = 20;
