import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@market/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { authStore } from '@market/api-client';
import { staffUser } from '@/shared/lib/staff-user';
import { fakeRealtime, liveOrder } from '@market/remotes/testing';
import { mockFetch } from '@market/ui/testing';
import { toast } from '@market/ui';
import { IntlProvider } from 'react-intl';
import en from '@/i18n/en.json';
import { AdminOrderDetailPage } from './order-detail-page';

const downloadOrderInvoice = jest.fn(async () => undefined);
jest.mock('../api/invoice-remote', () => ({
  loadOrderDocuments: async () => ({ downloadInvoice: downloadOrderInvoice }),
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const ORDER = {
  _id: 'o-1',
  createdAt: '2026-03-02T10:00:00Z',
  user: { id: 'u-1', name: 'buyer', email: 'b@example.com', phone: '+1 555' },
  service: { name: 'Logo design', type: 'basic', price: 40 },
  payment: { method: 'paypal', transactionId: 'CAP-1', status: 'paid' },
  order_status: 'pending',
  cancel_request: false,
};

function answer(status: number, body: unknown) {
  return { ok: status < 400, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) };
}

/** Who the assignee picker offers (GET /api/staff/assignees). */
const ASSIGNEES = [
  { _id: 'owner1', username: 'owner', role: 'owner' },
  { _id: 's-2', username: 'studio', role: 'fulfilment' },
];

/** GET answers the order (and the assignee list); each PUT takes the next queued answer. */
function mockApi(get: ReturnType<typeof answer>, puts: ReturnType<typeof answer>[] = []) {
  const sent: unknown[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((!init?.method || init.method === 'GET') && String(input).includes('/staff/assignees'))
      return answer(200, ASSIGNEES);
    if (!init?.method || init.method === 'GET') return get;
    sent.push(init.body ? JSON.parse(String(init.body)) : `${init.method} ${String(input)}`);
    return puts.shift() ?? answer(500, {});
  }) as unknown as typeof fetch;
  return sent;
}

const statusButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderPage() {
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter initialEntries={['/admin/orders/o-1']}>
        <Routes>
          <Route path="/admin/orders/:id" element={<AdminOrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('AdminOrderDetailPage', () => {
  let failure: jest.SpyInstance;
  beforeEach(() => {
    failure = jest.spyOn(toast, 'error');
    authStore.set(staffUser('owner'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => authStore.clear());
  });

  it("shows the server's message, or 'Failed to load order.', in place of the page", async () => {
    mockApi(answer(404, { statusCode: 404, message: 'Order not found' }));
    renderPage();
    await screen.findByText('Order not found');
  });

  it("falls back to 'Failed to load order.'", async () => {
    mockApi(answer(502, 'Bad gateway'));
    renderPage();
    await screen.findByText('Failed to load order.');
  });

  it('lets a fulfilment member take the order, but shows no Refund and no cancel answers', async () => {
    authStore.set(staffUser('fulfilment'));
    const paid = {
      ...ORDER,
      cancellation: { status: 'pending', reason: null, response: null, resolvedAt: null },
    };
    const sent = mockApi(answer(200, paid), [
      answer(200, { ...paid, assignee: { _id: 'fulfilment1', username: 'fulfilment' } }),
    ]);
    renderPage();
    await screen.findByText('Logo design');
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    screen.getByRole('button', { name: 'Mark as completed' });
    within(screen.getByTestId('assignee')).getByText('Not assigned');
    fireEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => within(screen.getByTestId('assignee')).getByText('me'));
    expect(sent).toEqual([{ staffId: 'fulfilment1' }]);
  });

  it('lets an owner give the order to any staff member who may work orders, from a picker', async () => {
    const success = jest.spyOn(toast, 'success');
    const sent = mockApi(answer(200, ORDER), [
      answer(200, { ...ORDER, assignee: { _id: 's-2', username: 'studio' } }),
      answer(200, { ...ORDER, assignee: null }),
    ]);
    renderPage();
    const picker = (await screen.findByLabelText('Assign to')) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'Nobody',
      'owner (Owner)',
      'studio (Fulfilment)',
    ]);
    expect(picker.value).toBe('');
    fireEvent.change(picker, { target: { value: 's-2' } });
    await waitFor(() => within(screen.getByTestId('assignee')).getByText('studio', { selector: 'strong' }));
    expect(success).toHaveBeenLastCalledWith('Assigned to studio');
    expect(picker.value).toBe('s-2');
    fireEvent.change(picker, { target: { value: '' } });
    await waitFor(() => within(screen.getByTestId('assignee')).getByText('Not assigned'));
    expect(success).toHaveBeenLastCalledWith('Unassigned');
    expect(sent).toEqual([{ staffId: 's-2' }, { staffId: null }]);
  });

  it('shows a finance member the Refund but no status buttons and no assigning', async () => {
    authStore.set(staffUser('finance'));
    mockApi(answer(200, { ...ORDER, assignee: { _id: 'x', username: 'studio' } }));
    renderPage();
    await screen.findByText('Logo design');
    screen.getByRole('button', { name: 'Refund' });
    expect(screen.queryByRole('button', { name: /^Mark as / })).toBeNull();
    within(screen.getByTestId('assignee')).getByText('studio');
    expect(within(screen.getByTestId('assignee')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('assignee')).queryByRole('combobox')).toBeNull();
  });

  it('sets a status with the four buttons and reports a response without an order', async () => {
    const sent = mockApi(answer(200, ORDER), [
      answer(200, { order: { ...ORDER, order_status: 'in progress' } }),
      answer(200, {}),
    ]);
    renderPage();
    await screen.findByText('Logo design');
    expect(screen.getAllByRole('button', { name: /^Mark as / }).map((button) => button.textContent)).toEqual([
      'Mark as pending',
      'Mark as in progress',
      'Mark as completed',
      'Mark as cancelled',
    ]);
    const success = jest.spyOn(toast, 'success');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as in progress' }));
    await screen.findByText('in progress', { selector: '.badge' });
    expect(success).toHaveBeenCalledWith('Order marked as in progress.');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(failure).toHaveBeenLastCalledWith('Invalid response from server'));
    await waitFor(() => expect(statusButton('Mark as completed').disabled).toBe(false));
    screen.getByText('in progress', { selector: '.badge' });
    expect(sent).toEqual([{ newStatus: 'in progress' }, { newStatus: 'completed' }]);
  });

  it("shows the server's refusal or 'Failed to update status'", async () => {
    mockApi(answer(200, ORDER), [
      answer(500, 'oops'),
      answer(400, { statusCode: 400, message: 'Refund failed at the provider' }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(failure).toHaveBeenLastCalledWith('Failed to update status'));
    await waitFor(() => expect(statusButton('Mark as in progress').disabled).toBe(false));
    fireEvent.click(statusButton('Mark as in progress'));
    await waitFor(() => expect(failure).toHaveBeenLastCalledWith('Refund failed at the provider'));
    await waitFor(() => expect(statusButton('Mark as in progress').disabled).toBe(false));
  });

  it('asks before cancelling a paid order, saying it will be refunded', async () => {
    const sent = mockApi(answer(200, ORDER), [
      answer(200, {
        order: { ...ORDER, order_status: 'cancelled', payment: { ...ORDER.payment, status: 'refunded' } },
      }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as cancelled' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'This order was paid ($40.00 through PayPal). Refund it as you cancel it?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as cancelled' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel and refund' }),
    );
    await screen.findByText('refunded', { selector: '.badge' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ newStatus: 'cancelled' }]);
  });

  it('may cancel a paid order without a refund when the admin chooses so', async () => {
    const sent = mockApi(answer(200, ORDER), [
      answer(200, { order: { ...ORDER, order_status: 'cancelled' } }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as cancelled' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Refund $40.00 in full') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Cancel without refund'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel without refund' }));
    await screen.findByText('cancelled', { selector: '.badge' });
    expect(sent).toEqual([{ newStatus: 'cancelled', refund: false }]);
  });

  it('keeps a refunded order cancelled: only "Mark as cancelled" stays enabled', async () => {
    mockApi(
      answer(200, { ...ORDER, order_status: 'cancelled', payment: { ...ORDER.payment, status: 'refunded' } }),
    );
    renderPage();
    await screen.findByText('This order was refunded: it stays cancelled.');
    for (const name of ['Mark as pending', 'Mark as in progress', 'Mark as completed'])
      expect(statusButton(name).disabled).toBe(true);
    expect(statusButton('Mark as cancelled').disabled).toBe(false);
  });

  it("shows a waiting cancel request with the buyer's reason; approves it after confirming", async () => {
    const success = jest.spyOn(toast, 'success');
    const pending = {
      ...ORDER,
      cancel_request: true,
      cancellation: { status: 'pending', reason: 'Ordered twice', response: null, resolvedAt: null },
    };
    const sent = mockApi(answer(200, pending), [
      answer(200, {
        order: {
          ...pending,
          order_status: 'cancelled',
          payment: { ...ORDER.payment, status: 'refunded' },
          cancellation: { ...pending.cancellation, status: 'approved', resolvedAt: 'x' },
        },
      }),
    ]);
    renderPage();
    await screen.findByText('Reason: Ordered twice');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The order is cancelled and $40.00 refunded in full to the buyer.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Cancel request approved: the order is cancelled.'),
    );
    expect(sent).toEqual(['PUT /api/orders/o-1/cancel-request/approve']);
    await waitFor(() => expect(screen.queryByText('Reason: Ordered twice')).toBeNull());
    screen.getByText('cancelled', { selector: '.badge' });
  });

  it('declines a cancel request only with a message to the buyer', async () => {
    const pending = {
      ...ORDER,
      cancel_request: true,
      cancellation: { status: 'pending', reason: null, response: null, resolvedAt: null },
    };
    const sent = mockApi(answer(200, pending), [
      answer(200, {
        order: {
          ...pending,
          cancellation: { ...pending.cancellation, status: 'declined', response: 'Already delivered' },
        },
      }),
    ]);
    renderPage();
    await screen.findByText('No reason given.');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await within(dialog).findByText('A message to the buyer is required');
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Message to the buyer'), {
      target: { value: ' Already delivered ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await screen.findByText(/Your message: Already delivered/);
    expect(sent).toEqual([{ message: 'Already delivered' }]);
  });

  it('asks before completing an order whose cancel request waits: answer it first, or complete anyway', async () => {
    const pending = {
      ...ORDER,
      order_status: 'in progress',
      cancel_request: true,
      cancellation: { status: 'pending', reason: 'Too late', response: null, resolvedAt: null },
    };
    const sent = mockApi(answer(200, pending), [
      answer(200, { order: { ...pending, order_status: 'completed' } }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as completed' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'This order has a cancel request waiting: answer it first, or complete anyway.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Answer it first' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete anyway' }));
    await waitFor(() => expect(sent).toEqual([{ newStatus: 'completed' }]));
    await screen.findByText('completed', { selector: '.badge' });
  });

  it('downloads the invoice of the shown order', async () => {
    mockApi(answer(200, ORDER));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloadOrderInvoice).toHaveBeenCalledWith(ORDER));
    await screen.findByRole('button', { name: 'Download PDF' });
  });

  describe('live', () => {
    const { module: realtime, listeners, announce } = fakeRealtime();

    beforeEach(() => {
      jest.mocked(loadRemote).mockResolvedValue(realtime);
      authStore.set({ ...staffUser('owner', 'a-1'), username: 'boss' });
    });
    afterEach(() => act(() => authStore.clear()));

    // What a live order page does (and does not) is tested with useLiveOrder; here, that this page is one.
    it('reloads the order when it moves', async () => {
      const order = liveOrder('/api/orders/admin/o-1', ORDER);
      mockFetch(order.answers);
      renderPage();
      await screen.findByText('Logo design');
      await waitFor(() => expect(listeners.size).toBe(1));
      expect(order.reads()).toBe(1);
      expect(statusButton('Mark as pending').getAttribute('aria-pressed')).toBe('true');

      order.change({ ...ORDER, order_status: 'completed' });
      announce({ _id: 'o-1', stage: 'completed', step: 'accepted' });
      await waitFor(() =>
        expect(statusButton('Mark as completed').getAttribute('aria-pressed')).toBe('true'),
      );
      expect(order.reads()).toBe(2);
    });
  });
});
