import { FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { Link } from '@market/router';
import { CATEGORY_SLUGS, type CategorySlug } from '@market/contracts';
import { useCategoryName } from '@market/ui';

/** The six categories on the left; on mobile it collapses behind 'Open Sidebar' / 'Close Sidebar'. */
export function CategorySidebar({ basePath, active }: { basePath: string; active: CategorySlug }) {
  const intl = useIntl();
  const categoryName = useCategoryName();
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label={intl.formatMessage({ id: 'catalog.sidebar.label', defaultMessage: 'Categories' })}>
      <Button
        variant="outline-secondary"
        className="d-md-none mb-3 w-100"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? (
          <FormattedMessage id="catalog.sidebar.close" defaultMessage="Close Sidebar" />
        ) : (
          <FormattedMessage id="catalog.sidebar.open" defaultMessage="Open Sidebar" />
        )}
      </Button>
      <Nav
        className={`flex-column nav-pills ${open ? '' : 'd-none d-md-flex'}`}
        data-testid="category-sidebar"
      >
        {CATEGORY_SLUGS.map((slug) => (
          <Nav.Link
            key={slug}
            as={Link}
            to={`${basePath}?category=${slug}`}
            active={slug === active}
            onClick={() => setOpen(false)}
          >
            {categoryName(slug)}
          </Nav.Link>
        ))}
      </Nav>
    </aside>
  );
}
