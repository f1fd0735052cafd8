import { canMoveOffer, OFFER_STATUSES } from './offer-status';

describe('offer status transitions', () => {
  it('moves a pending offer to accepted, declined or withdrawn only', () => {
    expect(canMoveOffer('pending', 'accepted')).toBe(true);
    expect(canMoveOffer('pending', 'declined')).toBe(true);
    expect(canMoveOffer('pending', 'withdrawn')).toBe(true);
    expect(canMoveOffer('pending', 'pending')).toBe(false);
  });

  it('never moves an answered offer', () => {
    for (const from of ['accepted', 'declined', 'withdrawn'] as const) {
      for (const to of OFFER_STATUSES) expect([from, to, canMoveOffer(from, to)]).toEqual([from, to, false]);
    }
  });
});
