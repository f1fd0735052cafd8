import { fireEvent, render, screen } from '@testing-library/react';
import type { PaymentChooserProps } from './checkout';
import { RemotePaymentChooser } from './remote-payment-chooser';

const loadPaymentChooser = jest.fn();
jest.mock('./checkout', () => ({ loadPaymentChooser: () => loadPaymentChooser() }));

function FakeChooser({ purchase }: PaymentChooserProps) {
  return <div role="dialog" aria-label="Checkout">{`Paying ${purchase.title}`}</div>;
}

const checkoutDialog = () => screen.findByRole('dialog', { name: 'Checkout' });

const PURCHASE = { title: 'Custom offer: logo', price: 80, offerId: 'o1' };

beforeEach(() => {
  loadPaymentChooser.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemotePaymentChooser', () => {
  it("opens the dialog at once, saying it is loading, then shows checkout's chooser with the purchase", async () => {
    loadPaymentChooser.mockResolvedValue({ default: FakeChooser });
    const onHide = jest.fn();
    render(<RemotePaymentChooser show onHide={onHide} purchase={PURCHASE} />);
    const frame = screen.getByRole('dialog', { name: 'Choose a payment method' });
    expect(frame.textContent).toContain('Loading payment options…');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect((await checkoutDialog()).textContent).toBe('Paying Custom offer: logo');
    expect(screen.queryByRole('dialog', { name: 'Choose a payment method' })).toBeNull();
  });

  it('draws nothing while loading when the dialog is closed', async () => {
    loadPaymentChooser.mockReturnValue(new Promise(() => undefined));
    render(<RemotePaymentChooser show={false} onHide={() => undefined} purchase={PURCHASE} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says payment is unavailable when checkout cannot be loaded, and loads it again on Try again', async () => {
    loadPaymentChooser.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    loadPaymentChooser.mockResolvedValueOnce({ default: FakeChooser });
    render(<RemotePaymentChooser show onHide={() => undefined} purchase={PURCHASE} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment is temporarily unavailable. Please try again later.');
    expect(alert.closest('[role=dialog]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await checkoutDialog()).textContent).toBe('Paying Custom offer: logo');
    expect(loadPaymentChooser).toHaveBeenCalledTimes(2);
  });
});
