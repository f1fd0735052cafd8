import { render, screen, waitFor } from '@testing-library/react';
import { authStore, type AuthUser } from '@market/api-client';
import { staffUser } from '@/shared/lib/staff-user';
import type { StaffRole } from '@market/contracts';
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
  ['/admin/staff', 'Staff | Acme'],
  ['/admin/audit', 'Audit log | Acme'],
];

const staff = (role: StaffRole): AuthUser => staffUser(role);

function renderAt(path: string) {
  return render(
    <BrandProvider brand="Acme">
      <MemoryRouter initialEntries={[path]}>
        <AdminRoutes />
      </MemoryRouter>
    </BrandProvider>,
  );
}

beforeEach(() => {
  // Every load fails: the title must not wait for the page's data.
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 503,
    text: async () => JSON.stringify({ message: 'down' }),
  })) as unknown as typeof fetch;
  document.title = 'Acme';
  authStore.set(staff('owner'));
});
afterEach(() => authStore.clear());

describe('admin tab titles', () => {
  it.each(TITLES)('%s has its own title', async (path, title) => {
    const { unmount } = renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
    unmount();
  });

  it('no two admin screens share a title', () => {
    expect(new Set(TITLES.map(([, title]) => title)).size).toBe(TITLES.length);
  });
});

describe('screens by role', () => {
  it.each([
    ['fulfilment', '/admin/coupons'],
    ['fulfilment', '/admin/services/edit/s1'],
    ['fulfilment', '/admin/staff'],
    ['support', '/admin/invoices'],
    ['finance', '/admin/add-blog'],
    ['manager', '/admin/staff'],
  ] as [StaffRole, string][])('a %s member opening %s is told they have no access', (role, path) => {
    authStore.set(staff(role));
    renderAt(path);
    screen.getByRole('heading', { name: "You don't have access to this page" });
  });

  it.each([
    ['fulfilment', '/admin/orders', 'All Orders (Admin) | Acme'],
    ['finance', '/admin/audit', 'Audit log | Acme'],
    ['support', '/admin/blogs', 'Admin Blogs | Acme'],
  ] as [StaffRole, string, string][])('a %s member opens %s', async (role, path, title) => {
    authStore.set(staff(role));
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.queryByRole('heading', { name: "You don't have access to this page" })).toBeNull();
  });
});
