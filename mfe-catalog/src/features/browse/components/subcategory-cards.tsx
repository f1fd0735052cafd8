import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { SUBCATEGORY_SLUGS, subcategoryName, subcategoryPath, type CategorySlug } from '@market/contracts';

/** Featured subcategory cards of a category, each linking to its service list. */
export function SubcategoryCards({ category, limit }: { category: CategorySlug; limit?: number }) {
  const slugs = SUBCATEGORY_SLUGS[category].slice(0, limit);
  return (
    <Row xs={2} md={3} lg={4} className="g-3">
      {slugs.map((slug) => (
        <Col key={slug}>
          <Card as={Link} to={subcategoryPath(category, slug)} className="h-100 text-decoration-none shadow-sm">
            <Card.Body className="d-flex align-items-center">
              <Card.Title as="h3" className="h6 mb-0">{subcategoryName(slug)}</Card.Title>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
