import { defineMessages, useIntl } from 'react-intl';
import { ServiceResults } from '@/shared/services/components/service-results';
import { SidebarLayout, useCategoryListPage } from './sidebar-layout';

const messages = defineMessages<{
  title: { category: string };
  description: { category: string };
  empty: Record<never, never>;
}>({
  title: { id: 'catalog.browse.title', defaultMessage: '{category} services' },
  description: {
    id: 'catalog.browse.description',
    defaultMessage: 'Browse {category} services: compare packages, delivery times and reviews.',
  },
  empty: { id: 'catalog.browse.empty', defaultMessage: 'No services found for this category.' },
});

/** /services: the services of the category chosen in the sidebar (kept in ?category=), sorted, filtered and paged. */
export function BrowsePage() {
  const category = useCategoryListPage(messages);
  const intl = useIntl();
  return (
    <SidebarLayout basePath="/services" category={category}>
      <ServiceResults base={{ category }} emptyText={intl.formatMessage(messages.empty)} lg={3} />
    </SidebarLayout>
  );
}
