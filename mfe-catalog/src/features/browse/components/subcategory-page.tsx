import Container from 'react-bootstrap/Container';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from '@market/router';
import { subcategoryPath, type CategorySlug } from '@market/contracts';
import { breadcrumbJsonLd, useCategoryName, usePageMeta, useSubcategoryName } from '@market/ui';
import { COMMON_MESSAGES } from '@/shared/i18n/common-messages';
import { ServiceResults } from '@/shared/services/components/service-results';

const messages = defineMessages<{
  title: { name: string };
  description: { name: string; category: string };
  empty: Record<never, never>;
}>({
  title: { id: 'catalog.subcategory.title', defaultMessage: '{name} services' },
  description: {
    id: 'catalog.subcategory.description',
    defaultMessage: '{name} services in {category}: compare packages, delivery times and reviews.',
  },
  empty: { id: 'catalog.subcategory.empty', defaultMessage: 'No services found for this subcategory.' },
});

export function SubcategoryPage({ category, subcategory }: { category: CategorySlug; subcategory: string }) {
  const intl = useIntl();
  const name = useSubcategoryName()(subcategory);
  const categoryName = useCategoryName()(category);
  usePageMeta(
    intl.formatMessage(messages.title, { name }),
    intl.formatMessage(messages.description, { name, category: categoryName }),
    {
      canonicalPath: subcategoryPath(category, subcategory),
      jsonLd: (site) => [
        breadcrumbJsonLd(site, [
          { name: intl.formatMessage(COMMON_MESSAGES.home), path: '/' },
          { name: categoryName, path: `/${category}` },
          { name, path: subcategoryPath(category, subcategory) },
        ]),
      ],
    },
  );
  return (
    <Container className="py-4">
      <p className="small text-body-secondary mb-1">
        <Link to={`/${category}`} className="text-reset">
          {categoryName}
        </Link>
      </p>
      <h1 className="h3 mb-3">{name}</h1>
      <ServiceResults base={{ category, subcategory }} emptyText={intl.formatMessage(messages.empty)} />
    </Container>
  );
}
