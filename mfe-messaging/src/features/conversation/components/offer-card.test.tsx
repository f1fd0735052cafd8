import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@market/router';
import type { Offer } from '@/shared/api/messaging-types';
import { OfferCard } from './offer-card';

// The chooser is checkout's; here only whether the card offers to pay at all.
jest.mock('@market/remotes', () => ({
  RemotePaymentChooser: (props: { show: boolean }) =>
    props.show ? <output data-testid="chooser">chooser</output> : null,
}));

const OFFER: Offer = {
  _id: 'o1',
  conversationId: 'c1',
  buyerId: 'u1',
  offerDetails: { description: 'Full site redesign', price: 350, deliveryTime: 10, revisions: 2 },
  status: 'accepted',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderCard(
  offer: Offer,
  onAnswer: (offer: Offer, status: string) => Promise<void> = async () => undefined,
  viewer: 'buyer' | 'admin' = 'buyer',
) {
  return render(
    <MemoryRouter>
      <OfferCard
        offer={offer}
        isBuyer={viewer === 'buyer'}
        isAdmin={viewer === 'admin'}
        own={viewer === 'admin'}
        onAnswer={onAnswer}
      />
    </MemoryRouter>,
  );
}

describe('OfferCard', () => {
  it('offers "Pay now" on an accepted offer not yet paid', () => {
    renderCard(OFFER);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    screen.getByTestId('chooser');
  });

  it('shows a paid offer as paid, with a link to its order instead of "Pay now"', () => {
    renderCard({ ...OFFER, paidOrderId: 'ord-9' });
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    screen.getByText('paid', { selector: '.badge' });
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/ord-9');
  });

  it('asks before declining: backing out keeps the offer, confirming declines it', async () => {
    const onAnswer = jest.fn(async () => undefined);
    renderCard({ ...OFFER, status: 'pending' }, onAnswer);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep the offer' }));
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Decline offer' }));
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ _id: 'o1' }), 'declined'),
    );
  });

  it('names the revisions the offer includes', () => {
    renderCard(OFFER);
    expect(screen.getByText('Revisions').nextElementSibling?.textContent).toBe('2');
  });

  it("shows the admin a paid offer as paid, with a link to the admin's order page", () => {
    renderCard({ ...OFFER, paidOrderId: 'ord-9' }, undefined, 'admin');
    expect(screen.getByText('paid', { selector: '.badge' })).toBeTruthy();
    expect(screen.queryByText('accepted')).toBeNull();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/admin/orders/ord-9');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('tells the admin an accepted offer waits for payment, never offering to pay it', () => {
    renderCard(OFFER, undefined, 'admin');
    screen.getByText('Accepted: waiting for the buyer to pay.');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('lets the admin withdraw a pending offer after confirming; the buyer has no such button', async () => {
    const onAnswer = jest.fn(async () => undefined);
    const { unmount } = renderCard({ ...OFFER, status: 'pending' }, onAnswer, 'admin');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw offer' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ _id: 'o1' }), 'withdrawn'),
    );
    unmount();
    renderCard({ ...OFFER, status: 'pending' });
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  }, 20_000);

  it('shows a withdrawn offer with no actions', () => {
    renderCard({ ...OFFER, status: 'withdrawn' });
    screen.getByText('withdrawn');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
