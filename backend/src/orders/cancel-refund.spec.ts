import { refundsOwnPaymentOnCancel } from './cancel-refund';

const accepted = new Date('2026-11-20T10:00:00Z');

describe('refundsOwnPaymentOnCancel', () => {
  it('gives back a paid order without milestones, and nothing of an unpaid or refunded one', () => {
    expect(refundsOwnPaymentOnCancel({ paymentStatus: 'paid' }, [])).toBe(true);
    expect(refundsOwnPaymentOnCancel({ paymentStatus: 'pending' }, [])).toBe(false);
    expect(refundsOwnPaymentOnCancel({ paymentStatus: 'refunded' }, [])).toBe(false);
  });

  it('keeps the payment once the first milestone is accepted, whatever the later ones', () => {
    const first = { position: 1, acceptedAt: accepted };
    const second = { position: 2, acceptedAt: null };
    expect(refundsOwnPaymentOnCancel({ paymentStatus: 'paid' }, [first, second])).toBe(false);
    expect(
      refundsOwnPaymentOnCancel({ paymentStatus: 'paid' }, [{ ...first, acceptedAt: null }, second]),
    ).toBe(true);
    // A later milestone accepted does not keep the first payment (its work is not accepted).
    expect(
      refundsOwnPaymentOnCancel({ paymentStatus: 'paid' }, [
        { ...first, acceptedAt: null },
        { ...second, acceptedAt: accepted },
      ]),
    ).toBe(true);
  });
});
