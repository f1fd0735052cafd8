import { ConversationJson, fromCents, MessageJson, OfferJson } from '@market/contracts';
import { ConversationWithBuyer } from './messaging.repository';
import { ConversationRow, MessageRow, OfferRow } from './messaging.schema';

/**
 * Conversations, messages and offers as the wire shows them (document-style `_id` strings, offer
 * prices in the shop's currency, cents inside): the shapes shared with the remotes through @market/contracts.
 */
export type ConversationView = ConversationJson;
export type MessageView = MessageJson;
export type OfferView = OfferJson;

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
      revisions: row.revisions,
      // Absent on an offer not split, so such offers read as they always did.
      ...(row.milestones.length > 0
        ? {
            milestones: row.milestones.map((m) => ({
              title: m.title,
              price: fromCents(m.priceCents),
              deliveryDays: m.deliveryDays,
            })),
          }
        : {}),
    },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
