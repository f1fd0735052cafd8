import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { Link } from '@market/router';
import { CATEGORY_NAMES, CATEGORY_SLUGS, type CategorySlug } from '@market/contracts';

/** The six categories on the left; on mobile it collapses behind 'Open Sidebar' / 'Close Sidebar'. */
export function CategorySidebar({ basePath, active }: { basePath: string; active: CategorySlug }) {
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label="Categories">
      <Button
        variant="outline-secondary"
        className="d-md-none mb-3 w-100"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close Sidebar' : 'Open Sidebar'}
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
            {CATEGORY_NAMES[slug]}
          </Nav.Link>
        ))}
      </Nav>
    </aside>
  );
}
