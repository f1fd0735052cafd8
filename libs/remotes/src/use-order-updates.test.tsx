import { act, render, screen, waitFor } from '@testing-library/react';
import { authStore } from '@market/api-client';
import { loadRealtime } from './messaging';
import { fakeRealtime } from './testing';
import { useLiveOrder } from './use-order-updates';

jest.mock('./messaging', () => ({ loadRealtime: jest.fn() }));

interface Order {
  _id: string;
  order_status: string;
}

function OrderStatus({ fetchOrder }: { fetchOrder: (id: string) => Promise<Order> }) {
  const { state } = useLiveOrder('o1', fetchOrder);
  return <p>{state.status === 'ready' ? state.data.order_status : state.status}</p>;
}

describe('an order page kept live', () => {
  const { module: realtime, listeners, announce } = fakeRealtime();
  let current: Order;
  const fetchOrder = jest.fn(async (id: string) => ({ ...current, _id: id }));

  beforeEach(() => {
    current = { _id: 'o1', order_status: 'pending' };
    fetchOrder.mockClear();
    jest.mocked(loadRealtime).mockClear().mockResolvedValue(realtime);
    authStore.set({ _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false });
  });
  afterEach(() => act(() => authStore.clear()));

  it('fetches the order again, in the background, when it moves, and not when another order does', async () => {
    render(<OrderStatus fetchOrder={fetchOrder} />);
    await screen.findByText('pending');
    await waitFor(() => expect(listeners.size).toBe(1));
    expect(fetchOrder.mock.calls).toEqual([['o1']]);

    current = { _id: 'o1', order_status: 'completed' };
    announce({ _id: 'o2', stage: 'completed', step: 'accepted' });
    await act(async () => undefined);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByText('pending')).toBeTruthy();

    announce({ _id: 'o1', stage: 'completed', step: 'accepted' });
    await screen.findByText('completed');
    expect(fetchOrder.mock.calls).toEqual([['o1'], ['o1', { background: true }]]);
  });

  it('listens to nothing once the page is left', async () => {
    const view = render(<OrderStatus fetchOrder={fetchOrder} />);
    await waitFor(() => expect(listeners.size).toBe(1));
    view.unmount();
    expect(listeners.size).toBe(0);
  });

  it('listens to nothing for a visitor who is not signed in', async () => {
    act(() => authStore.clear());
    render(<OrderStatus fetchOrder={fetchOrder} />);
    await screen.findByText('pending');
    expect(loadRealtime).not.toHaveBeenCalled();
  });
});
