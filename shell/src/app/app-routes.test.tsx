import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@market/router';
import { authStore } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import { ADMIN, BUYER, LocationProbe, WithTestRemotes } from '@/test-utils';
import { AppRoutes } from './app-routes';

function renderApp(path: string, user: typeof BUYER | null) {
  if (user) authStore.set(user);
  else authStore.clear();
  mockFetch({
    'GET /api/galleries': { body: [] },
    'GET /api/auth/providers': { body: { google: true, github: false } },
  });
  render(
    <WithTestRemotes>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </WithTestRemotes>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('shell routing', () => {
  it('shows home to a visitor, with the visitor header', async () => {
    renderApp('/', null);
    await screen.findByRole('heading', { name: 'Find the right freelancer service, right away' });
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/auth/sign-up');
  });

  it('sends a signed-in buyer from / to /service-list and an admin to /admin', async () => {
    renderApp('/', BUYER);
    await screen.findByRole('heading', { name: 'remote catalog' });
    expect(location()).toBe('/service-list');
  });

  it('sends an admin from / to /admin and loads the admin remote', async () => {
    renderApp('/', ADMIN);
    await screen.findByRole('heading', { name: 'remote admin' });
    expect(location()).toBe('/admin');
  });

  it('redirects a visitor from protected routes to /auth/sign-in', async () => {
    renderApp('/orders/5', null);
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(location()).toBe('/auth/sign-in');
  });

  it('redirects a buyer from admin routes to / (and so to /service-list)', async () => {
    renderApp('/admin/coupons', BUYER);
    await screen.findByRole('heading', { name: 'remote catalog' });
    expect(location()).toBe('/service-list');
  });

  it('redirects a visitor from /admin/settings to /', async () => {
    renderApp('/admin/settings', null);
    await screen.findByRole('heading', { name: 'Find the right freelancer service, right away' });
    expect(location()).toBe('/');
  });

  it('shows the not-found page for a path nobody owns', async () => {
    renderApp('/graphics-design/no-such-sub', null);
    await screen.findByRole('heading', { name: 'Oops! Page Not Found' });
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('hands category and service paths to the catalog remote', async () => {
    renderApp('/logo-design/abc123', null);
    await screen.findByRole('heading', { name: 'remote catalog' });
  });
});
