import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from '@market/router';
import { DEFAULT_CATEGORY, isCategory, type CategorySlug } from '@market/contracts';
import { useCategoryName, usePageMeta } from '@market/ui';
import { CategorySidebar } from './category-sidebar';

/** The category chosen in the sidebar (kept in ?category=), else the default one. */
function useCategoryParam(): CategorySlug {
  const [params] = useSearchParams();
  const value = params.get('category');
  return isCategory(value) ? value : DEFAULT_CATEGORY;
}

/**
 * The category chosen in the sidebar, with the page's title and description naming it. The two
 * list routes show one category's services: one canonical URL for both.
 */
export function useCategoryListPage(messages: {
  title: MessageDescriptor;
  description: MessageDescriptor;
}): CategorySlug {
  const category = useCategoryParam();
  const intl = useIntl();
  const name = useCategoryName()(category);
  usePageMeta(
    intl.formatMessage(messages.title, { category: name }),
    intl.formatMessage(messages.description, { category: name }),
    { canonicalPath: `/services?category=${category}` },
  );
  return category;
}

export function SidebarLayout({
  basePath,
  category,
  children,
}: {
  basePath: string;
  category: CategorySlug;
  children: ReactNode;
}) {
  const categoryName = useCategoryName();
  return (
    <Container fluid="lg" className="py-4">
      <Row>
        <Col md={3} lg={2}>
          <CategorySidebar basePath={basePath} active={category} />
        </Col>
        <Col md={9} lg={10}>
          <h1 className="h3 mb-1">
            <FormattedMessage id="catalog.sidebar.services" defaultMessage="Services" />
          </h1>
          <h2 className="h5 text-body-secondary mb-3">{categoryName(category)}</h2>
          {children}
        </Col>
      </Row>
    </Container>
  );
}
