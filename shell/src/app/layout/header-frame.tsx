import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from '@market/router';
import { CurrencyMenu } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import type { NavItem } from './nav-links';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';

export const HEADER = defineMessages({
  mainNav: { id: 'shell.header.mainNav', defaultMessage: 'Main' },
  adminNav: { id: 'shell.header.adminNav', defaultMessage: 'Admin' },
  create: { id: 'shell.header.create', defaultMessage: 'Create' },
  manage: { id: 'shell.header.manage', defaultMessage: 'Manage' },
});

/**
 * Brand, collapse toggle and colour-mode switch around one header variant's links; `actions`
 * (the bell) stay beside the switch, outside the collapsed menu, so a phone sees them too.
 */
export function HeaderFrame({
  label,
  children,
  actions,
  expand = 'lg',
}: {
  /** The navigation's accessible name (already in the page's language). */
  label: string;
  children: ReactNode;
  actions?: ReactNode;
  expand?: 'lg' | 'xl';
}) {
  const intl = useIntl();
  return (
    <Navbar expand={expand} className="site-header border-bottom bg-body" sticky="top" collapseOnSelect>
      <Container>
        <Navbar.Brand as={Link} to="/" className="fw-bold brand-mark" translate="no">
          {BRAND_NAME}
        </Navbar.Brand>
        <div className="d-flex align-items-center gap-2 order-lg-last ms-lg-2">
          {actions}
          <LanguageMenu />
          <CurrencyMenu />
          <ThemeToggle />
          <Navbar.Toggle
            aria-controls="site-nav"
            label={intl.formatMessage({ id: 'shell.header.toggleNav', defaultMessage: 'Toggle navigation' })}
          />
        </div>
        <Navbar.Collapse id="site-nav">
          <Nav as="nav" aria-label={label} className="ms-auto align-items-lg-center gap-lg-1">
            {children}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

export function HeaderLink({ item, badge }: { item: NavItem; badge?: ReactNode }) {
  return (
    <Nav.Link as={NavLink} to={item.to} end={item.to === '/' || item.to === '/admin'} eventKey={item.to}>
      <FormattedMessage {...item.label} />
      {badge}
    </Nav.Link>
  );
}
