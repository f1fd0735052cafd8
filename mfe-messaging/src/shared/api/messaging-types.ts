/** Wire shapes as the API answers them. */
export interface Conversation {
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

export interface Message {
  _id: string;
  conversationId: string;
  userId: string;
  message: string;
  createdAt: string;
}

export type OfferStatus = 'pending' | 'accepted' | 'declined';

export interface OfferDetails {
  description: string;
  /** Dollars. */
  price: number;
  /** Days. */
  deliveryTime: number;
}

export interface Offer {
  _id: string;
  conversationId: string;
  buyerId: string;
  offerDetails: OfferDetails;
  status: OfferStatus;
  createdAt: string;
  updatedAt: string;
  /** The order that paid this offer, once paid (present in lists). */
  paidOrderId?: string;
}
