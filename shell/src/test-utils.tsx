import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authStore, type AuthUser } from '@market/api-client';
import { toast, Toaster } from '@market/ui';

export const BUYER: AuthUser = {
  _id: 'u1',
  id: 'u1',
  username: 'buyer',
  email: 'b@example.com',
  isAdmin: false,
};
export const ADMIN: AuthUser = {
  _id: 'a1',
  id: 'a1',
  username: 'admin',
  email: 'a@example.com',
  isAdmin: true,
};

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a tree inside a router at `path`, with the toaster and a probe of the current location. */
export function renderAt(
  path: string,
  ui: ReactElement,
  options: { user?: AuthUser | null; routePath?: string } = {},
) {
  if (options.user) authStore.set(options.user);
  else authStore.clear();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={options.routePath ?? '*'} element={ui} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}

afterEach(() => {
  toast.clearAll();
  authStore.clear();
});
