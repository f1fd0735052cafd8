import { act, screen, waitFor } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { CATALOGS, render } from '@/test-utils';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from '@market/router';
import { authStore } from '@market/api-client';
import type { Service } from '../api/services';
import { resultCount, ServiceResults } from './service-results';

function service(n: number): Service {
  return {
    _id: `s${n}`,
    title: `Service ${n}`,
    userId: 'a1',
    desc: '',
    description: '',
    shortTitle: `Service ${n}`,
    shortDesc: 'Short',
    category: 'business',
    subCategory: 'business-plan',
    coverImage: '/uploads/x.png',
    otherImages: [],
    features: [],
    averageStars: 4,
    starNumber: 1,
    packages: [{ name: 'basic', desc: '', deliveryTime: 3, revisionNumber: 1 }],
    createdAt: '2026-01-01T00:00:00Z',
  };
}

/** Answers `count` services of a catalogue of `total`, and records the requested URLs. */
function serve(total: number, count = 12, ok = true, capped = false) {
  const fetchMock = jest.fn(async () =>
    ok
      ? ({
          ok: true,
          status: 200,
          headers: new Headers({
            'X-Total-Count': String(total),
            ...(capped ? { 'X-Total-Count-Capped': 'true' } : {}),
          }),
          text: async () => JSON.stringify(Array.from({ length: count }, (_, i) => service(i))),
        } as unknown as Response)
      : ({
          ok: false,
          status: 500,
          headers: new Headers(),
          text: async () => '{"message":"Request failed (500)"}',
        } as unknown as Response),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return () =>
    fetchMock.mock.calls.map((call) => new URL(String((call as unknown[])[0]), 'http://x').searchParams);
}

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ServiceResults base={{ category: 'business' }} emptyText="No services found for this category." />
      <Location />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeAll(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => act(() => authStore.clear()));

it('asks the API for the sort, filters and page of the URL, and shows the count and pages', async () => {
  const requests = serve(30);
  renderAt('/services?category=business&sort=rating&maxDelivery=7&page=2');
  await screen.findByText('Showing 13–24 of 30 services');
  const sent = requests()[0];
  expect(Object.fromEntries(sent)).toEqual({
    category: 'business',
    sort: 'rating',
    maxDelivery: '7',
    page: '2',
    limit: '12',
  });
  expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'rating');
  expect(screen.getByLabelText('Delivery time')).toHaveProperty('value', '7');
  screen.getByRole('navigation', { name: 'Pages' });
  expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
    '/services?category=business&sort=rating&maxDelivery=7&page=3',
  );
});

it('writes a change into the URL, back to page 1, and back/forward restore the list', async () => {
  const requests = serve(30);
  const user = userEvent.setup();
  renderAt('/services?category=business&page=2');
  await screen.findByText('Showing 13–24 of 30 services');
  await user.selectOptions(screen.getByLabelText('Delivery time'), '3');
  expect(location()).toBe('?category=business&maxDelivery=3');
  await waitFor(() => expect(requests().at(-1)?.get('maxDelivery')).toBe('3'));
  expect(requests().at(-1)?.get('page')).toBe('1');

  await user.click(await screen.findByRole('link', { name: 'Page 2' }));
  expect(location()).toBe('?category=business&maxDelivery=3&page=2');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(location()).toBe('?category=business&maxDelivery=3');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(location()).toBe('?category=business&page=2');
  expect(screen.getByLabelText('Delivery time')).toHaveProperty('value', '');
  await screen.findByText('Showing 13–24 of 30 services');
});

it('offers price sorts and the price range only to signed-in users', async () => {
  serve(5, 5);
  const user = userEvent.setup();
  renderAt('/services?category=business&minPrice=10');
  await screen.findByText('Showing 1–5 of 5 services');
  expect(screen.queryByLabelText('Min price ($)')).toBeNull();
  expect(screen.queryByRole('option', { name: 'Price: low to high' })).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

  act(() => authStore.set({ _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false }));
  expect(screen.getByLabelText('Min price ($)')).toHaveProperty('value', '10');
  await user.type(screen.getByLabelText('Max price ($)'), '99.999');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(location()).toBe('?category=business&minPrice=10&maxPrice=100');
  await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
  expect(location()).toBe('?category=business&sort=price&minPrice=10&maxPrice=100');
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(location()).toBe('?category=business');
});

it('shows the empty text, a page past the end, and a failure with Try again', async () => {
  serve(0, 0);
  const { unmount } = renderAt('/services?category=business');
  await screen.findByText('No services found for this category.');
  unmount();

  serve(30, 0);
  const past = renderAt('/services?category=business&page=9');
  await screen.findByText(/This page is past the last one/);
  past.unmount();

  serve(0, 0, false);
  const user = userEvent.setup();
  renderAt('/services?category=business');
  await screen.findByText('Failed to load services. Please try again.');
  serve(1, 1);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByText('Showing 1 service');
});

it('tells a count the API stopped at as a floor, with pages up to it', async () => {
  serve(1000, 12, true, true);
  renderAt('/services?category=business');
  await screen.findByText('Showing 1–12 of 1,000+ services');
  screen.getByRole('link', { name: 'Page 84' });
});

it('goes on past a capped count while the pages come back full, and never shows a range past its total', async () => {
  serve(1000, 12, true, true);
  renderAt('/search?query=logo&page=85');
  await screen.findByText('Showing 1,009–1,020 of 1,020+ services');
  expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/search?query=logo&page=86');
});

it('counts one service, or the last one of a page, without a range of one, in the reader’s language', () => {
  const en = createIntl({ locale: 'en', messages: CATALOGS.en });
  expect(resultCount(en, 1, 1, 1)).toBe('Showing 1 service');
  expect(resultCount(en, 25, 25, 25)).toBe('Showing 25 of 25 services');
  expect(resultCount(en, 13, 24, 1000, true)).toBe('Showing 13–24 of 1,000+ services');
  const de = createIntl({ locale: 'de', messages: CATALOGS.de });
  expect(resultCount(de, 13, 24, 1000, true)).toBe('13–24 von 1.000+ Services');
  expect(resultCount(de, 1, 1, 1)).toBe('1 Service');
  const ar = createIntl({ locale: 'ar', messages: CATALOGS.ar });
  expect(resultCount(ar, 1, 12, 30)).toBe('عرض 1–12 من 30 خدمة');
});
