import { useEffect } from 'react';
import { BrowserRouter, StaticRouter } from '@market/router';
import { refreshSession, useGlobalLoading } from '@market/api-client';
import { BrandProvider, LoadingOverlay, Toaster } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { AppRoutes } from './app-routes';
import { markChromeHydrated, markHydrated } from './hydration';
import { OwnPathRedirect } from './own-path-redirect';

function GlobalLoading() {
  return <LoadingOverlay show={useGlobalLoading()} />;
}

function AppScreens() {
  return (
    <>
      <AppRoutes />
      <OwnPathRedirect />
      <Toaster />
      <GlobalLoading />
    </>
  );
}

/**
 * `location` is given by the server render (a static router); the browser follows its address bar.
 * `sessionChecked`: bootstrap already asked whose session this is, before hydrating.
 */
export function App({ location, sessionChecked }: { location?: string; sessionChecked?: boolean }) {
  // The stored user is only a hint: the server session decides (a 401 clears it). A signed-in
  // page was rendered for the user's role, not for them, so it is checked too (once per load).
  useEffect(() => {
    if (!sessionChecked) void refreshSession();
    // A remote area says so itself when it has hydrated; the taps on the rest are answered now.
    if (!document.querySelector('section[data-remote]')) markHydrated();
    else markChromeHydrated();
  }, []);
  return (
    <BrandProvider brand={BRAND_NAME}>
      {location === undefined ? (
        <BrowserRouter>
          <AppScreens />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <AppScreens />
        </StaticRouter>
      )}
    </BrandProvider>
  );
}
