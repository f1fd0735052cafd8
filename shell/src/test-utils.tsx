import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from '@market/router';
import { authStore, type AuthUser } from '@market/api-client';
import {
  ROLE_PERMISSIONS,
  type Locale,
  type RemotesManifest,
  type RenderLocale,
  type RouteAccess,
} from '@market/contracts';
import { LocaleContext, toast, Toaster } from '@market/ui';
import en from '@/i18n/en.json';
import { RemotesContext } from '@/app/remotes-context';

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
  role: 'owner',
  permissions: [...ROLE_PERMISSIONS.owner],
};

/** A staff member with the fulfilment role (orders and messages only). */
export const FULFILMENT: AuthUser = {
  _id: 'f1',
  id: 'f1',
  username: 'studio',
  email: 'f@example.com',
  isAdmin: true,
  role: 'fulfilment',
  permissions: [...ROLE_PERMISSIONS.fulfilment],
};

const declare = (entry: string, access: RouteAccess, ...paths: string[]) => ({
  entry,
  routes: paths.map((path) => ({ path, access })),
});

/** A manifest as the API composes it, with a few of each remote's routes. */
export const TEST_REMOTES: RemotesManifest = {
  catalog: declare('/remotes/catalog/remoteEntry.js', 'public', '/service-list', '/:sub(logo-design)/:id'),
  checkout: declare('/remotes/checkout/remoteEntry.js', 'user', '/orders', '/orders/:id'),
  admin: declare('/remotes/admin/remoteEntry.js', 'admin', '/admin/*'),
};

/** Each remote area shows a heading `remote <name>` instead of loading the remote (with the shell's English messages). */
export function WithTestRemotes({ children }: { children: ReactNode }) {
  const load = async (name: string) => ({ default: () => <h1>{`remote ${name}`}</h1> });
  return (
    <WithIntl>
      <RemotesContext.Provider value={{ manifest: TEST_REMOTES, load }}>{children}</RemotesContext.Provider>
    </WithIntl>
  );
}

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
    <WithIntl>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={options.routePath ?? '*'} element={ui} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </WithIntl>,
  );
}

/**
 * The shell's messages in `locale` (English by default) around a tree, as LocaleRoot gives them
 * in the page; `setLocale` records the language chosen.
 */
export function WithIntl({
  children,
  locale = 'en',
  messages = en,
  setLocale = () => {},
}: {
  children: ReactNode;
  locale?: string;
  messages?: Record<string, string>;
  setLocale?: (locale: Locale) => void;
}) {
  return (
    <LocaleContext.Provider value={{ locale: locale as RenderLocale, setLocale }}>
      <IntlProvider locale={locale === 'en-XA' ? 'en' : locale} defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

afterEach(() => {
  toast.clearAll();
  authStore.clear();
});
