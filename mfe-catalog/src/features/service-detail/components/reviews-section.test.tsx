import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/test-utils';
import { MemoryRouter } from '@market/router';
import { authStore, type AuthUser } from '@market/api-client';
import { toast } from '@market/ui';
import { mockFetch, type FetchAnswers, ToastProbe } from '@market/ui/testing';
import { ReviewsSection } from './reviews-section';

const BUYER: AuthUser = { _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false };
const ADMIN: AuthUser = { _id: 'a1', id: 'a1', username: 'admin', isAdmin: true };

function review(id: string, desc: string, createdAt: string, userId = 'u2') {
  return {
    _id: id,
    serviceId: 's1',
    star: 5,
    desc,
    username: `user-${id}`,
    userImage: null,
    country: null,
    userId,
    createdAt,
  };
}
const OLDER = review('r1', 'Quick and clean', '2026-01-01T00:00:00Z');
const NEWER = review('r2', 'Would hire again', '2026-02-01T00:00:00Z');

function renderSection(user: AuthUser | null, answers: FetchAnswers) {
  if (user) authStore.set(user);
  else authStore.clear();
  const calls = mockFetch(answers);
  const onChange = jest.fn();
  render(
    <MemoryRouter>
      <ReviewsSection serviceId="s1" onChange={onChange} />
      <ToastProbe />
    </MemoryRouter>,
  );
  return { calls, onChange };
}

const toasts = () => screen.getByTestId('toasts').textContent;

afterEach(() => {
  authStore.clear();
  act(() => toast.clearAll());
});

describe('ReviewsSection', () => {
  it('shows a visitor the reviews newest first and asks them to sign in to review', async () => {
    renderSection(null, { 'GET /api/reviews/s1': { body: [OLDER, NEWER] } });
    expect(screen.getByRole('status').textContent).toBe('Loading reviews…');
    await screen.findByText('Would hire again');
    const texts = screen.getAllByText(/Quick and clean|Would hire again/).map((node) => node.textContent);
    expect(texts).toEqual(['Would hire again', 'Quick and clean']);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/sign-in');
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('tells a buyer without a paid order how to earn a review, and says when there is none', async () => {
    renderSection(BUYER, {
      'GET /api/reviews/s1': { body: [] },
      'GET /api/orders/iseligible?serviceId=s1': { body: { eligible: false } },
    });
    await screen.findByText('No reviews yet.');
    screen.getByText('Complete an order of this service to leave a review.');
  });

  it('says nothing about reviewing until the server tells whether the buyer may, then shows the form', async () => {
    let answer: (eligible: boolean) => void = () => undefined;
    renderSection(BUYER, {
      'GET /api/reviews/s1': { body: [] },
      'GET /api/orders/iseligible?serviceId=s1': () =>
        new Promise((resolve) => {
          answer = (eligible) => resolve({ body: { eligible } });
        }),
    });
    await screen.findByText('No reviews yet.');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('Complete an order of this service to leave a review.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    await act(async () => answer(true));
    await screen.findByRole('button', { name: 'Submit Review' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for both a rating and a text, then posts the review and shows it', async () => {
    let posted = false;
    const { calls, onChange } = renderSection(BUYER, {
      'GET /api/reviews/s1': () => ({
        body: posted ? [review('r3', 'Lovely work', '2026-03-01T00:00:00Z', 'u1')] : [],
      }),
      'GET /api/orders/iseligible?serviceId=s1': { body: { eligible: true } },
      'POST /api/reviews': () => {
        posted = true;
        return { status: 201, body: review('r3', 'Lovely work', '2026-03-01T00:00:00Z', 'u1') };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(toasts()).toContain('Please provide both a rating and description'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '  Lovely work  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(toasts()).toContain('Review submitted successfully!'));
    expect(calls.find((call) => call.method === 'POST')?.json).toEqual({
      serviceId: 's1',
      star: 4,
      desc: 'Lovely work',
    });
    await screen.findByText('Lovely work');
    expect(onChange).toHaveBeenCalledTimes(1);
    // One review per buyer: the form goes once theirs is listed.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull());
  });

  it('tells a German buyer in German why the server refused the review', async () => {
    authStore.set(BUYER);
    mockFetch({
      'GET /api/reviews/s1': { body: [] },
      'GET /api/orders/iseligible?serviceId=s1': { body: { eligible: true } },
      'POST /api/reviews': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'REVIEW.DUPLICATE',
          message: 'You have already reviewed this service',
        },
      },
    });
    render(
      <MemoryRouter>
        <ReviewsSection serviceId="s1" onChange={jest.fn()} />
        <ToastProbe />
      </MemoryRouter>,
      { locale: 'de' },
    );
    fireEvent.change(await screen.findByLabelText('Bewertung'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Ihre Bewertung'), { target: { value: 'Gut' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung absenden' }));
    await waitFor(() => expect(toasts()).toContain('Sie haben diese Dienstleistung bereits bewertet'));
    expect(toasts()).not.toContain('You have already reviewed this service');
  });

  it('counts the characters at the field and holds a review over the limit there', async () => {
    const { calls } = renderSection(BUYER, {
      'GET /api/reviews/s1': { body: [] },
      'GET /api/orders/iseligible?serviceId=s1': { body: { eligible: true } },
    });
    const text = await screen.findByLabelText('Your review');
    screen.getByText('0 of 2,000 characters');
    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '4' } });
    fireEvent.change(text, { target: { value: 'x'.repeat(7200) } });
    screen.getByText('7,200 characters: a review may be at most 2,000.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(text, { target: { value: 'Great' } });
    screen.getByText('5 of 2,000 characters');
  });

  it("lets an admin delete someone else's review after confirming", async () => {
    let deleted = false;
    const { onChange } = renderSection(ADMIN, {
      'GET /api/reviews/s1': () => ({ body: deleted ? [] : [OLDER] }),
      'GET /api/orders/iseligible?serviceId=s1': { body: { eligible: false } },
      'DELETE /api/reviews/r1': () => {
        deleted = true;
        return { body: { message: 'Review deleted' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Are you sure you want to delete this review?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toContain('Review deleted successfully!'));
    await screen.findByText('No reviews yet.');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says when the reviews cannot be loaded, and Try again loads them', async () => {
    let failing = true;
    renderSection(null, {
      'GET /api/reviews/s1': () => (failing ? { status: 500, body: { message: 'down' } } : { body: [OLDER] }),
    });
    await screen.findByText('Failed to load the reviews.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Quick and clean');
  });
});
