import { useEffect, useRef, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import promoVideo from '@/assets/promo.webm';

/**
 * The video is below the fold on a phone: its file is asked for only when it comes near the
 * viewport (the first view downloads only what it shows), then it plays as before.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function PromoVideo() {
  const intl = useIntl();
  const [videoRef, near] = useNearViewport<HTMLVideoElement>();
  return (
    <section className="py-5 bg-body-tertiary" aria-labelledby="promo-title">
      <Container>
        <Row className="align-items-center g-4">
          <Col lg={5}>
            <h2 id="promo-title" className="h3">
              <FormattedMessage id="shell.home.promoTitle" defaultMessage="A whole team, one order away" />
            </h2>
            <p className="text-body-secondary mb-0">
              <FormattedMessage
                id="shell.home.promoText"
                defaultMessage="Pick a package, pay securely, and follow your order from brief to delivery while you chat with the seller."
              />
            </p>
          </Col>
          <Col lg={7}>
            <video
              ref={videoRef}
              className="promo-video w-100 rounded shadow-sm"
              src={near ? promoVideo : undefined}
              width={640}
              height={360}
              autoPlay
              muted
              loop
              playsInline
              preload={near ? 'metadata' : 'none'}
              aria-label={intl.formatMessage({
                id: 'shell.home.promoVideoLabel',
                defaultMessage: 'Short animation of the marketplace',
              })}
            />
          </Col>
        </Row>
      </Container>
    </section>
  );
}
