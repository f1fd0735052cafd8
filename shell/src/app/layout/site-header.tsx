import { lazy, Suspense } from 'react';
import { useAuthUser } from '@market/api-client';
import { BuyerHeader } from './buyer-header';
import { HeaderFrame } from './header-frame';
import { VisitorHeader } from './visitor-header';

// The admin bar's dropdowns pull in the popper code; visitors and buyers never need it.
const AdminHeader = lazy(() => import('./admin-header').then((module) => ({ default: module.AdminHeader })));

export function SiteHeader() {
  const user = useAuthUser();
  if (!user) return <VisitorHeader />;
  if (!user.isAdmin) return <BuyerHeader user={user} />;
  return (
    <Suspense fallback={<HeaderFrame label="Admin">{null}</HeaderFrame>}>
      <AdminHeader user={user} />
    </Suspense>
  );
}
