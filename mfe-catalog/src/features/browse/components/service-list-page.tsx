import { CATEGORY_NAMES } from '@market/contracts';
import { usePageMeta } from '@market/ui';
import { SidebarLayout, useCategoryParam } from './sidebar-layout';
import { SubcategoryCards } from './subcategory-cards';

/** /service-list: the same sidebar with the featured subcategory cards of the chosen category. */
export function ServiceListPage() {
  const category = useCategoryParam();
  usePageMeta(
    `${CATEGORY_NAMES[category]} categories`,
    `Find ${CATEGORY_NAMES[category]} services by subcategory.`,
    // The two list routes show one category's services: one canonical URL for both.
    { canonicalPath: `/services?category=${category}` },
  );
  return (
    <SidebarLayout basePath="/service-list" category={category}>
      <SubcategoryCards category={category} />
    </SidebarLayout>
  );
}
