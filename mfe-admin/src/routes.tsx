import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen, PlaceholderScreen } from '@market/ui';

const SCREENS: [string, string][] = [
  ['/admin/add-service', 'Add Service'],
  ['/admin/services', 'Admin Services'],
  ['/admin/services/edit/:id', 'Edit Service'],
  ['/admin/add-blog', 'Add Blog'],
  ['/admin/blogs', 'Admin Blogs'],
  ['/admin/blogs/edit/:id', 'Edit Blog'],
  ['/admin/add-gallery', 'Add Gallery'],
  ['/admin/galleries', 'Admin Galleries'],
  ['/admin/orders', 'All Orders (Admin)'],
  ['/admin/orders/:id', 'Order details'],
  ['/admin/coupons', 'Manage Coupons'],
];

/** The admin remote: loaded only when an admin opens /admin*. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<PlaceholderScreen title="Welcome Admin!" />} />
      {SCREENS.map(([path, title]) => (
        <Route key={path} path={path} element={<PlaceholderScreen title={title} />} />
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
