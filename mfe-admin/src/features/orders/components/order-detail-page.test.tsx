import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from '@market/ui';
import { downloadOrderInvoice } from '../api/invoice-remote';
import { AdminOrderDetailPage } from './order-detail-page';

jest.mock('../api/invoice-remote', () => ({ downloadOrderInvoice: jest.fn(async () => undefined) }));

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

/** GET answers the order; each PUT takes the next queued answer. */
function mockApi(get: ReturnType<typeof answer>, puts: ReturnType<typeof answer>[] = []) {
  const sent: unknown[] = [];
  globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') return get;
    sent.push(JSON.parse(String(init.body)));
    return puts.shift() ?? answer(500, {});
  }) as unknown as typeof fetch;
  return sent;
}

const statusButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/admin/orders/o-1']}>
      <Routes>
        <Route path="/admin/orders/:id" element={<AdminOrderDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AdminOrderDetailPage', () => {
  let failure: jest.SpyInstance;
  beforeEach(() => {
    failure = jest.spyOn(toast, 'error');
  });
  afterEach(() => jest.restoreAllMocks());

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
    fireEvent.click(screen.getByRole('button', { name: 'Mark as in progress' }));
    await screen.findByText('in progress', { selector: '.badge' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(failure).toHaveBeenLastCalledWith('Invalid response from server'));
    await waitFor(() => expect(statusButton('Mark as completed').disabled).toBe(false));
    expect(screen.getByText('in progress', { selector: '.badge' })).toBeTruthy();
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
    expect(dialog.textContent).toContain('refunds $40.00 to the customer through PayPal');
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

  it('downloads the invoice of the shown order', async () => {
    mockApi(answer(200, ORDER));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloadOrderInvoice).toHaveBeenCalledWith(ORDER));
    await screen.findByRole('button', { name: 'Download PDF' });
  });
});
