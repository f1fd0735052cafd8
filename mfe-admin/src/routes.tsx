import type { ReactNode } from 'react';
import { Route, Routes } from '@market/router';
import { useAuthUser } from '@market/api-client';
import { adminScreenPermission, userCan } from '@market/contracts';
import { NotFoundScreen, usePageMeta } from '@market/ui';
import { NoAccessScreen } from './shared/components/no-access';
import { AuditPage } from './features/audit';
import { StaffPage } from './features/staff';
import { AddBlogPage, AdminBlogsPage, EditBlogPage } from './features/blogs';
import { CouponsPage } from './features/coupons';
import { DashboardPage } from './features/dashboard';
import { AddGalleryPage, AdminGalleriesPage } from './features/galleries';
import { InvoicesPage, InvoicingSettingsPage } from './features/invoicing';
import { AdminOrderDetailPage, AdminOrdersPage } from './features/orders';
import { AddServicePage, AdminServicesPage, EditServicePage } from './features/services';

/**
 * Each admin screen's own browser tab title ('{title} | {brand}'), set however the page loads, and
 * the screen itself only for a role that can use it (the API refuses the rest anyway).
 */
function Screen({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  const user = useAuthUser();
  const permission = adminScreenPermission(path);
  const allowed = permission === undefined || userCan(user, permission);
  usePageMeta(allowed ? title : 'No access');
  return allowed ? children : <NoAccessScreen />;
}

const SCREENS: { path: string; title: string; page: ReactNode }[] = [
  { path: '/admin', title: 'Admin Dashboard', page: <DashboardPage /> },
  { path: '/admin/orders', title: 'All Orders (Admin)', page: <AdminOrdersPage /> },
  { path: '/admin/orders/:id', title: 'Order Details (Admin)', page: <AdminOrderDetailPage /> },
  { path: '/admin/coupons', title: 'Manage Coupons', page: <CouponsPage /> },
  { path: '/admin/invoices', title: 'Invoices', page: <InvoicesPage /> },
  { path: '/admin/settings/invoicing', title: 'Invoicing', page: <InvoicingSettingsPage /> },
  { path: '/admin/services', title: 'Admin Services', page: <AdminServicesPage /> },
  { path: '/admin/add-service', title: 'Add Service', page: <AddServicePage /> },
  { path: '/admin/services/edit/:id', title: 'Edit Service', page: <EditServicePage /> },
  { path: '/admin/blogs', title: 'Admin Blogs', page: <AdminBlogsPage /> },
  { path: '/admin/add-blog', title: 'Add Blog', page: <AddBlogPage /> },
  { path: '/admin/blogs/edit/:id', title: 'Edit Blog', page: <EditBlogPage /> },
  { path: '/admin/galleries', title: 'Admin Galleries', page: <AdminGalleriesPage /> },
  { path: '/admin/add-gallery', title: 'Add Gallery', page: <AddGalleryPage /> },
  { path: '/admin/staff', title: 'Staff', page: <StaffPage /> },
  { path: '/admin/audit', title: 'Audit log', page: <AuditPage /> },
];

/** The admin remote: loaded only when an admin opens /admin*. Each feature folder exports its pages. */
export default function AdminRoutes() {
  return (
    <Routes>
      {SCREENS.map(({ path, title, page }) => (
        <Route
          key={path}
          path={path}
          element={
            <Screen path={path} title={title}>
              {page}
            </Screen>
          }
        />
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
