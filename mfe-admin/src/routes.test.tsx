import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@market/router';
import { BrandProvider } from '@market/ui';
import AdminRoutes from './routes';

const TITLES: [string, string][] = [
  ['/admin', 'Admin Dashboard | Acme'],
  ['/admin/orders', 'All Orders (Admin) | Acme'],
  ['/admin/orders/o1', 'Order Details (Admin) | Acme'],
  ['/admin/coupons', 'Manage Coupons | Acme'],
  ['/admin/services', 'Admin Services | Acme'],
  ['/admin/add-service', 'Add Service | Acme'],
  ['/admin/services/edit/s1', 'Edit Service | Acme'],
  ['/admin/blogs', 'Admin Blogs | Acme'],
  ['/admin/add-blog', 'Add Blog | Acme'],
  ['/admin/blogs/edit/b1', 'Edit Blog | Acme'],
  ['/admin/galleries', 'Admin Galleries | Acme'],
  ['/admin/add-gallery', 'Add Gallery | Acme'],
];

beforeEach(() => {
  // Every load fails: the title must not wait for the page's data.
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 503,
    text: async () => JSON.stringify({ message: 'down' }),
  })) as unknown as typeof fetch;
  document.title = 'Acme';
});

describe('admin tab titles', () => {
  it.each(TITLES)('%s has its own title', async (path, title) => {
    const { unmount } = render(
      <BrandProvider brand="Acme">
        <MemoryRouter initialEntries={[path]}>
          <AdminRoutes />
        </MemoryRouter>
      </BrandProvider>,
    );
    await waitFor(() => expect(document.title).toBe(title));
    unmount();
  });

  it('no two admin screens share a title', () => {
    expect(new Set(TITLES.map(([, title]) => title)).size).toBe(TITLES.length);
  });
});
