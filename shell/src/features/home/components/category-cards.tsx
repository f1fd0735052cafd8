import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from '@market/router';
import { useCategoryName } from '@market/ui';
import { CATEGORY_SLUGS, type CategorySlug } from '@market/contracts';

const ICONS: Record<CategorySlug, string> = {
  'programming-tech': '</>',
  'graphics-design': '✎',
  'digital-marketing': '↗',
  'video-animation': '▶',
  business: '◆',
  'writing-translation': '¶',
};

const BLURBS: Record<CategorySlug, MessageDescriptor> = defineMessages({
  'programming-tech': {
    id: 'shell.home.blurbProgrammingTech',
    defaultMessage: 'Websites, apps, cloud and security work by vetted developers.',
  },
  'graphics-design': {
    id: 'shell.home.blurbGraphicsDesign',
    defaultMessage: 'Logos, brand guides, UI design and illustration.',
  },
  'digital-marketing': {
    id: 'shell.home.blurbDigitalMarketing',
    defaultMessage: 'SEO, social media, ads and analytics that grow sales.',
  },
  'video-animation': {
    id: 'shell.home.blurbVideoAnimation',
    defaultMessage: 'Editing, explainers, 2D/3D animation and social clips.',
  },
  business: {
    id: 'shell.home.blurbBusiness',
    defaultMessage: 'Research, plans, virtual assistants and lead generation.',
  },
  'writing-translation': {
    id: 'shell.home.blurbWritingTranslation',
    defaultMessage: 'Copy, blogs, proofreading, translation and localization.',
  },
});

export function CategoryCards() {
  const categoryName = useCategoryName();
  return (
    <section className="py-5" aria-labelledby="categories-title">
      <Container>
        <h2 id="categories-title" className="h3 mb-4">
          <FormattedMessage id="shell.home.categoriesTitle" defaultMessage="Explore the marketplace" />
        </h2>
        <Row xs={1} sm={2} lg={3} className="g-3">
          {CATEGORY_SLUGS.map((slug) => (
            <Col key={slug}>
              <Card as={Link} to={`/${slug}`} className="category-card h-100 text-decoration-none">
                <Card.Body>
                  <div className="category-icon mb-2" aria-hidden="true">
                    {ICONS[slug]}
                  </div>
                  <Card.Title as="h3" className="h5">
                    {categoryName(slug)}
                  </Card.Title>
                  <Card.Text className="text-body-secondary">
                    <FormattedMessage {...BLURBS[slug]} />
                  </Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Container>
    </section>
  );
}
