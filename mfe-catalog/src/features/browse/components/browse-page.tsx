import { CATEGORY_NAMES } from '@market/contracts';
import { usePageMeta } from '@market/ui';
import { ServiceResults } from '@/shared/services/components/service-results';
import { SidebarLayout, useCategoryParam } from './sidebar-layout';

/** /services: the services of the category chosen in the sidebar (kept in ?category=), sorted, filtered and paged. */
export function BrowsePage() {
  const category = useCategoryParam();
  usePageMeta(
    `${CATEGORY_NAMES[category]} services`,
    `Browse ${CATEGORY_NAMES[category]} services: compare packages, delivery times and reviews.`,
    { canonicalPath: `/services?category=${category}` },
  );
  return (
    <SidebarLayout basePath="/services" category={category}>
      <ServiceResults base={{ category }} emptyText="No services found for this category." lg={3} />
    </SidebarLayout>
  );
}
