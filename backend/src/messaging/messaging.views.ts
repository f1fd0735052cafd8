import { fromCents } from '@market/contracts';
import { ConversationWithBuyer } from './messaging.repository';
import { ConversationRow, MessageRow, OfferRow } from './messaging.schema';

/** Conversations, messages and offers as the wire shows them: document-style `_id` strings, offer prices in dollars (cents inside). */
export interface ConversationView {
  _id: string;
  buyerId: string;
  adminId: string;
  lastMessage: string;
  readByAdmin: boolean;
  readByBuyer: boolean;
  createdAt: string;
  updatedAt: string;
  /** Present in lists read by an admin. */
  buyerUsername?: string;
}

export interface MessageView {
  _id: string;
  conversationId: string;
  userId: string;
  message: string;
  createdAt: string;
}

export interface OfferView {
  _id: string;
  conversationId: string;
  buyerId: string;
  offerDetails: { description: string; price: number; deliveryTime: number };
  status: OfferRow['status'];
  createdAt: string;
  updatedAt: string;
  /** In lists: the order that paid this offer, once it is paid. */
  paidOrderId?: string;
}

export function toConversationView(
  row: ConversationRow | ConversationWithBuyer,
  withBuyerName = false,
): ConversationView {
  const view: ConversationView = {
    _id: row.id,
    buyerId: row.buyerId,
    adminId: row.adminId,
    lastMessage: row.lastMessage,
    readByAdmin: row.readByAdmin,
    readByBuyer: row.readByBuyer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (withBuyerName && 'buyerUsername' in row) view.buyerUsername = row.buyerUsername;
  return view;
}

export function toMessageView(row: MessageRow): MessageView {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    userId: row.userId,
    message: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toOfferView(row: OfferRow): OfferView {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    buyerId: row.buyerId,
    offerDetails: {
      description: row.description,
      price: fromCents(row.priceCents),
      deliveryTime: row.deliveryDays,
    },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
