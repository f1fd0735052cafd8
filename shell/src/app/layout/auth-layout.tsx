import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import Container from 'react-bootstrap/Container';
import { Link, Outlet } from '@market/router';
import { LoadingBlock } from '@market/ui';
import { LAYOUT } from './layout-messages';
import { BRAND_NAME } from '@/config/brand';
import { ThemeToggle } from './theme-toggle';

/** The auth screens' own frame: brand, a centred card, no site navigation. */
export function AuthLayout() {
  const intl = useIntl();
  return (
    <div className="auth-layout min-vh-100 d-flex flex-column">
      <header className="d-flex justify-content-between align-items-center px-3 py-3">
        <Link to="/" className="fw-bold fs-4 text-decoration-none brand-mark" translate="no">
          {BRAND_NAME}
        </Link>
        <ThemeToggle />
      </header>
      <main id="main" className="flex-grow-1 d-flex align-items-center">
        <Container className="auth-container py-4">
          <Suspense fallback={<LoadingBlock label={intl.formatMessage(LAYOUT.loading)} />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
    </div>
  );
}
