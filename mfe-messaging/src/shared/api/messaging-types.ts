/** Wire shapes as the API answers them, shared with it through @market/contracts. */
import type { OfferJson } from '@market/contracts';

export type {
  ConversationJson as Conversation,
  MessageJson as Message,
  OfferJson as Offer,
  OfferStatus,
} from '@market/contracts';
export type OfferDetails = OfferJson['offerDetails'];
