import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, BUYER, renderAt } from '@/test-utils';
import { SiteHeader } from './site-header';

// The unread badge is the messaging remote's; the header's links do not depend on it.
jest.mock('./messages-badge', () => ({ MessagesBadge: () => null }));

function linkHrefs(nav: HTMLElement): (string | null)[] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('SiteHeader', () => {
  it('gives a visitor exactly Home, Services, Blog, About, Sign In and Sign Up', () => {
    renderAt('/', <SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkHrefs(nav)).toEqual(['/', '/services', '/blog', '/about', '/auth/sign-in', '/auth/sign-up']);
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(within(nav).queryByRole('search')).toBeNull();
  });

  it('gives a buyer the search box, messages, own profile, settings, orders and Logout', () => {
    renderAt('/service-list', <SiteHeader />, { user: BUYER });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('search')).toBeTruthy();
    expect(within(nav).getByRole('searchbox', { name: 'Search services' })).toBeTruthy();
    expect(linkHrefs(nav)).toEqual(['/messages', `/profile/${BUYER.id}`, '/settings', '/orders']);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(nav).queryByText(/billing/i)).toBeNull();
  });

  it('gives an admin the dashboard, the create and manage pages, own profile, settings and messages', async () => {
    renderAt('/admin', <SiteHeader />, { user: ADMIN });
    // The admin bar loads on demand; until then an empty frame stands in.
    await screen.findByRole('link', { name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Create' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Manage' }));
    expect(linkHrefs(nav)).toEqual([
      '/admin',
      '/admin/add-service',
      '/admin/add-blog',
      '/admin/add-gallery',
      '/admin/services',
      '/admin/blogs',
      '/admin/galleries',
      '/admin/orders',
      '/admin/coupons',
      `/admin/profile/${ADMIN.id}`,
      '/admin/settings',
      '/messages',
    ]);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(nav).queryByRole('search')).toBeNull();
  });
});
