import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, BUYER, FULFILMENT, renderAt } from '@/test-utils';
import { SiteHeader } from './site-header';

// The unread badge is the messaging remote's; the header's links do not depend on it.
jest.mock('./messages-badge', () => ({ MessagesBadge: () => null }));
// So is the bell: a stand-in shows where the header puts it.
jest.mock('./notification-bell', () => ({
  NotificationBell: () => <button type="button">Notifications</button>,
}));

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
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
  });

  it('gives a buyer the search box, messages, own profile, settings, orders and Logout', () => {
    renderAt('/service-list', <SiteHeader />, { user: BUYER });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('search');
    within(nav).getByRole('searchbox', { name: 'Search services' });
    expect(linkHrefs(nav)).toEqual(['/messages', `/profile/${BUYER.id}`, '/settings', '/orders']);
    within(nav).getByRole('button', { name: 'Logout' });
    expect(within(nav).queryByText(/billing/i)).toBeNull();
    // The bell stays outside the collapsing menu, so a phone sees it without opening the menu.
    expect(within(nav).queryByRole('button', { name: 'Notifications' })).toBeNull();
    screen.getByRole('button', { name: 'Notifications' });
  });

  it('gives an admin the dashboard, the create and manage pages, own profile, settings and messages', async () => {
    renderAt('/admin', <SiteHeader />, { user: ADMIN });
    // The admin bar loads on demand; until then an empty frame stands in.
    await screen.findByRole('link', { name: 'Dashboard' }, { timeout: 10_000 });
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
      '/admin/invoices',
      '/admin/staff',
      '/admin/audit',
      '/admin/analytics',
      `/admin/profile/${ADMIN.id}`,
      '/admin/settings',
      '/messages',
    ]);
    within(nav).getByRole('button', { name: 'Logout' });
    expect(within(nav).queryByRole('search')).toBeNull();
    screen.getByRole('button', { name: 'Notifications' });
  });

  it('gives a fulfilment member only the screens their role can use', async () => {
    renderAt('/admin', <SiteHeader />, { user: FULFILMENT });
    await screen.findByRole('link', { name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('button', { name: 'Create' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Manage' }));
    expect(linkHrefs(nav)).toEqual([
      '/admin',
      '/admin/orders',
      `/admin/profile/${FULFILMENT.id}`,
      '/admin/settings',
      '/messages',
    ]);
  });
});
