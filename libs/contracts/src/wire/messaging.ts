/** Conversations, messages and custom offers as the messaging endpoints and socket events carry them. */

export const OFFER_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export interface ConversationJson {
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

export interface MessageJson {
  _id: string;
  conversationId: string;
  userId: string;
  message: string;
  createdAt: string;
}

export interface OfferJson {
  _id: string;
  conversationId: string;
  buyerId: string;
  /** Price in dollars, delivery in days. */
  offerDetails: { description: string; price: number; deliveryTime: number };
  status: OfferStatus;
  createdAt: string;
  updatedAt: string;
  /** In lists: the order that paid this offer, once it is paid. */
  paidOrderId?: string;
}
