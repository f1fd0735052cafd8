import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from '@market/router';
import { CATEGORY_NAMES, CATEGORY_SLUGS } from '@market/contracts';
import { BRAND_NAME } from '@/config/brand';
import { COMPANY } from '@/config/company';

const COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer border-top bg-body-tertiary mt-auto pt-5 pb-4">
      <Container>
        <Row className="g-4">
          <Col md={4}>
            <h2 className="h5 fw-bold">{BRAND_NAME}</h2>
            <p className="small text-body-secondary">
              A marketplace and agency for digital services since {COMPANY.founded}: programming, design,
              marketing, video, business and writing, delivered by vetted specialists.
            </p>
            <ul className="list-inline mb-0">
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
            <h2 className="h6 text-uppercase">Company</h2>
            <ul className="list-unstyled small">
              {COMPANY_LINKS.map((link) => (
                <li key={link.to} className="mb-1">
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col xs={6} md={3}>
            <h2 className="h6 text-uppercase">Categories</h2>
            <ul className="list-unstyled small">
              {CATEGORY_SLUGS.map((slug) => (
                <li key={slug} className="mb-1">
                  <Link to={`/${slug}`}>{CATEGORY_NAMES[slug]}</Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col md={3}>
            <h2 className="h6 text-uppercase">Contact</h2>
            <address className="small mb-0">
              {COMPANY.address}
              <br />
              <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
              <br />
              <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
            </address>
          </Col>
        </Row>
        <p className="small text-body-secondary border-top pt-3 mt-4 mb-0">
          © {new Date().getFullYear()} {COMPANY.legalName}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
