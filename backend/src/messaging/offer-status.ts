/** Offer status and its transitions, in one place: pending, then accepted or declined, never back. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The answers a buyer may give to a pending offer. */
export const OFFER_ANSWERS = ['accepted', 'declined'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

const NEXT: Record<OfferStatus, readonly OfferStatus[]> = {
  pending: OFFER_ANSWERS,
  accepted: [],
  declined: [],
};

export function canMoveOffer(from: OfferStatus, to: OfferStatus): boolean {
  return NEXT[from].includes(to);
}
