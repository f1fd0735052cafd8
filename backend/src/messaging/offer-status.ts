import { OFFER_STATUSES, type OfferStatus } from '@market/contracts';

export { OFFER_STATUSES, type OfferStatus };

/**
 * Offer status and its transitions, in one place: pending, then accepted or declined by the buyer
 * or withdrawn by the seller, never back.
 */

/** The answers a buyer may give to a pending offer. */
export const OFFER_ANSWERS = ['accepted', 'declined'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/** The seller takes back an offer the buyer has not answered. */
export const OFFER_WITHDRAWN = 'withdrawn' satisfies OfferStatus;

const NEXT: Record<OfferStatus, readonly OfferStatus[]> = {
  pending: [...OFFER_ANSWERS, OFFER_WITHDRAWN],
  accepted: [],
  declined: [],
  withdrawn: [],
};

export function canMoveOffer(from: OfferStatus, to: OfferStatus): boolean {
  return NEXT[from].includes(to);
}
