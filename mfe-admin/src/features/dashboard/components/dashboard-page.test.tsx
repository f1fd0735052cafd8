import { act, cleanup, render, screen } from '@testing-library/react';
import { InEnglishRouter } from '@/shared/testing/in-english';
import { authStore } from '@market/api-client';
import { staffUser } from '@/shared/lib/staff-user';
import type { OrderJson } from '@market/contracts';
import { mockFetch, TEST_ORDER } from '@market/ui/testing';
import { DashboardPage } from './dashboard-page';

const ORDER: OrderJson = {
  ...TEST_ORDER,
  service: { ...TEST_ORDER.service, price: 40 },
  cancel_request: true,
};

const shown = (label: string) =>
  document.querySelector(`[data-counter="${label}"] [aria-hidden="true"]`)?.textContent;

describe('DashboardPage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date(2026, 2, 2, 14, 30));
    authStore.set({ ...staffUser('owner', 'a-1'), username: 'boss' });
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    authStore.clear();
  });

  it('shows the revenue panel only with invoices.read, the conversations counter only with messages.staff', async () => {
    authStore.set(staffUser('fulfilment'));
    mockFetch({
      'GET /api/services/count': { body: { totalServices: 3 } },
      'GET /api/orders/count': { body: { ordersCount: 1 } },
      'GET /api/orders/admin/stats': {
        body: {
          recentOrders: [ORDER],
          cancelRequests: [],
          pendingCancelRequests: 0,
          revenueLast30Days: 40,
          paidOrdersLast30Days: 1,
          invoicingSetUp: false,
        },
      },
    });
    render(<DashboardPage />, { wrapper: InEnglishRouter });
    await screen.findByText('Work due');
    expect(screen.queryByText('Revenue (last 30 days)')).toBeNull();
    screen.getByText('Total Conversations');
    cleanup();
    act(() => authStore.set(staffUser('finance')));
    render(<DashboardPage />, { wrapper: InEnglishRouter });
    await screen.findByText('Revenue (last 30 days)');
    expect(screen.queryByText('Total Conversations')).toBeNull();
    screen.getByText('Total Orders');
  });

  it('greets the admin by the hour and counts up to the three totals', async () => {
    mockFetch({
      'GET /api/services/count': { body: { totalServices: 300 } },
      'GET /api/conversations/count': { body: { count: 12 } },
      'GET /api/orders/count': { body: { ordersCount: 1 } },
      'GET /api/orders/admin/stats': {
        body: {
          recentOrders: [ORDER],
          cancelRequests: [ORDER],
          pendingCancelRequests: 1,
          revenueLast30Days: 40,
          paidOrdersLast30Days: 1,
        },
      },
    });
    render(<DashboardPage />, { wrapper: InEnglishRouter });
    screen.getByRole('heading', { level: 1, name: 'Welcome Admin!' });
    screen.getByText('Good afternoon, boss!');
    await act(async () => {
      await Promise.resolve();
    });
    await screen.findByText('Revenue (last 30 days)');
    await act(async () => {
      jest.advanceTimersByTime(50 * 50);
    });
    expect(shown('Total Services')).toBe('150');
    await act(async () => {
      jest.advanceTimersByTime(50 * 50);
    });
    expect(shown('Total Services')).toBe('300');
    expect(shown('Total Conversations')).toBe('12');
    expect(shown('Total Orders')).toBe('1');
    screen.getByText('$40.00', { selector: 'p' });
    const links = screen.getAllByRole('link', { name: /Logo design/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/admin/orders/o1', '/admin/orders/o1']);
    expect(screen.getByRole('link', { name: 'View all cancel requests' }).getAttribute('href')).toBe(
      '/admin/orders?cancelPending=true',
    );
  });

  it('keeps the other counters when one count fails, and says the summary failed', async () => {
    mockFetch({
      'GET /api/services/count': { body: { totalServices: 5 } },
      'GET /api/conversations/count': { status: 500, body: { message: 'boom' } },
      'GET /api/orders/count': { body: { ordersCount: 2 } },
      'GET /api/orders/admin/stats': { status: 500, body: { message: 'boom' } },
    });
    render(<DashboardPage />, { wrapper: InEnglishRouter });
    await screen.findByText('Failed to load the order summary.');
    await act(async () => {
      jest.advanceTimersByTime(50 * 100);
    });
    expect(shown('Total Services')).toBe('5');
    expect(shown('Total Orders')).toBe('2');
    screen.getByText('Unavailable');
  });

  it.each([
    [false, 1],
    [true, 0],
  ])(
    'asks the owner to fill in the invoicing details while they are missing (set up: %s)',
    async (setUp, prompts) => {
      mockFetch({
        'GET /api/orders/admin/stats': {
          body: {
            recentOrders: [],
            cancelRequests: [],
            pendingCancelRequests: 0,
            revenueLast30Days: 0,
            paidOrdersLast30Days: 0,
            invoicingSetUp: setUp,
          },
        },
      });
      render(<DashboardPage />, { wrapper: InEnglishRouter });
      await screen.findByText('Revenue (last 30 days)');
      expect(screen.queryAllByTestId('invoicing-prompt')).toHaveLength(prompts);
      if (setUp) return;
      expect(screen.getByRole('link', { name: 'Invoicing settings' }).getAttribute('href')).toBe(
        '/admin/settings/invoicing',
      );
    },
  );
});
