import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@market/ui';
import { AddBlogPage, AdminBlogsPage, EditBlogPage } from './features/blogs';
import { CouponsPage } from './features/coupons';
import { DashboardPage } from './features/dashboard';
import { AddGalleryPage, AdminGalleriesPage } from './features/galleries';
import { AdminOrderDetailPage, AdminOrdersPage } from './features/orders';
import { AddServicePage, AdminServicesPage, EditServicePage } from './features/services';

/** The admin remote: loaded only when an admin opens /admin*. Each feature folder exports its pages. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<DashboardPage />} />
      <Route path="/admin/orders" element={<AdminOrdersPage />} />
      <Route path="/admin/orders/:id" element={<AdminOrderDetailPage />} />
      <Route path="/admin/coupons" element={<CouponsPage />} />
      <Route path="/admin/services" element={<AdminServicesPage />} />
      <Route path="/admin/add-service" element={<AddServicePage />} />
      <Route path="/admin/services/edit/:id" element={<EditServicePage />} />
      <Route path="/admin/blogs" element={<AdminBlogsPage />} />
      <Route path="/admin/add-blog" element={<AddBlogPage />} />
      <Route path="/admin/blogs/edit/:id" element={<EditBlogPage />} />
      <Route path="/admin/galleries" element={<AdminGalleriesPage />} />
      <Route path="/admin/add-gallery" element={<AddGalleryPage />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
