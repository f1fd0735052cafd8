import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@market/router';
import { authStore } from '@market/api-client';
import { staffUser } from '@/shared/lib/staff-user';
import { mockFetch } from '@market/ui/testing';
import en from '@/i18n/en.json';
import AnalyticsPage from './analytics-page';

// The canvas is drawn by ECharts, which jsdom cannot; the data tables carry the same figures.
jest.mock('./chart', () => ({ Chart: () => null }));

const figures = (visitors: number, net: number) => ({
  from: '2026-03-05',
  to: '2026-03-11',
  visitors,
  pageViews: visitors * 3,
  serviceViews: 40,
  checkouts: 6,
  orders: 4,
  completed: 2,
  revenue: { gross: net + 10, refunds: 10, net, tax: 5, currency: 'usd' },
  conversion: 0.04,
  averageOrderValue: 25,
  couponOrders: 1,
  couponDiscount: 5,
});

const service = (title: string, views: number) => ({
  serviceId: `${title}-id`,
  title,
  views,
  checkouts: 1,
  orders: 1,
  conversion: 0.1,
  revenue: 40,
  rating: null,
  lateRate: 0,
  revisionRate: 0.5,
});

function mockApi() {
  mockFetch({
    'GET /api/analytics/summary': {
      body: { ...figures(100, 90), previous: { ...figures(80, 100), from: '2026-02-26', to: '2026-03-04' } },
    },
    'GET /api/analytics/timeseries': (_, url) => ({
      body: [
        { date: '2026-03-10', value: url.includes('revenue') ? 40 : 1 },
        { date: '2026-03-11', value: 0 },
      ],
    }),
    'GET /api/analytics/services': (_, url) => ({
      headers: { 'X-Total-Count': '2' },
      body: url.includes('sort=views')
        ? [service('Logo', 30), service('Brand', 10)]
        : [service('Brand', 10), service('Logo', 30)],
    }),
    'GET /api/analytics/sources': {
      body: { referrers: [{ domain: '', visitors: 70, orders: 3 }], campaigns: [] },
    },
  });
}

describe('AnalyticsPage', () => {
  beforeEach(() => {
    authStore.set(staffUser('owner', 'a-1'));
    mockApi();
  });
  afterEach(() => {
    cleanup();
    authStore.clear();
  });

  const open = (url = '/admin/analytics?period=7') =>
    render(
      <IntlProvider locale="en" messages={en}>
        <MemoryRouter initialEntries={[url]}>
          <AnalyticsPage />
        </MemoryRouter>
      </IntlProvider>,
    );

  it('shows the tiles with their change, the charts’ data tables, services and sources', async () => {
    open();
    expect(await screen.findAllByText('Up 25% on the period before')).toHaveLength(2);
    expect(screen.getByText('Down 10% on the period before')).toBeTruthy();
    const trend = screen.getByTestId('trend-table');
    expect(within(trend).getByText('$40.00')).toBeTruthy();
    const funnel = screen.getByTestId('funnel-table');
    expect(
      within(funnel)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StepCount', 'Service views40', 'Checkouts6', 'Paid4', 'Completed2']);
    expect(await screen.findByTestId('services-table')).toBeTruthy();
    expect(screen.getByText('Direct or unknown')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(
      /^\/api\/analytics\/export\.csv\?from=\d{4}-\d{2}-\d{2}&to=/,
    );
  });

  it('sorts the services by the column asked for', async () => {
    open();
    const table = await screen.findByTestId('services-table');
    expect(within(table).getAllByRole('row')[1].textContent).toMatch(/^Brand/);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Views' }));
    await screen.findByText(
      (_, element) =>
        element?.getAttribute('aria-sort') === 'descending' && /Views/.test(element.textContent ?? ''),
    );
    const sorted = await screen.findByTestId('services-table');
    await screen.findAllByText('Logo');
    expect(within(sorted).getAllByRole('row')[1].textContent).toMatch(/^Logo/);
  });
});
