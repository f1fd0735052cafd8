import { act, render, renderHook, screen } from '@testing-library/react';
import { ApiError } from '@market/api-client';
import { ToastProbe } from '@market/ui/testing';
import { usePaymentRedirect } from './use-payment-redirect';

describe('usePaymentRedirect', () => {
  it('marks the button starting and sends the browser to the checkout it opened', async () => {
    const redirect = jest.fn();
    const { result } = renderHook(() => usePaymentRedirect(redirect));
    let opened!: (value: { url: string }) => void;
    let started!: Promise<void>;
    act(() => {
      started = result.current.start('order-1', () => new Promise((resolve) => (opened = resolve)), 'No');
    });
    expect(result.current.starting).toBe('order-1');
    await act(async () => {
      opened({ url: 'https://pay.example/session' });
      await started;
    });
    expect(redirect).toHaveBeenCalledWith('https://pay.example/session');
    // The page is leaving: the button stays busy.
    expect(result.current.starting).toBe('order-1');
  });

  it('frees the button and says so when the checkout cannot be opened, without leaving the page', async () => {
    render(<ToastProbe />);
    const redirect = jest.fn();
    const { result } = renderHook(() => usePaymentRedirect(redirect));
    await act(() =>
      result.current.start(
        'extra-1',
        () => Promise.reject(new TypeError('Failed to fetch')),
        'The payment could not be started.',
      ),
    );
    expect(result.current.starting).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    await screen.findByText('The payment could not be started.');
  });

  it("gives the server's reason for a refusal", async () => {
    render(<ToastProbe />);
    const { result } = renderHook(() => usePaymentRedirect(jest.fn()));
    await act(() =>
      result.current.start('extra-1', () => Promise.reject(new ApiError('The order is not open', 409)), 'No'),
    );
    await screen.findByText('The order is not open');
  });
});
