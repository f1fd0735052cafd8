import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render, testService } from '@/test-utils';
import { MemoryRouter } from '@market/router';
import { authStore } from '@market/api-client';
import { ServerPage, ServerPageContext, toast } from '@market/ui';
import { mockFetch, ToastProbe } from '@market/ui/testing';
import { ServiceDetailPage } from './service-detail-page';

jest.mock('@market/remotes', () => ({
  ...jest.requireActual<object>('@market/remotes'),
  RemotePaymentChooser: () => null,
}));

const SERVICE = testService();

const OWN_REVIEW = {
  _id: 'r1',
  serviceId: 's1',
  star: 4,
  desc: 'Great logo',
  username: 'buyer',
  userImage: null,
  country: null,
  userId: 'u1',
  createdAt: '2026-02-01T00:00:00Z',
};

function renderPage() {
  authStore.set({ _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false });
  return render(
    <MemoryRouter>
      <ServiceDetailPage id="s1" subcategory="logo-design" />
      <ToastProbe />
    </MemoryRouter>,
  );
}

async function postReview() {
  fireEvent.change(await screen.findByLabelText('Rating'), { target: { value: '4' } });
  fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Great logo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
}

afterEach(() => {
  authStore.clear();
  act(() => toast.clearAll());
});

describe('ServiceDetailPage reviews', () => {
  it('after posting, the form goes away and the star figures at the top update at once', async () => {
    let reviewed = false;
    mockFetch({
      'GET /api/services/single-service/s1': () => ({
        body: reviewed ? { ...SERVICE, averageStars: 4, starNumber: 1 } : SERVICE,
      }),
      'GET /api/reviews/s1': () => ({ body: reviewed ? [OWN_REVIEW] : [] }),
      'GET /api/orders/iseligible': () => ({ body: { eligible: true } }),
      'POST /api/reviews': () => {
        reviewed = true;
        return { status: 201, body: OWN_REVIEW };
      },
    });
    renderPage();
    await screen.findByText('(0)');
    await postReview();

    await screen.findByText('(1)');
    screen.getAllByText('4.0');
    await screen.findByText('Great logo');
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    screen.getByRole('button', { name: 'Delete' });
    expect(screen.getByTestId('toasts').textContent).toContain('Review submitted successfully!');
  });

  it('a refused review shows the server reason, not the generic error', async () => {
    mockFetch({
      'GET /api/services/single-service/s1': () => ({ body: SERVICE }),
      'GET /api/reviews/s1': () => ({ body: [] }),
      'GET /api/orders/iseligible': () => ({ body: { eligible: true } }),
      'POST /api/reviews': () => ({
        status: 409,
        body: { statusCode: 409, message: 'You have already reviewed this service', error: 'Conflict' },
      }),
    });
    renderPage();
    await postReview();
    await waitFor(() =>
      expect(screen.getByTestId('toasts').textContent).toContain('You have already reviewed this service'),
    );
    expect(screen.getByTestId('toasts').textContent).not.toContain('An error occurred while submitting');
  });

  it("asks before deleting one's own review; backing out keeps it", async () => {
    let deleted = false;
    mockFetch({
      'GET /api/services/single-service/s1': () => ({ body: SERVICE }),
      'GET /api/reviews/s1': () => ({ body: deleted ? [] : [OWN_REVIEW] }),
      'GET /api/orders/iseligible': () => ({ body: { eligible: true } }),
      'DELETE /api/reviews/r1': () => {
        deleted = true;
        return { body: { message: 'Review deleted' } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Are you sure you want to delete your review?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('toasts').textContent).toContain('Review deleted successfully!'),
    );
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.queryByText('Great logo')).toBeNull());
  });
});

describe('ServiceDetailPage', () => {
  const noReviews = { 'GET /api/reviews/s1': { body: [] } };

  it('shows the service with its category links, its non-empty features, and switches the media', async () => {
    mockFetch({
      ...noReviews,
      'GET /api/services/single-service/s1': {
        body: {
          ...SERVICE,
          otherImages: ['/second.png', '/clip.mp4'],
          features: ['Source files', ' ', 'Vector'],
        },
      },
    });
    render(
      <MemoryRouter>
        <ServiceDetailPage id="s1" subcategory="logo-design" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByRole('heading', { name: 'I will design a logo' });
    expect(screen.getByRole('link', { name: 'Graphics & Design' }).getAttribute('href')).toBe(
      '/graphics-design',
    );
    expect(screen.getByRole('link', { name: 'Logo Design' }).getAttribute('href')).toBe(
      '/graphics-design/logo-design',
    );
    const featureList = screen.getByRole('heading', { name: 'Features' }).nextElementSibling as HTMLElement;
    const features = within(featureList)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(features).toEqual(['Source files', 'Vector']);
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toContain('c.png');
    fireEvent.click(screen.getByRole('button', { name: 'Show media 3' }));
    expect(screen.getByLabelText('Logo').tagName).toBe('VIDEO');
  });

  it('is the not-found screen for a service that does not exist', async () => {
    mockFetch(noReviews);
    render(
      <MemoryRouter>
        <ServiceDetailPage id="s1" subcategory="logo-design" />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Oops! Page Not Found' });
  });

  it('says when the service cannot be loaded, and Try again loads it', async () => {
    let failing = true;
    mockFetch({
      ...noReviews,
      'GET /api/services/single-service/s1': () =>
        failing ? { status: 502, body: { message: 'Bad gateway' } } : { body: SERVICE },
    });
    render(
      <MemoryRouter>
        <ServiceDetailPage id="s1" subcategory="logo-design" />
      </MemoryRouter>,
    );
    await screen.findByText('Failed to load this service. Please try again.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'I will design a logo' });
  });

  it("German: the category badges and the breadcrumb search engines read name them in the page's language", async () => {
    mockFetch({ ...noReviews, 'GET /api/services/single-service/s1': { body: SERVICE } });
    const page = new ServerPage();
    // The head a server render would send, taken as the page renders (the same hook declares both).
    const Head = ({ children }: { children: ReactNode }) => (
      <ServerPageContext.Provider value={page}>
        <MemoryRouter>{children}</MemoryRouter>
      </ServerPageContext.Provider>
    );
    render(<ServiceDetailPage id="s1" subcategory="logo-design" />, { locale: 'de', wrapper: Head });
    await screen.findByRole('heading', { name: 'I will design a logo' });
    expect(screen.getByRole('link', { name: 'Grafik & Design' }).getAttribute('href')).toBe(
      '/graphics-design',
    );
    expect(screen.getByRole('link', { name: 'Logo-Design' }).getAttribute('href')).toBe(
      '/graphics-design/logo-design',
    );
    expect(screen.queryByText('Graphics & Design')).toBeNull();
    const [breadcrumb, service] = page.head?.jsonLd?.({ brand: 'Gigly', origin: 'https://gigly.test' }) as [
      { itemListElement: { name: string }[] },
      { category: string },
    ];
    expect(breadcrumb.itemListElement.map((crumb) => crumb.name)).toEqual([
      'Startseite',
      'Grafik & Design',
      'Logo-Design',
      'I will design a logo',
    ]);
    expect(service.category).toBe('Grafik & Design > Logo-Design');
  });
});
