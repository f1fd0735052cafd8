import { Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Route, routeSet, RouteSetRoutes } from '@market/router';
import { useAuthUser } from '@market/api-client';
import { adminScreenPermission, userCan } from '@market/contracts';
import { LoadingBlock, NotFoundScreen, usePageMeta } from '@market/ui';
import { NoAccessScreen } from './shared/components/no-access';
import { AnalyticsPage, WeekPanel } from './features/analytics';
import { AuditPage } from './features/audit';
import { StaffPage } from './features/staff';
import { AddBlogPage, AdminBlogsPage, EditBlogPage } from './features/blogs';
import { CouponsPage } from './features/coupons';
import { DashboardPage } from './features/dashboard';
import { AddGalleryPage, AdminGalleriesPage } from './features/galleries';
import { InvoicesPage, InvoicingSettingsPage } from './features/invoicing';
import { AdminOrderDetailPage, AdminOrdersPage } from './features/orders';
import { AddServicePage, AdminServicesPage, EditServicePage } from './features/services';
import { AdminMessages } from './i18n';
import { untyped } from './shared/lib/untyped';
import { commonMessages } from './shared/lib/common-messages';

/** The screens' tab titles (the part before ' | {brand}'). */
const TITLES = untyped(
  defineMessages({
    dashboard: { id: 'admin.title.dashboard', defaultMessage: 'Admin Dashboard' },
    orders: { id: 'admin.title.orders', defaultMessage: 'All Orders (Admin)' },
    orderDetails: { id: 'admin.title.orderDetails', defaultMessage: 'Order Details (Admin)' },
    coupons: { id: 'admin.title.coupons', defaultMessage: 'Manage Coupons' },
    invoices: { id: 'admin.title.invoices', defaultMessage: 'Invoices' },
    invoicing: { id: 'admin.title.invoicing', defaultMessage: 'Invoicing' },
    services: { id: 'admin.title.services', defaultMessage: 'Admin Services' },
    addService: { id: 'admin.title.addService', defaultMessage: 'Add Service' },
    editService: { id: 'admin.title.editService', defaultMessage: 'Edit Service' },
    blogs: { id: 'admin.title.blogs', defaultMessage: 'Admin Blogs' },
    addBlog: { id: 'admin.title.addBlog', defaultMessage: 'Add Blog' },
    editBlog: { id: 'admin.title.editBlog', defaultMessage: 'Edit Blog' },
    galleries: { id: 'admin.title.galleries', defaultMessage: 'Admin Galleries' },
    addGallery: { id: 'admin.title.addGallery', defaultMessage: 'Add Gallery' },
    staff: { id: 'admin.title.staff', defaultMessage: 'Staff' },
    audit: { id: 'admin.title.audit', defaultMessage: 'Audit log' },
    analytics: { id: 'admin.title.analytics', defaultMessage: 'Analytics' },
    noAccess: { id: 'admin.title.noAccess', defaultMessage: 'No access' },
  }),
);

/**
 * Each admin screen's own browser tab title ('{title} | {brand}'), set however the page loads, and
 * the screen itself only for a role that can use it (the API refuses the rest anyway).
 */
function Screen({ path, title, children }: { path: string; title: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  const user = useAuthUser();
  const permission = adminScreenPermission(path);
  const allowed = permission === undefined || userCan(user, permission);
  usePageMeta(intl.formatMessage(allowed ? title : TITLES.noAccess));
  return allowed ? children : <NoAccessScreen />;
}

/** A lazily loaded screen's placeholder, in the reader's language. */
function Loading() {
  return <LoadingBlock label={useIntl().formatMessage(commonMessages.loading)} />;
}

const SCREENS: { path: string; title: MessageDescriptor; page: ReactNode }[] = [
  {
    path: '/admin',
    title: TITLES.dashboard,
    page: <DashboardPage beside={{ permission: 'analytics.read', node: <WeekPanel /> }} />,
  },
  { path: '/admin/orders', title: TITLES.orders, page: <AdminOrdersPage /> },
  { path: '/admin/orders/:id', title: TITLES.orderDetails, page: <AdminOrderDetailPage /> },
  { path: '/admin/coupons', title: TITLES.coupons, page: <CouponsPage /> },
  { path: '/admin/invoices', title: TITLES.invoices, page: <InvoicesPage /> },
  { path: '/admin/settings/invoicing', title: TITLES.invoicing, page: <InvoicingSettingsPage /> },
  { path: '/admin/services', title: TITLES.services, page: <AdminServicesPage /> },
  { path: '/admin/add-service', title: TITLES.addService, page: <AddServicePage /> },
  { path: '/admin/services/edit/:id', title: TITLES.editService, page: <EditServicePage /> },
  { path: '/admin/blogs', title: TITLES.blogs, page: <AdminBlogsPage /> },
  { path: '/admin/add-blog', title: TITLES.addBlog, page: <AddBlogPage /> },
  { path: '/admin/blogs/edit/:id', title: TITLES.editBlog, page: <EditBlogPage /> },
  { path: '/admin/galleries', title: TITLES.galleries, page: <AdminGalleriesPage /> },
  { path: '/admin/add-gallery', title: TITLES.addGallery, page: <AddGalleryPage /> },
  { path: '/admin/staff', title: TITLES.staff, page: <StaffPage /> },
  { path: '/admin/audit', title: TITLES.audit, page: <AuditPage /> },
  {
    path: '/admin/analytics',
    title: TITLES.analytics,
    page: (
      <Suspense fallback={<Loading />}>
        <AnalyticsPage />
      </Suspense>
    ),
  },
];

const ADMIN_ROUTES = routeSet(
  <>
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
  </>,
);

/** The admin remote: loaded only when an admin opens /admin*. Each feature folder exports its pages. */
export default function AdminRoutes() {
  return (
    <AdminMessages>
      <RouteSetRoutes set={ADMIN_ROUTES} />
    </AdminMessages>
  );
}
