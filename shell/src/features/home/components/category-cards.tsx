import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from '@market/router';
import { CATEGORY_NAMES, CATEGORY_SLUGS, type CategorySlug } from '@market/contracts';

const BLURBS: Record<CategorySlug, { icon: string; text: string }> = {
  'programming-tech': { icon: '</>', text: 'Websites, apps, cloud and security work by vetted developers.' },
  'graphics-design': { icon: '✎', text: 'Logos, brand guides, UI design and illustration.' },
  'digital-marketing': { icon: '↗', text: 'SEO, social media, ads and analytics that grow sales.' },
  'video-animation': { icon: '▶', text: 'Editing, explainers, 2D/3D animation and social clips.' },
  business: { icon: '◆', text: 'Research, plans, virtual assistants and lead generation.' },
  'writing-translation': { icon: '¶', text: 'Copy, blogs, proofreading, translation and localization.' },
};

export function CategoryCards() {
  return (
    <section className="py-5" aria-labelledby="categories-title">
      <Container>
        <h2 id="categories-title" className="h3 mb-4">
          Explore the marketplace
        </h2>
        <Row xs={1} sm={2} lg={3} className="g-3">
          {CATEGORY_SLUGS.map((slug) => (
            <Col key={slug}>
              <Card as={Link} to={`/${slug}`} className="category-card h-100 text-decoration-none">
                <Card.Body>
                  <div className="category-icon mb-2" aria-hidden="true">
                    {BLURBS[slug].icon}
                  </div>
                  <Card.Title as="h3" className="h5">
                    {CATEGORY_NAMES[slug]}
                  </Card.Title>
                  <Card.Text className="text-body-secondary">{BLURBS[slug].text}</Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Container>
    </section>
  );
}
