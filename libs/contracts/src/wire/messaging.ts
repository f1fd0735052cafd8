/** Conversations, messages and custom offers as the messaging endpoints and socket events carry them. */
import type { OfferMilestoneJson } from '../milestones';

/** Pending, then accepted or declined by the buyer, or withdrawn by the seller while pending. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
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

/** Revisions a custom offer may include (a package's revisionNumber has the same range). */
export const MAX_OFFER_REVISIONS = 100;
/** Revisions of an offer whose sender named none. */
export const DEFAULT_OFFER_REVISIONS = 1;

export interface OfferJson {
  _id: string;
  conversationId: string;
  buyerId: string;
  /** Price in the shop's currency, delivery in days. */
  offerDetails: {
    description: string;
    price: number;
    deliveryTime: number;
    revisions: number;
    /** The offer split into 2–6 milestones (their sums are price and deliveryTime); absent when not split. */
    milestones?: OfferMilestoneJson[];
  };
  status: OfferStatus;
  createdAt: string;
  updatedAt: string;
  /** In lists: the order that paid this offer, once it is paid. */
  paidOrderId?: string;
}
