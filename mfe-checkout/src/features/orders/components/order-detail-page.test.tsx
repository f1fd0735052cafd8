import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { authStore } from '@market/api-client';
import { fakeRealtime, liveOrder } from '@market/remotes/testing';
import { toast } from '@market/ui';
import { TEST_ORDER } from '@market/ui/testing';
import { downloadInvoice } from '../invoice/invoice-pdf';
import { renderOrderPage } from './test-order-page';

jest.mock('../invoice/invoice-pdf', () => ({ downloadInvoice: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const download = downloadInvoice as jest.MockedFunction<typeof downloadInvoice>;

const ORDER = TEST_ORDER;

const renderWith = (order: unknown) => renderOrderPage({ 'GET /api/orders/o1': { body: order } });

describe('OrderDetailPage', () => {
  it('offers the invoice of a paid order', async () => {
    renderWith(ORDER);
    await screen.findByRole('button', { name: 'Download Invoice' });
  });

  it('offers no invoice while the payment is awaited or after it failed', async () => {
    for (const status of ['pending', 'failed']) {
      const view = renderWith({ ...ORDER, payment: { ...ORDER.payment, transactionId: null, status } });
      await screen.findByText('Logo design');
      expect(screen.queryByRole('button', { name: 'Download Invoice' })).toBeNull();
      view.unmount();
    }
  });

  it("shows how the buyer's cancel request ended, with the seller's message", async () => {
    renderWith({
      ...ORDER,
      cancel_request: true,
      cancellation: {
        status: 'declined',
        reason: 'Too slow',
        response: 'Already delivered',
        resolvedAt: 'x',
      },
    });
    const cancellation = await screen.findByTestId('cancellation');
    expect(cancellation.textContent).toContain('Declined');
    expect(cancellation.textContent).toContain('Your reason: Too slow');
    expect(cancellation.textContent).toContain('Message from the seller: Already delivered');
  });

  it('downloads the invoice of the shown order, and says so when it cannot be made', async () => {
    download.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('no canvas'));
    renderWith(ORDER);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(expect.objectContaining({ _id: 'o1' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() =>
      expect(screen.getByTestId('toasts').textContent).toBe('Failed to generate the invoice.'),
    );
    act(() => toast.clearAll());
  });

  it('says when the order cannot be loaded, with a way back to the orders', async () => {
    renderOrderPage({});
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByText('Failed to load order details.');
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe('/orders');
  });

  describe('live', () => {
    const { module: realtime, listeners, announce } = fakeRealtime();

    beforeEach(() => {
      jest.mocked(loadRemote).mockResolvedValue(realtime);
      authStore.set({ _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false });
    });
    afterEach(() => act(() => authStore.clear()));

    // What a live order page does (and does not) is tested with useLiveOrder; here, that this page is one.
    it('reloads the order when it moves', async () => {
      const order = liveOrder('/api/orders/o1', ORDER);
      renderOrderPage(order.answers);
      expect(await screen.findByText('pending')).toBeTruthy();
      await waitFor(() => expect(listeners.size).toBe(1));
      expect(order.reads()).toBe(1);

      order.change({ ...ORDER, order_status: 'completed' });
      announce({ _id: 'o1', stage: 'completed', step: 'accepted' });
      expect(await screen.findByText('completed')).toBeTruthy();
      expect(order.reads()).toBe(2);
    });
  });
});
