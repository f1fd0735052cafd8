import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@market/api-client';
import { staffUser } from '@/shared/lib/staff-user';
import { MemoryRouter, Route, Routes, useLocation } from '@market/router';
import { toast } from '@market/ui';
import { AdminOrdersPage } from './orders-page';
import { IntlProvider } from 'react-intl';
import en from '@/i18n/en.json';
import { mockFetch, type FetchCall } from '@market/ui/testing';

const order = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  createdAt: '2026-03-02T10:00:00Z',
  user: { id: `user-${id}`, name: 'buyer', email: 'b@example.com', phone: null },
  service: { name: `Service ${id}`, type: 'basic', price: 40 },
  payment: { method: 'stripe', transactionId: null, status: 'paid' },
  order_status: 'pending',
  cancel_request: false,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/orders" element={<AdminOrdersPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </IntlProvider>,
  );
}

/** The count of the orders the default list leaves out: one row asked for, the total in its header. */
const isUnpaidCount = (url: string) => /[?&]limit=1(&|$)/.test(url);

describe('AdminOrdersPage', () => {
  let calls: FetchCall[];
  /** The list's requests as "METHOD url" (not the unpaid count's, nor the shop currency's). */
  const requested = () =>
    calls
      .filter((call) => !isUnpaidCount(call.url) && call.url !== '/api/currencies')
      .map((call) => `${call.method} ${call.url}`);
  /** The unpaid count's requests. */
  const counted = () => calls.filter((call) => isUnpaidCount(call.url)).map((call) => call.url);

  beforeEach(() => {
    authStore.set(staffUser('owner'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => authStore.clear());
  });

  /** The unpaid count: one failed order asked for, seven in all. */
  const UNPAID_COUNT = {
    headers: { 'X-Total-Count': '7' },
    body: [order('u1', { payment: { method: 'stripe', transactionId: null, status: 'failed' } })],
  };

  function mockApi(list: unknown[] | number, remove: number = 200) {
    calls = mockFetch({
      'GET /api/orders/admin': (_, url) => {
        if (isUnpaidCount(url)) return UNPAID_COUNT;
        return typeof list === 'number' ? { status: list, body: { message: 'boom' } } : { body: list };
      },
      'DELETE /api/orders/a1/delete':
        remove === 200
          ? { body: { message: 'Order deleted successfully' } }
          : { status: remove, body: { message: 'Order not found' } },
    });
  }

  it('shows each order with its cancel request as Yes/No', async () => {
    mockApi([order('a1', { cancel_request: true }), order('b2')]);
    renderAt('/admin/orders');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    within(rows[1]).getByText('Yes');
    within(rows[2]).getByText('No');
    expect(within(rows[1]).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/admin/orders/a1',
    );
    expect(requested()).toEqual(['GET /api/orders/admin?limit=50']);
  });

  it('reads the filters from the URL and writes changes back to it', async () => {
    mockApi([]);
    renderAt('/admin/orders?status=completed&cancelRequested=true');
    await screen.findByText('No orders found.');
    expect(requested()).toEqual(['GET /api/orders/admin?status=completed&cancelRequested=true&limit=50']);
    expect((screen.getByLabelText('Order status') as HTMLSelectElement).value).toBe('completed');
    fireEvent.change(screen.getByLabelText('Cancel request'), { target: { value: 'false' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/orders?status=completed&cancelRequested=false',
      ),
    );
    await waitFor(() =>
      expect(requested().at(-1)).toBe(
        'GET /api/orders/admin?status=completed&cancelRequested=false&limit=50',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/orders'));
  });

  it('lists only my orders under "Assigned to me", where a fulfilment member takes one but deletes none', async () => {
    authStore.set(staffUser('fulfilment'));
    mockApi([
      order('a1', { assignee: null }),
      order('b2', { assignee: { _id: 'owner1', username: 'boss' } }),
    ]);
    renderAt('/admin/orders');
    const rows = await screen.findAllByRole('row');
    within(rows[2]).getByText('boss');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(
      within(rows[1])
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Assign to me']);
    fireEvent.click(screen.getByLabelText('Assigned to me'));
    await waitFor(() => expect(requested().at(-1)).toBe('GET /api/orders/admin?assignee=me&limit=50'));
    expect(screen.getByTestId('location').textContent).toBe('/admin/orders?assignee=me');
  });

  it('shows paid orders unless asked for the unpaid ones', async () => {
    mockApi([]);
    renderAt('/admin/orders');
    await screen.findByText('No orders found.');
    expect((screen.getByLabelText('Payment') as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'unpaid' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?payment=unpaid'),
    );
    await waitFor(() => expect(requested().at(-1)).toBe('GET /api/orders/admin?payment=unpaid&limit=50'));
  });

  it('pages through more orders than fit on a page, keeping the page in the URL', async () => {
    const pageOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
    calls = mockFetch({
      'GET /api/orders/admin': (_, url) => {
        if (isUnpaidCount(url)) return { body: [], headers: { 'X-Total-Count': '0' } };
        const page = pageOf(url);
        const size = page < 3 ? 50 : 20;
        const items = Array.from({ length: size }, (_, i) => order(`p${page}-${i}`));
        return { body: items, headers: { 'X-Total-Count': '120' } };
      },
    });
    renderAt('/admin/orders?status=pending');
    await screen.findByText('Orders 1–50 of 120');
    expect(requested()).toEqual(['GET /api/orders/admin?status=pending&limit=50']);
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    within(pager).getByText('Page 1 of 3');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?status=pending&page=2'),
    );
    await screen.findByText('Orders 51–100 of 120');
    expect(requested().at(-1)).toBe('GET /api/orders/admin?status=pending&limit=50&page=2');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('button', { name: 'Next' }),
    );
    await screen.findByText('Orders 101–120 of 120');
    // Another filter starts from its first page.
    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'completed' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?status=completed'),
    );
  });

  it("shows the buyer's name, the date and a short order number instead of raw ids", async () => {
    mockApi([
      order('3f2b8c1e-9a7d-4e21-b6f0-1234567890ab', {
        user: { id: 'user-9', name: 'Bea Buyer', email: 'b@x', phone: null },
      }),
    ]);
    renderAt('/admin/orders');
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByText('#3F2B8C1E').getAttribute('title')).toBe(
      '3f2b8c1e-9a7d-4e21-b6f0-1234567890ab',
    );
    within(row).getByText('Mar 02, 2026');
    expect(within(row).getByText('Bea Buyer').getAttribute('title')).toBe('User ID user-9');
    expect(within(row).queryByText(/user-9/)).toBeNull();
    expect(screen.getByTestId('order-facts').textContent).toBe('Bea Buyer · Mar 02, 2026 · #3F2B8C1E');
  });

  it('says plainly that the default list is paid orders, with the count of the others and a way to them', async () => {
    mockApi([order('a1')]);
    renderAt('/admin/orders?status=pending');
    await screen.findByText('Showing paid orders. 7 orders are awaiting payment or failed.');
    expect(counted()).toEqual(['/api/orders/admin?status=pending&payment=unpaid&limit=1']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/orders?status=pending&payment=all'),
    );
    await waitFor(() => expect(screen.queryByText(/Showing paid orders/)).toBeNull());
  });

  it('says when the orders cannot be fetched', async () => {
    mockApi(500);
    renderAt('/admin/orders');
    await screen.findByText('Failed to fetch orders.');
  });

  it('deletes an order only after the confirmation', async () => {
    const success = jest.spyOn(toast, 'success');
    mockApi([order('a1'), order('b2')]);
    renderAt('/admin/orders');
    const row = (await screen.findAllByRole('row'))[1];
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this order?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requested().some((line) => line.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Order deleted successfully'));
    expect(requested()).toContain('DELETE /api/orders/a1/delete');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("tells the server's reason when a delete fails", async () => {
    const failure = jest.spyOn(toast, 'error');
    mockApi([order('a1')], 404);
    renderAt('/admin/orders');
    fireEvent.click(within((await screen.findAllByRole('row'))[1]).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Order not found'));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
