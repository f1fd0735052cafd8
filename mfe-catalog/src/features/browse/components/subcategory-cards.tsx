import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from '@market/router';
import {
  EXPLAINER_VIDEOS_PATH,
  SUBCATEGORY_SLUGS,
  subcategoryPath,
  type CategorySlug,
} from '@market/contracts';
import { useSubcategoryName } from '@market/ui';

/** The spec links the video-animation landing's explainer-videos card under /digital-marketing. */
export function subcategoryCardPath(category: CategorySlug, slug: string): string {
  return category === 'video-animation' && slug === 'explainer-videos'
    ? EXPLAINER_VIDEOS_PATH
    : subcategoryPath(category, slug);
}

/** The first `limit` subcategories, always with the explainer-videos card the spec names on video-animation. */
export function featuredSubcategories(category: CategorySlug, limit?: number): string[] {
  const slugs = SUBCATEGORY_SLUGS[category];
  if (limit === undefined || limit >= slugs.length) return [...slugs];
  const featured = slugs.slice(0, limit);
  if (category === 'video-animation' && !featured.includes('explainer-videos'))
    featured[limit - 1] = 'explainer-videos';
  return featured;
}

/** Featured subcategory cards of a category, each linking to its service list. */
export function SubcategoryCards({ category, limit }: { category: CategorySlug; limit?: number }) {
  const subcategoryName = useSubcategoryName();
  return (
    <Row xs={2} md={3} lg={4} className="g-3">
      {featuredSubcategories(category, limit).map((slug) => (
        <Col key={slug}>
          <Card
            as={Link}
            to={subcategoryCardPath(category, slug)}
            className="h-100 text-decoration-none shadow-sm"
          >
            <Card.Body className="d-flex align-items-center">
              <Card.Title as="h3" className="h6 mb-0">
                {subcategoryName(slug)}
              </Card.Title>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
