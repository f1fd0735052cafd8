import { Suspense, useEffect } from 'react';
import { DEFAULT_LOCALE, localeBasename, type RenderLocale } from '@market/contracts';
import { BrowserRouter, StaticRouter } from '@market/router';
import { refreshSession, useGlobalLoading } from '@market/api-client';
import { BrandProvider, LoadingOverlay, Toaster } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { AppRoutes } from './app-routes';
import { followVisitedAddress, markChromeHydrated, markHydrated } from './hydration';
import { LocaleRoot } from './locale-root';
import { OwnPathRedirect } from './own-path-redirect';
import { PageViewBeacon } from './page-view-beacon';

function GlobalLoading() {
  return <LoadingOverlay show={useGlobalLoading()} />;
}

function AppScreens() {
  return (
    <>
      <AppRoutes />
      <OwnPathRedirect />
      <PageViewBeacon />
      <Toaster />
      <GlobalLoading />
    </>
  );
}

/**
 * `location` is given by the server render (a static router); the browser follows its address bar.
 * `sessionChecked`: bootstrap already asked whose session this is, before hydrating. `locale`: the
 * page's language (the server's choice, or initialLocale() in the browser); the address's
 * language prefix (`/de/…`) is the routers' basename, so every link stays in that language.
 */
export function App({
  location,
  sessionChecked,
  locale = DEFAULT_LOCALE,
}: {
  location?: string;
  sessionChecked?: boolean;
  locale?: RenderLocale;
}) {
  // The stored user is only a hint: the server session decides (a 401 clears it). A signed-in
  // page was rendered for the user's role, not for them, so it is checked too (once per load).
  useEffect(() => {
    if (!sessionChecked) void refreshSession();
    followVisitedAddress();
    // A remote area says so itself when it has hydrated; the taps on the rest are answered now.
    if (!document.querySelector('section[data-remote]')) markHydrated();
    else markChromeHydrated();
  }, []);
  const basename = localeBasename(location ?? window.location.pathname);
  return (
    <BrandProvider brand={BRAND_NAME}>
      {/* Only while the page's first catalog loads (never on a server-rendered page: it is inlined). */}
      <Suspense fallback={null}>
        <LocaleRoot locale={locale} basename={basename}>
          {(routerBasename) =>
            location === undefined ? (
              <BrowserRouter key={routerBasename} basename={routerBasename || undefined}>
                <AppScreens />
              </BrowserRouter>
            ) : (
              <StaticRouter location={location} basename={routerBasename || undefined}>
                <AppScreens />
              </StaticRouter>
            )
          }
        </LocaleRoot>
      </Suspense>
    </BrandProvider>
  );
}
