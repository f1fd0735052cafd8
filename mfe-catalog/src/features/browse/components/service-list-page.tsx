import { defineMessages } from 'react-intl';
import { SidebarLayout, useCategoryListPage } from './sidebar-layout';
import { SubcategoryCards } from './subcategory-cards';

const messages = defineMessages<{ title: { category: string }; description: { category: string } }>({
  title: { id: 'catalog.serviceList.title', defaultMessage: '{category} categories' },
  description: {
    id: 'catalog.serviceList.description',
    defaultMessage: 'Find {category} services by subcategory.',
  },
});

/** /service-list: the same sidebar with the featured subcategory cards of the chosen category. */
export function ServiceListPage() {
  const category = useCategoryListPage(messages);
  return (
    <SidebarLayout basePath="/service-list" category={category}>
      <SubcategoryCards category={category} />
    </SidebarLayout>
  );
}
