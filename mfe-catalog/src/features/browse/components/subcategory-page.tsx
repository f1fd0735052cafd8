import Container from 'react-bootstrap/Container';
import { Link } from '@market/router';
import { CATEGORY_NAMES, subcategoryName, subcategoryPath, type CategorySlug } from '@market/contracts';
import { breadcrumbJsonLd, usePageMeta } from '@market/ui';
import { ServiceResults } from '@/shared/services/components/service-results';

export function SubcategoryPage({ category, subcategory }: { category: CategorySlug; subcategory: string }) {
  const name = subcategoryName(subcategory);
  usePageMeta(
    `${name} services`,
    `${name} services in ${CATEGORY_NAMES[category]}: compare packages, delivery times and reviews.`,
    {
      canonicalPath: subcategoryPath(category, subcategory),
      jsonLd: (site) => [
        breadcrumbJsonLd(site, [
          { name: 'Home', path: '/' },
          { name: CATEGORY_NAMES[category], path: `/${category}` },
          { name, path: subcategoryPath(category, subcategory) },
        ]),
      ],
    },
  );
  return (
    <Container className="py-4">
      <p className="small text-body-secondary mb-1">
        <Link to={`/${category}`} className="text-reset">
          {CATEGORY_NAMES[category]}
        </Link>
      </p>
      <h1 className="h3 mb-3">{name}</h1>
      <ServiceResults base={{ category, subcategory }} emptyText="No services found for this subcategory." />
    </Container>
  );
}
