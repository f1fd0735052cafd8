import { defineMessages, type IntlShape } from 'react-intl';
import type { Conversation } from '@/shared/api/messaging-types';
import { ENGLISH } from '@/shared/i18n/english';

/** How the other side of a conversation is named when it is not a buyer's username. */
export const COUNTERPART = defineMessages({
  admin: { id: 'messaging.counterpart.admin', defaultMessage: 'Admin' },
  unknown: { id: 'messaging.counterpart.unknown', defaultMessage: 'Unknown' },
});
const messages = COUNTERPART;

/** A conversation is unread for the viewer when their role's read flag is off. */
export function isUnreadFor(conversation: Conversation, isAdmin: boolean): boolean {
  return isAdmin ? !conversation.readByAdmin : !conversation.readByBuyer;
}

/** The Actions column is shown only when some conversation is unread for the viewer's role. */
export function showsActions(conversations: readonly Conversation[], isAdmin: boolean): boolean {
  return conversations.some((conversation) => isUnreadFor(conversation, isAdmin));
}

export function countUnread(conversations: readonly Conversation[], isAdmin: boolean): number {
  return conversations.filter((conversation) => isUnreadFor(conversation, isAdmin)).length;
}

/** Most recent activity first, as the API answers. */
export function byActivity(a: Conversation, b: Conversation): number {
  return Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
}

/**
 * Puts a changed conversation into the list (live events carry no buyer name, so a known one is
 * kept) and re-sorts it. An event older than the row already shown is ignored.
 */
export function upsertConversation(list: readonly Conversation[], changed: Conversation): Conversation[] {
  const current = list.find((conversation) => conversation._id === changed._id);
  if (current && Date.parse(current.updatedAt) > Date.parse(changed.updatedAt)) return [...list];
  const merged = { ...changed, buyerUsername: changed.buyerUsername ?? current?.buyerUsername };
  return [merged, ...list.filter((conversation) => conversation._id !== changed._id)].sort(byActivity);
}

/**
 * Marks a buyer-name lookup still in flight, so the row does not flash 'Unknown' before it
 * answers. A symbol, so no username (not even "pending") can be taken for it.
 */
export const NAME_PENDING: unique symbol = Symbol('name pending');

/** What an admin's list knows of a buyer's name: the name, null when the lookup failed, or in flight. */
export type LookedUpName = string | null | typeof NAME_PENDING;

/**
 * The other side's name: the buyer's username for an admin, 'Admin' for a buyer, 'Unknown' when the
 * lookup failed or found nobody.
 */
export function counterpartName(
  conversation: Conversation,
  isAdmin: boolean,
  lookedUp?: LookedUpName,
  intl: IntlShape = ENGLISH,
): string {
  if (!isAdmin) return intl.formatMessage(messages.admin);
  if (conversation.buyerUsername) return conversation.buyerUsername;
  if (lookedUp === NAME_PENDING) return '…';
  return lookedUp ?? intl.formatMessage(messages.unknown);
}
