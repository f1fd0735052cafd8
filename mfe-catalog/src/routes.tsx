import { Route, Routes, useParams } from 'react-router-dom';
import { classifyTwoSegmentPath, isCategory } from '@market/contracts';
import { NotFoundScreen } from '@market/ui';
import { BlogDetailPage, BlogListPage } from './features/blog';
import { BrowsePage, CategoryLandingPage, ServiceListPage, SubcategoryPage } from './features/browse';
import { SearchPage } from './features/search';
import { ServiceDetailPage } from './features/service-detail';

function CategoryLanding() {
  const { category = '' } = useParams();
  const slug = category.toLowerCase();
  return isCategory(slug) ? <CategoryLandingPage category={slug} /> : <NotFoundScreen />;
}

function TwoSegment() {
  const { first = '', second = '' } = useParams();
  const route = classifyTwoSegmentPath(first, second);
  if (route.kind === 'subcategory') {
    return (
      <SubcategoryPage key={route.subcategory} category={route.category} subcategory={route.subcategory} />
    );
  }
  if (route.kind === 'unknown') return <NotFoundScreen />;
  return <ServiceDetailPage key={route.serviceId} id={route.serviceId} />;
}

function BlogPost() {
  const { id = '' } = useParams();
  return <BlogDetailPage key={id} id={id} />;
}

/** The catalog remote's routes; the shell sends only the paths the catalog owns. */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/services" element={<BrowsePage />} />
      <Route path="/service-list" element={<ServiceListPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/blog" element={<BlogListPage />} />
      <Route path="/blog/:id" element={<BlogPost />} />
      <Route path="/:category" element={<CategoryLanding />} />
      <Route path="/:first/:second" element={<TwoSegment />} />
    </Routes>
  );
}
