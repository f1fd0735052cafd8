import { Route, routeSet, RouteSetRoutes, useParams } from '@market/router';
import {
  classifyTwoSegmentPath,
  EXPLAINER_VIDEOS_PATH,
  isCategory,
  subcategoryPath,
} from '@market/contracts';
import { CanonicalRedirect, NotFoundScreen } from '@market/ui';
import { BlogDetailPage, BlogListPage } from './features/blog';
import { BrowsePage, CategoryLandingPage, ServiceListPage, SubcategoryPage } from './features/browse';
import { SearchPage } from './features/search';
import { ServiceDetailPage } from './features/service-detail';
import { CatalogMessages } from './i18n';

function CategoryLanding() {
  const { category = '' } = useParams();
  const slug = category.toLowerCase();
  if (!isCategory(slug)) return <NotFoundScreen />;
  // The landing routes are lower-case in the spec.
  if (category !== slug) return <CanonicalRedirect to={`/${slug}`} />;
  return <CategoryLandingPage category={slug} />;
}

function TwoSegment() {
  const { first = '', second = '' } = useParams();
  const route = classifyTwoSegmentPath(first, second);
  if (route.kind === 'subcategory') {
    const path = `/${first}/${second}`;
    const canonical = subcategoryPath(route.category, route.subcategory);
    // The spec's own explainer-videos link under /digital-marketing is served as it is.
    if (path !== canonical && path !== EXPLAINER_VIDEOS_PATH) return <CanonicalRedirect to={canonical} />;
    return (
      <SubcategoryPage key={route.subcategory} category={route.category} subcategory={route.subcategory} />
    );
  }
  if (route.kind === 'unknown') return <NotFoundScreen />;
  return <ServiceDetailPage key={route.serviceId} id={route.serviceId} subcategory={route.subcategory} />;
}

function BlogPost() {
  const { id = '' } = useParams();
  return <BlogDetailPage key={id} id={id} />;
}

const CATALOG_ROUTES = routeSet(
  <>
    <Route path="/services" element={<BrowsePage />} />
    <Route path="/service-list" element={<ServiceListPage />} />
    <Route path="/search" element={<SearchPage />} />
    <Route path="/blog" element={<BlogListPage />} />
    <Route path="/blog/:id" element={<BlogPost />} />
    <Route path="/:category" element={<CategoryLanding />} />
    <Route path="/:first/:second" element={<TwoSegment />} />
  </>,
);

/** The catalog remote's routes; the shell sends only the paths the catalog owns. */
export default function CatalogRoutes() {
  return (
    <CatalogMessages>
      <RouteSetRoutes set={CATALOG_ROUTES} />
    </CatalogMessages>
  );
}
