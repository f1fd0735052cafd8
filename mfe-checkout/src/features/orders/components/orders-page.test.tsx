import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@market/router';
import { toast, Toaster } from '@market/ui';
import { mockFetch, TEST_ORDER } from '@market/ui/testing';
import { OrdersPage } from './orders-page';

const ORDER = TEST_ORDER;

/** The collapsed 'Unfinished payments' group, opened as a person would. */
async function openUnfinished(): Promise<HTMLElement> {
  const group = await screen.findByRole('group', { name: 'Unfinished payments' });
  fireEvent.click(within(group).getByText('Unfinished payments'));
  return group;
}

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
    await screen.findByText('Failed to fetch your orders.');
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
    await screen.findByText('Cancel request sent.');
    within(rows[1]).getByText('Cancel request pending');
    within(rows[1]).getByRole('button', { name: 'Cancel requested' });
  });

  it('offers Request Cancel only on a paid order, as the server allows (not once refunded)', async () => {
    mockFetch({
      'GET /api/orders': {
        body: [ORDER, { ...ORDER, _id: 'o2', payment: { ...ORDER.payment, status: 'refunded' } }],
      },
    });
    renderPage();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    within(rows[1]).getByRole('button', { name: 'Request Cancel' });
    expect(within(rows[2]).queryByRole('button', { name: 'Request Cancel' })).toBeNull();
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
    await screen.findByText('A cancel request already exists');
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
    within(rows[2]).getByText('Cancel request declined');
    expect(within(rows[2]).queryByRole('button', { name: 'Request Cancel' })).toBeNull();
    within(rows[3]).getByText('Cancel request approved');
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Request Cancel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: ' Wrong package ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Cancel' }));
    await screen.findByText('Cancel request sent.');
    for (const [url, init] of fetchMock.mock.calls)
      if (init?.method === 'PUT') bodies.push([url, JSON.parse(init.body)]);
    expect(bodies).toEqual([['/api/orders/o1/request-cancel', { reason: 'Wrong package' }]]);
  });

  it("shows an unpaid order as 'Awaiting payment', 'Payment failed' or 'Payment cancelled', without Request Cancel", async () => {
    mockFetch({
      'GET /api/orders': {
        body: [
          { ...ORDER, _id: 'o4', payment: { ...ORDER.payment, transactionId: null, status: 'pending' } },
          { ...ORDER, _id: 'o5', payment: { ...ORDER.payment, transactionId: null, status: 'failed' } },
          {
            ...ORDER,
            _id: 'o6',
            payment: { ...ORDER.payment, transactionId: null, status: 'failed', cancelled: true },
          },
        ],
      },
    });
    renderPage();
    const group = await openUnfinished();
    expect(
      within(group)
        .getAllByTestId('unpaid')
        .map((badge) => badge.textContent),
    ).toEqual(['Awaiting payment', 'Payment failed', 'Payment cancelled']);
    // The buyer's own Cancel is not a failure: no red.
    expect(within(group).getAllByText('cancelled', { exact: true })[0].className).toContain('bg-secondary');
    expect(within(group).queryByRole('button', { name: 'Request Cancel' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('completes the payment of an unpaid order on the page the server names', async () => {
    const unpaid = { ...ORDER, payment: { ...ORDER.payment, transactionId: null, status: 'failed' } };
    mockFetch({
      'GET /api/orders': { body: [unpaid] },
      'POST /api/orders/o1/complete-payment': { body: { url: '/api/sandbox/stripe/cs_sandbox_2' } },
    });
    const redirect = jest.fn();
    renderPage(redirect);
    const group = await openUnfinished();
    fireEvent.click(within(group).getByRole('button', { name: 'Complete payment' }));
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
    fireEvent.click(within(await openUnfinished()).getByRole('button', { name: 'Complete payment' }));
    await screen.findByText('Invalid or expired coupon code');
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
    expect(within(table).queryByRole('button', { name: 'Discard' })).toBeNull();
    const group = await openUnfinished();
    fireEvent.click(within(group).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/Discard your unpaid order of Logo design\?/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await screen.findByText('Order discarded.');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Unfinished payments' })).toBeNull());
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('shows the package, the date and a short order number on every row', async () => {
    mockFetch({
      'GET /api/orders': {
        body: [
          {
            ...ORDER,
            _id: '3f2b8c1e-9a7d-4e21-b6f0-1234567890ab',
            service: { ...ORDER.service, type: 'premium' },
          },
        ],
      },
    });
    renderPage();
    const table = await screen.findByRole('table');
    const facts = within(table).getByTestId('order-facts').textContent;
    expect(facts).toBe('premium · Mar 05, 2026 · #3F2B8C1E');
    // The phone cards say the same.
    const cards = screen.getAllByTestId('order-facts');
    expect(cards.map((card) => card.textContent)).toEqual([facts, facts]);
  });

  it('gathers unfinished payments, newest first, under one collapsed group and discards them together', async () => {
    const unpaid = (id: string, day: string, status: string) => ({
      ...ORDER,
      _id: id,
      createdAt: `2026-03-${day}T10:00:00.000Z`,
      payment: { ...ORDER.payment, transactionId: null, status },
    });
    const calls = mockFetch({
      'GET /api/orders': {
        body: [
          unpaid('old', '01', 'failed'),
          ORDER,
          unpaid('new', '09', 'pending'),
          unpaid('mid', '05', 'failed'),
        ],
      },
      'PUT /api/orders/old/discard': { body: {} },
      'PUT /api/orders/new/discard': { body: {} },
      'PUT /api/orders/mid/discard': { body: {} },
    });
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const group = await screen.findByRole('group', { name: 'Unfinished payments' });
    expect((group as HTMLDetailsElement).open).toBe(false);
    within(group).getByText('3');
    const ids = Array.from(group.querySelectorAll('[data-order-id]')).map((el) =>
      el.getAttribute('data-order-id'),
    );
    expect(ids).toEqual(['new', 'mid', 'old']);
    fireEvent.click(within(group).getByRole('button', { name: 'Discard all' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Discard all 3 unfinished payments?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard all' }));
    await screen.findByText('Unfinished payments discarded.');
    expect(screen.queryByRole('group', { name: 'Unfinished payments' })).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      '/api/orders/new/discard',
      '/api/orders/mid/discard',
      '/api/orders/old/discard',
    ]);
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
    within(dialog).getByText(/Ask to cancel your order of Logo design\?/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      (global.fetch as jest.Mock).mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`),
    ).toEqual(['GET /api/orders']);
    within(table).getByRole('button', { name: 'Request Cancel' });
  });
});
