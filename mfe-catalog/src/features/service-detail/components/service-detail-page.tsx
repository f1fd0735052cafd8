import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from '@market/router';
import { ApiError, useAuthUser } from '@market/api-client';
import { CATEGORY_NAMES, isCategory, subcategoryName, subcategoryPath } from '@market/contracts';
import { CanonicalRedirect, NotFoundScreen, ResponsiveImage, useLoad, usePageMeta } from '@market/ui';
import { Stars } from '@/shared/services/components/service-card';
import { LoadFailed } from '@/shared/components/load-failed';
import { getService } from '../api/detail';
import { PurchasePanel } from './purchase-panel';
import { ReviewsSection } from './reviews-section';
import { serviceHead, servicePath } from './service-head';

function Media({ src, alt }: { src: string; alt: string }) {
  if (/\.(mp4|webm)$/i.test(src)) {
    return (
      <video
        className="w-100 rounded"
        src={src}
        controls
        muted
        playsInline
        width={800}
        height={450}
        aria-label={alt}
      />
    );
  }
  // The page's largest paint; up to 1280 px wide (the original stays at its own URL).
  return (
    <ResponsiveImage
      className="w-100 h-auto rounded object-fit-cover"
      src={src}
      alt={alt}
      sizes="(min-width: 1400px) 856px, (min-width: 1200px) 736px, (min-width: 992px) 616px, 100vw"
      width={800}
      height={450}
      priority
    />
  );
}

/** A buyer's answer carries prices, a visitor's does not: the viewer is part of the key. */
const loadService = (key: string) => getService(key.slice(key.indexOf(':') + 1));

/** A service at `/{subcategory}/{id}`; another subcategory or a capitalised id moves to its own address. */
export function ServiceDetailPage({ id, subcategory }: { id: string; subcategory: string }) {
  const user = useAuthUser();
  const [mediaIndex, setMediaIndex] = useState(0);
  const { state, replace, reload } = useLoad(`${user ? 'buyer' : 'visitor'}:${id}`, loadService);
  const service = state.status === 'ready' ? state.data : null;
  usePageMeta(
    service ? service.title : null,
    service ? service.shortDesc || service.desc : undefined,
    service ? serviceHead(service) : undefined,
  );

  /** The star figures at the top follow a posted or deleted review without a reload. */
  function refreshStars() {
    getService(id).then(replace, () => undefined);
  }

  if (state.status === 'error') {
    const { error } = state;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <NotFoundScreen />;
    return (
      <Container className="py-5">
        <LoadFailed message="Failed to load this service. Please try again." onRetry={reload} />
      </Container>
    );
  }
  if (!service) {
    return (
      <Container className="py-5" role="status">
        <p className="text-body-secondary">Loading…</p>
      </Container>
    );
  }
  if (service.subCategory !== subcategory || service._id !== id) {
    return <CanonicalRedirect to={servicePath(service)} />;
  }
  const media = [service.coverImage, ...service.otherImages];
  // An empty feature only keeps its box's place in the admin form.
  const features = service.features.filter((feature) => feature.trim() !== '');
  const requirements = service.requirements ?? [];
  const current = media[mediaIndex] ?? service.coverImage;
  return (
    <Container className="py-4">
      <Row className="g-4">
        <Col lg={8}>
          <h1 className="h3">{service.title}</h1>
          <div className="mb-3">
            <Stars average={service.averageStars} count={service.starNumber} />
          </div>
          <Media src={current} alt={service.shortTitle} />
          {media.length > 1 && (
            <div className="d-flex gap-2 mt-2 flex-wrap" aria-label="Media">
              {media.map((item, index) => (
                <button
                  key={`${item}-${index}`}
                  type="button"
                  className={`p-0 border rounded ${index === mediaIndex ? 'border-primary border-2' : ''}`}
                  onClick={() => setMediaIndex(index)}
                  aria-label={`Show media ${index + 1}`}
                >
                  {/\.(mp4|webm)$/i.test(item) ? (
                    <span className="d-inline-block text-center" style={{ width: 80, lineHeight: '56px' }}>
                      ▶
                    </span>
                  ) : (
                    <ResponsiveImage
                      src={item}
                      alt=""
                      sizes="80px"
                      width={80}
                      height={56}
                      className="object-fit-cover rounded"
                    />
                  )}
                </button>
              ))}
            </div>
          )}
          <div className="d-flex gap-2 my-3">
            {isCategory(service.category) && (
              <>
                <Badge as={Link} to={`/${service.category}`} bg="primary" className="text-decoration-none">
                  {CATEGORY_NAMES[service.category]}
                </Badge>
                <Badge
                  as={Link}
                  to={subcategoryPath(service.category, service.subCategory)}
                  bg="secondary"
                  className="text-decoration-none"
                >
                  {subcategoryName(service.subCategory)}
                </Badge>
              </>
            )}
          </div>
          <p className="lead">{service.shortDesc}</p>
          <h2 className="h5">About this service</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{service.desc}</p>
          {features.length > 0 && (
            <>
              <h2 className="h5">Features</h2>
              <ul>
                {features.map((feature, index) => (
                  <li key={`${index}-${feature}`}>{feature}</li>
                ))}
              </ul>
            </>
          )}
          {requirements.length > 0 && (
            <>
              <h2 className="h5">What the seller needs from you</h2>
              <ul data-testid="service-requirements">
                {requirements.map((q, index) => (
                  <li key={index}>
                    {q.question}
                    {q.kind === 'file' && <span className="text-body-secondary"> (a file)</span>}
                    {!q.required && <span className="text-body-secondary"> (optional)</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Col>
        <Col lg={4}>
          <div className="position-sticky" style={{ top: '1rem' }}>
            <PurchasePanel key={`${service._id}-${Boolean(user)}`} service={service} />
          </div>
        </Col>
        <Col lg={8}>
          <ReviewsSection serviceId={service._id} onChange={refreshStars} />
        </Col>
      </Row>
    </Container>
  );
}
