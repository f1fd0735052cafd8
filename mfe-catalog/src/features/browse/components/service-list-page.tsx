import { defineMessages, useIntl } from 'react-intl';
import { useCategoryName, usePageMeta } from '@market/ui';
import { SidebarLayout, useCategoryParam } from './sidebar-layout';
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
  const category = useCategoryParam();
  const intl = useIntl();
  const name = useCategoryName()(category);
  usePageMeta(
    intl.formatMessage(messages.title, { category: name }),
    intl.formatMessage(messages.description, { category: name }),
    // The two list routes show one category's services: one canonical URL for both.
    { canonicalPath: `/services?category=${category}` },
  );
  return (
    <SidebarLayout basePath="/service-list" category={category}>
      <SubcategoryCards category={category} />
    </SidebarLayout>
  );
}
