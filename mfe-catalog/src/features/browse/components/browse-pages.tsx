import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router-dom';
import { CATEGORY_NAMES, DEFAULT_CATEGORY, isCategory, type CategorySlug } from '@market/contracts';
import { usePageMeta } from '@market/ui';
import { ServiceResults } from '../../services/components/service-results';
import { CategorySidebar } from './category-sidebar';
import { SubcategoryCards } from './subcategory-cards';

function useCategoryParam(): CategorySlug {
  const [params] = useSearchParams();
  const value = params.get('category');
  return isCategory(value) ? value : DEFAULT_CATEGORY;
}

function SidebarLayout({
  basePath,
  category,
  children,
}: {
  basePath: string;
  category: CategorySlug;
  children: ReactNode;
}) {
  return (
    <Container fluid="lg" className="py-4">
      <Row>
        <Col md={3} lg={2}>
          <CategorySidebar basePath={basePath} active={category} />
        </Col>
        <Col md={9} lg={10}>
          <h1 className="h3 mb-1">Services</h1>
          <h2 className="h5 text-body-secondary mb-3">{CATEGORY_NAMES[category]}</h2>
          {children}
        </Col>
      </Row>
    </Container>
  );
}

/** /services: the services of the category chosen in the sidebar (kept in ?category=), sorted, filtered and paged. */
export function BrowsePage() {
  const category = useCategoryParam();
  usePageMeta(
    `${CATEGORY_NAMES[category]} services`,
    `Browse ${CATEGORY_NAMES[category]} services: compare packages, delivery times and reviews.`,
  );
  return (
    <SidebarLayout basePath="/services" category={category}>
      <ServiceResults base={{ category }} emptyText="No services found for this category." lg={3} />
    </SidebarLayout>
  );
}

/** /service-list: the same sidebar with the featured subcategory cards of the chosen category. */
export function ServiceListPage() {
  const category = useCategoryParam();
  usePageMeta(
    `${CATEGORY_NAMES[category]} categories`,
    `Find ${CATEGORY_NAMES[category]} services by subcategory.`,
  );
  return (
    <SidebarLayout basePath="/service-list" category={category}>
      <SubcategoryCards category={category} />
    </SidebarLayout>
  );
}
