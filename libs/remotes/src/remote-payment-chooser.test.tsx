import { fireEvent, render, screen } from '@testing-library/react';
import type { PaymentChooserProps } from './checkout';
import { PAYMENT_UNAVAILABLE, RemotePaymentChooser } from './remote-payment-chooser';

const loadPaymentChooser = jest.fn();
jest.mock('./checkout', () => ({ loadPaymentChooser: () => loadPaymentChooser() }));

function FakeChooser({ purchase }: PaymentChooserProps) {
  return <div role="dialog">{`Paying ${purchase.title}`}</div>;
}

const PURCHASE = { title: 'Custom offer: logo', price: 80, offerId: 'o1' };

beforeEach(() => {
  loadPaymentChooser.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemotePaymentChooser', () => {
  it("shows that it is loading, then checkout's chooser with the purchase", async () => {
    loadPaymentChooser.mockResolvedValue({ default: FakeChooser });
    render(<RemotePaymentChooser show onHide={() => undefined} purchase={PURCHASE} />);
    screen.getByText('Loading payment options…');
    expect((await screen.findByRole('dialog')).textContent).toBe('Paying Custom offer: logo');
  });

  it('says payment is unavailable when checkout cannot be loaded, and loads it again on Try again', async () => {
    loadPaymentChooser.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    loadPaymentChooser.mockResolvedValueOnce({ default: FakeChooser });
    render(<RemotePaymentChooser show onHide={() => undefined} purchase={PURCHASE} />);
    expect((await screen.findByRole('alert')).textContent).toContain(PAYMENT_UNAVAILABLE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('Paying Custom offer: logo');
    expect(loadPaymentChooser).toHaveBeenCalledTimes(2);
  });
});
