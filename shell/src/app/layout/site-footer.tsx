import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from '@market/router';
import { useCategoryName } from '@market/ui';
import { CATEGORY_SLUGS } from '@market/contracts';
import { BRAND_NAME } from '@/config/brand';
import { COMPANY } from '@/config/company';
import { LanguageMenu } from './language-menu';
import { NAV, type NavItem } from './nav-links';

const FOOTER = defineMessages({
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'shell.footer.terms', defaultMessage: 'Terms of Service' },
});

const COMPANY_LINKS: NavItem[] = [
  { to: '/about', label: NAV.about },
  { to: '/services', label: NAV.services },
  { to: '/blog', label: NAV.blog },
  { to: '/privacy', label: FOOTER.privacy },
  { to: '/terms', label: FOOTER.terms },
];

export function SiteFooter() {
  const categoryName = useCategoryName();
  return (
    <footer className="site-footer border-top bg-body-tertiary mt-auto pt-5 pb-4">
      <Container>
        <Row className="g-4">
          <Col md={4}>
            <h2 className="h5 fw-bold" translate="no">
              {BRAND_NAME}
            </h2>
            <p className="small text-body-secondary">
              <FormattedMessage
                id="shell.footer.about"
                defaultMessage="A marketplace and agency for digital services since {founded}: programming, design, marketing, video, business and writing, delivered by vetted specialists."
                values={{ founded: String(COMPANY.founded) }}
              />
            </p>
            <ul className="list-inline mb-0" translate="no">
              {COMPANY.social.map((network) => (
                <li key={network.name} className="list-inline-item">
                  <a href={network.href} target="_blank" rel="noopener noreferrer" className="small">
                    {network.name}
                  </a>
                </li>
              ))}
            </ul>
          </Col>
          <Col xs={6} md={2}>
            <h2 className="h6 text-uppercase">
              <FormattedMessage id="shell.footer.company" defaultMessage="Company" />
            </h2>
            <ul className="list-unstyled small">
              {COMPANY_LINKS.map((link) => (
                <li key={link.to} className="mb-1">
                  <Link to={link.to}>
                    <FormattedMessage {...link.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col xs={6} md={3}>
            <h2 className="h6 text-uppercase">
              <FormattedMessage id="shell.footer.categories" defaultMessage="Categories" />
            </h2>
            <ul className="list-unstyled small">
              {CATEGORY_SLUGS.map((slug) => (
                <li key={slug} className="mb-1">
                  <Link to={`/${slug}`}>{categoryName(slug)}</Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col md={3}>
            <h2 className="h6 text-uppercase">
              <FormattedMessage id="shell.footer.contact" defaultMessage="Contact" />
            </h2>
            <address className="small mb-0" translate="no">
              {/* Written left to right on a right-to-left page too: the number keeps its place. */}
              <span dir="ltr">{COMPANY.address}</span>
              <br />
              <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
              <br />
              <a href={COMPANY.phoneHref} dir="ltr">
                {COMPANY.phone}
              </a>
            </address>
          </Col>
        </Row>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 border-top pt-3 mt-4">
          <p className="small text-body-secondary mb-0">
            <FormattedMessage
              id="shell.footer.copyright"
              defaultMessage="© {year} {company}. All rights reserved."
              values={{ year: String(new Date().getFullYear()), company: COMPANY.legalName }}
            />
          </p>
          <LanguageMenu />
        </div>
      </Container>
    </footer>
  );
}
