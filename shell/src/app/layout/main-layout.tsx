import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from '@market/router';
import { CurrencyNotice, LoadingBlock } from '@market/ui';
import { LanguageOffer } from './language-offer';
import { LAYOUT } from './layout-messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainLayout() {
  const intl = useIntl();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        <FormattedMessage {...LAYOUT.skipToContent} />
      </a>
      <LanguageOffer />
      <SiteHeader />
      <CurrencyNotice />
      <main id="main" className="flex-grow-1">
        <Suspense fallback={<LoadingBlock label={intl.formatMessage(LAYOUT.loading)} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
