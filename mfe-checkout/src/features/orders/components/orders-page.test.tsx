import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast, Toaster } from '@market/ui';
import { canRequestCancel, OrdersPage } from './orders-page';
import type { Order } from '../api/order-types';

type Answer = { status?: number; body?: unknown };

function mockFetch(answers: Record<string, Answer>) {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = answers[`${init.method ?? 'GET'} ${String(input)}`] ?? {
      status: 404,
      body: { message: 'Not Found' },
    };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, text: async () => JSON.stringify(answer.body ?? '') } as Response;
  }) as typeof fetch;
}

const ORDER = {
  _id: 'o1',
  createdAt: '2026-03-05T10:00:00.000Z',
  user: { id: 'u1', name: 'buyer', email: 'b@example.com', phone: null },
  service: { name: 'Logo design', type: 'basic', price: 49 },
  payment: { method: 'stripe', transactionId: 'pi_1', status: 'paid' },
  order_status: 'pending',
  cancel_request: false,
};

function renderPage() {
  return render(
    <MemoryRouter>
      <OrdersPage />
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
    expect(await screen.findByText('A cancel request already exists')).toBeTruthy();
  });
});

describe('canRequestCancel', () => {
  const base = { cancel_request: false } as Order;
  it('only while neither completed nor cancelled and no request exists', () => {
    expect(canRequestCancel({ ...base, order_status: 'pending' })).toBe(true);
    expect(canRequestCancel({ ...base, order_status: 'in progress' })).toBe(true);
    expect(canRequestCancel({ ...base, order_status: 'completed' })).toBe(false);
    expect(canRequestCancel({ ...base, order_status: 'cancelled' })).toBe(false);
    expect(canRequestCancel({ ...base, order_status: 'pending', cancel_request: true })).toBe(false);
  });
});
