import { Suspense } from 'react';
import { Outlet } from '@market/router';
import { LoadingBlock } from '@market/ui';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-grow-1">
        <Suspense fallback={<LoadingBlock label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
