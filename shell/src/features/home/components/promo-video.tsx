import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import promoVideo from '@/assets/promo.webm';

export function PromoVideo() {
  return (
    <section className="py-5 bg-body-tertiary" aria-labelledby="promo-title">
      <Container>
        <Row className="align-items-center g-4">
          <Col lg={5}>
            <h2 id="promo-title" className="h3">
              A whole team, one order away
            </h2>
            <p className="text-body-secondary mb-0">
              Pick a package, pay securely, and follow your order from brief to delivery while you chat with
              the seller.
            </p>
          </Col>
          <Col lg={7}>
            <video
              className="promo-video w-100 rounded shadow-sm"
              src={promoVideo}
              autoPlay
              muted
              loop
              playsInline
              preload="metadata"
              aria-label="Short animation of the marketplace"
            />
          </Col>
        </Row>
      </Container>
    </section>
  );
}
