import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useAuthUser } from '@market/api-client';
import { BuyerHeader } from './buyer-header';
import { HEADER, HeaderFrame } from './header-frame';
import { VisitorHeader } from './visitor-header';

// The admin bar's dropdowns pull in the popper code; visitors and buyers never need it.
const AdminHeader = lazy(() => import('./admin-header').then((module) => ({ default: module.AdminHeader })));

export function SiteHeader() {
  const user = useAuthUser();
  const intl = useIntl();
  if (!user) return <VisitorHeader />;
  if (!user.isAdmin) return <BuyerHeader user={user} />;
  return (
    <Suspense fallback={<HeaderFrame label={intl.formatMessage(HEADER.adminNav)}>{null}</HeaderFrame>}>
      <AdminHeader user={user} />
    </Suspense>
  );
}
