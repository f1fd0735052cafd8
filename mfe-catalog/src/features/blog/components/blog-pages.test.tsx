import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@/test-utils';
import { MemoryRouter } from '@market/router';
import { formatDate } from '@market/contracts';
import { mockFetch } from '@market/ui/testing';
import { BlogDetailPage } from './blog-detail-page';
import { BlogListPage } from './blog-list-page';

const POST = {
  _id: 'b1',
  title: 'How to brief a designer',
  description: `${'A'.repeat(100)}and the rest of the post`,
  images: ['/uploads/one.png', '/uploads/two.png'],
  createdAt: '2026-02-01T10:00:00.000Z',
};

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

describe('BlogListPage', () => {
  it('shows each post as a card with a 100-character preview, linking to the post', async () => {
    mockFetch({ 'GET /api/blogs?limit=100': { body: [POST] } });
    renderPage(<BlogListPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const title = await screen.findByRole('heading', { name: POST.title });
    expect(title.closest('a')?.getAttribute('href')).toBe('/blog/b1');
    screen.getByText(`${'A'.repeat(100)}...`);
    expect(screen.queryByText(/the rest of the post/)).toBeNull();
  });

  it('says when there are no posts', async () => {
    mockFetch({ 'GET /api/blogs?limit=100': { body: [] } });
    renderPage(<BlogListPage />);
    await screen.findByText('No blogs available.');
  });

  it('says when the posts cannot be fetched', async () => {
    mockFetch({ 'GET /api/blogs?limit=100': { status: 500, body: { message: 'down' } } });
    renderPage(<BlogListPage />);
    await screen.findByText('Failed to fetch blogs. Please try again later.');
  });
});

describe('BlogDetailPage', () => {
  it('shows the post with its date and switches the large image from the thumbnails', async () => {
    mockFetch({ 'GET /api/blogs/b1': { body: POST } });
    renderPage(<BlogDetailPage id="b1" />);
    await screen.findByRole('heading', { name: POST.title });
    expect(screen.getByText(/^[A-Z][a-z]{2} \d{2}, 2026$/).textContent).toBe(formatDate(POST.createdAt));
    const large = () => screen.getByRole('img', { name: POST.title }).getAttribute('src');
    expect(large()).toContain('one');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(large()).toContain('two');
  });

  it('links back to the list of posts', async () => {
    mockFetch({ 'GET /api/blogs/b1': { body: POST } });
    renderPage(<BlogDetailPage id="b1" />);
    await screen.findByRole('heading', { name: POST.title });
    expect(screen.getByRole('link', { name: /All blog posts/ }).getAttribute('href')).toBe('/blog');
  });

  it('is the not-found screen for a post that does not exist', async () => {
    mockFetch({});
    renderPage(<BlogDetailPage id="nope" />);
    await screen.findByRole('heading', { name: 'Oops! Page Not Found' });
  });

  it('says when the post cannot be loaded, and Try again fetches it again', async () => {
    const calls = mockFetch({ 'GET /api/blogs/b1': { status: 503, body: { message: 'down' } } });
    renderPage(<BlogDetailPage id="b1" />);
    await screen.findByText('Failed to load this blog post. Please try again.');
    mockFetch({ 'GET /api/blogs/b1': { body: POST } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: POST.title });
    expect(calls).toHaveLength(1);
  });
});
