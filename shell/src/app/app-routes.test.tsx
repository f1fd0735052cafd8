import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
    expect(
      await screen.findByRole('heading', { name: 'Find the right freelancer service, right away' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/auth/sign-up');
  });

  it('sends a signed-in buyer from / to /service-list and an admin to /admin', async () => {
    renderApp('/', BUYER);
    expect(await screen.findByRole('heading', { name: 'remote catalog' })).toBeTruthy();
    expect(location()).toBe('/service-list');
  });

  it('sends an admin from / to /admin and loads the admin remote', async () => {
    renderApp('/', ADMIN);
    expect(await screen.findByRole('heading', { name: 'remote admin' })).toBeTruthy();
    expect(location()).toBe('/admin');
  });

  it('redirects a visitor from protected routes to /auth/sign-in', async () => {
    renderApp('/orders/5', null);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(location()).toBe('/auth/sign-in');
  });

  it('redirects a buyer from admin routes to / (and so to /service-list)', async () => {
    renderApp('/admin/coupons', BUYER);
    expect(await screen.findByRole('heading', { name: 'remote catalog' })).toBeTruthy();
    expect(location()).toBe('/service-list');
  });

  it('redirects a visitor from /admin/settings to /', async () => {
    renderApp('/admin/settings', null);
    expect(
      await screen.findByRole('heading', { name: 'Find the right freelancer service, right away' }),
    ).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('shows the not-found page for a path nobody owns', async () => {
    renderApp('/graphics-design/no-such-sub', null);
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('hands category and service paths to the catalog remote', async () => {
    renderApp('/logo-design/abc123', null);
    expect(await screen.findByRole('heading', { name: 'remote catalog' })).toBeTruthy();
  });
});
