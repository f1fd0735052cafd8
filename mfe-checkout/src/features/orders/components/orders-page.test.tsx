import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast, Toaster } from '@market/ui';
import { mockFetch } from '@market/ui/testing';
import { canRequestCancel, OrdersPage } from './orders-page';
import type { Order } from '../api/order-types';

const ORDER = {
  _id: 'o1',
  createdAt: '2026-03-05T10:00:00.000Z',
  user: { id: 'u1', name: 'buyer', email: 'b@example.com', phone: null },
  service: { name: 'Logo design', type: 'basic', price: 49 },
  payment: { method: 'stripe', transactionId: 'pi_1', status: 'paid' },
  order_status: 'pending',
  cancel_request: false,
};

function renderPage(redirect: (url: string) => void = jest.fn()) {
  return render(
    <MemoryRouter>
      <OrdersPage redirect={redirect} />
      <Toaster />
    </MemoryRouter>,
  );
}

afterEach(() => toast.clearAll());

describe('OrdersPage', () => {
  it("says 'Failed to fetch your orders.' when the list fails", async () => {
    mockFetch({ 'GET /api/orders': { status: 500, body: { message: 'boom' } } });
    renderPage();
    expect(await screen.findByText('Failed to fetch your orders.')).toBeTruthy();
  });

  it('lists orders with Details links and sends a cancel request', async () => {
    mockFetch({
      'GET /api/orders': { body: [ORDER, { ...ORDER, _id: 'o2', order_status: 'completed' }] },
      'PUT /api/orders/o1/request-cancel': { body: { ...ORDER, cancel_request: true } },
    });
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/orders/o1');
    expect(within(rows[2]).queryByRole('button', { name: 'Request Cancel' })).toBeNull();
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Request Cancel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Cancel' }));
    expect(await screen.findByText('Cancel request sent.')).toBeTruthy();
    expect(within(rows[1]).getByText('Cancel request pending')).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: 'Cancel requested' })).toBeTruthy();
  });

  it("shows the server's message, or 'Failed to send cancel request.'", async () => {
    mockFetch({
      'GET /api/orders': { body: [ORDER] },
      'PUT /api/orders/o1/request-cancel': {
        status: 409,
        body: { message: 'A cancel request already exists' },
      },
    });
    renderPage();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Request Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request Cancel' }),
    );
    expect(await screen.findByText('A cancel request already exists')).toBeTruthy();
  });

  it('sends the optional reason with the request, and shows how earlier requests ended', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /api/orders': {
        body: [
          ORDER,
          {
            ...ORDER,
            _id: 'o2',
            cancel_request: true,
            cancellation: { status: 'declined', reason: null, response: 'Delivered', resolvedAt: 'x' },
          },
          {
            ...ORDER,
            _id: 'o3',
            order_status: 'cancelled',
            cancel_request: true,
            cancellation: { status: 'approved', reason: null, response: null, resolvedAt: 'x' },
          },
        ],
      },
      'PUT /api/orders/o1/request-cancel': { body: { ...ORDER, cancel_request: true } },
    });
    const fetchMock = global.fetch as jest.Mock;
    renderPage();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[2]).getByText('Cancel request declined')).toBeTruthy();
    expect(within(rows[2]).queryByRole('button', { name: 'Request Cancel' })).toBeNull();
    expect(within(rows[3]).getByText('Cancel request approved')).toBeTruthy();
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Request Cancel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: ' Wrong package ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Cancel' }));
    expect(await screen.findByText('Cancel request sent.')).toBeTruthy();
    for (const [url, init] of fetchMock.mock.calls)
      if (init?.method === 'PUT') bodies.push([url, JSON.parse(init.body)]);
    expect(bodies).toEqual([['/api/orders/o1/request-cancel', { reason: 'Wrong package' }]]);
  });

  it("shows an unpaid order as 'Awaiting payment' or 'Payment failed', without Request Cancel", async () => {
    mockFetch({
      'GET /api/orders': {
        body: [
          { ...ORDER, _id: 'o4', payment: { ...ORDER.payment, transactionId: null, status: 'pending' } },
          { ...ORDER, _id: 'o5', payment: { ...ORDER.payment, transactionId: null, status: 'failed' } },
        ],
      },
    });
    renderPage();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[1]).getByTestId('unpaid').textContent).toBe('Awaiting payment');
    expect(within(rows[2]).getByTestId('unpaid').textContent).toBe('Payment failed');
    for (const row of rows.slice(1))
      expect(within(row).queryByRole('button', { name: 'Request Cancel' })).toBeNull();
  });

  it('completes the payment of an unpaid order on the page the server names', async () => {
    const unpaid = { ...ORDER, payment: { ...ORDER.payment, transactionId: null, status: 'failed' } };
    mockFetch({
      'GET /api/orders': { body: [unpaid] },
      'POST /api/orders/o1/complete-payment': { body: { url: '/api/sandbox/stripe/cs_sandbox_2' } },
    });
    const redirect = jest.fn();
    renderPage(redirect);
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/sandbox/stripe/cs_sandbox_2'));
  });

  it("shows why the payment cannot be completed (the server's reason)", async () => {
    const unpaid = { ...ORDER, payment: { ...ORDER.payment, transactionId: null, status: 'pending' } };
    mockFetch({
      'GET /api/orders': { body: [unpaid] },
      'POST /api/orders/o1/complete-payment': {
        status: 409,
        body: { message: 'Invalid or expired coupon code' },
      },
    });
    const redirect = jest.fn();
    renderPage(redirect);
    fireEvent.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Complete payment' }),
    );
    expect(await screen.findByText('Invalid or expired coupon code')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('discards an unpaid order after asking, and it leaves the list', async () => {
    const unpaid = { ...ORDER, payment: { ...ORDER.payment, transactionId: null, status: 'pending' } };
    mockFetch({
      'GET /api/orders': { body: [unpaid, { ...ORDER, _id: 'o2' }] },
      'PUT /api/orders/o1/discard': { body: { message: 'Order discarded' } },
    });
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('button', { name: 'Discard' })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Discard your unpaid order of Logo design\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Order discarded.')).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).queryByRole('button', { name: 'Complete payment' })).toBeNull();
  });

  it('offers nothing to pay on an unpaid order the shop cancelled', async () => {
    mockFetch({
      'GET /api/orders': {
        body: [
          {
            ...ORDER,
            order_status: 'cancelled',
            payment: { ...ORDER.payment, transactionId: null, status: 'pending' },
          },
        ],
      },
    });
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: 'Complete payment' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Discard' })).toBeNull();
  });

  it('asks before sending a cancel request; backing out sends nothing', async () => {
    mockFetch({ 'GET /api/orders': { body: [ORDER] } });
    renderPage();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Request Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ask to cancel your order of Logo design\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      (global.fetch as jest.Mock).mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`),
    ).toEqual(['GET /api/orders']);
    expect(within(table).getByRole('button', { name: 'Request Cancel' })).toBeTruthy();
  });
});

describe('canRequestCancel', () => {
  const base = { cancel_request: false, payment: { status: 'paid' } } as Order;
  it('only while neither completed nor cancelled and no request exists', () => {
    expect(canRequestCancel({ ...base, order_status: 'pending' })).toBe(true);
    expect(canRequestCancel({ ...base, order_status: 'in progress' })).toBe(true);
    expect(canRequestCancel({ ...base, order_status: 'completed' })).toBe(false);
    expect(canRequestCancel({ ...base, order_status: 'cancelled' })).toBe(false);
    expect(canRequestCancel({ ...base, order_status: 'pending', cancel_request: true })).toBe(false);
  });

  it('never for an unpaid order (awaiting its payment, or failed)', () => {
    for (const status of ['pending', 'failed'] as const)
      expect(
        canRequestCancel({
          ...base,
          order_status: 'pending',
          payment: { method: 'stripe', transactionId: null, status },
        }),
      ).toBe(false);
  });
});
