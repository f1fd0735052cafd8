import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from '@market/router';
import { ApiError, useAuthUser } from '@market/api-client';
import { isCategory, subcategoryPath } from '@market/contracts';
import {
  CanonicalRedirect,
  NotFoundScreen,
  ResponsiveImage,
  useCategoryName,
  useContentLocale,
  useLoad,
  usePageMeta,
  useSubcategoryName,
} from '@market/ui';
import { Stars } from '@/shared/services/components/service-card';
import { LoadFailed } from '@/shared/components/load-failed';
import { isVideo, ThumbnailStrip } from '@/shared/components/thumbnail-strip';
import { COMMON_MESSAGES } from '@/shared/i18n/common-messages';
import { getService } from '../api/detail';
import { PurchasePanel } from './purchase-panel';
import { ReviewsSection } from './reviews-section';
import { serviceHead, servicePath } from './service-head';

const messages = defineMessages<{
  loadFailed: Record<never, never>;
  loading: Record<never, never>;
  media: Record<never, never>;
  showMedia: { number: string };
  about: Record<never, never>;
  features: Record<never, never>;
  sellerNeeds: Record<never, never>;
  file: Record<never, never>;
  optional: Record<never, never>;
}>({
  loadFailed: {
    id: 'catalog.service.loadFailed',
    defaultMessage: 'Failed to load this service. Please try again.',
  },
  loading: { id: 'catalog.service.loading', defaultMessage: 'Loading…' },
  media: { id: 'catalog.service.media', defaultMessage: 'Media' },
  showMedia: { id: 'catalog.service.showMedia', defaultMessage: 'Show media {number}' },
  about: { id: 'catalog.service.about', defaultMessage: 'About this service' },
  features: { id: 'catalog.service.features', defaultMessage: 'Features' },
  sellerNeeds: { id: 'catalog.service.sellerNeeds', defaultMessage: 'What the seller needs from you' },
  file: { id: 'catalog.service.requirementFile', defaultMessage: '(a file)' },
  optional: { id: 'catalog.service.requirementOptional', defaultMessage: '(optional)' },
});

function Media({ src, alt }: { src: string; alt: string }) {
  if (isVideo(src)) {
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

/**
 * Key `{viewer}:{locale}:{id}`: a buyer's answer carries prices, a visitor's does not, and the
 * texts are in the page's language.
 */
const loadService = (key: string) => {
  const [, locale] = key.split(':', 2);
  return getService(key.slice(key.indexOf(':', key.indexOf(':') + 1) + 1), locale);
};

/** A service at `/{subcategory}/{id}`; another subcategory or a capitalised id moves to its own address. */
export function ServiceDetailPage({ id, subcategory }: { id: string; subcategory: string }) {
  const user = useAuthUser();
  const intl = useIntl();
  const [mediaIndex, setMediaIndex] = useState(0);
  const locale = useContentLocale();
  const { state, replace, reload } = useLoad(`${user ? 'buyer' : 'visitor'}:${locale}:${id}`, loadService);
  const service = state.status === 'ready' ? state.data : null;
  const categoryName = useCategoryName();
  const subcategoryName = useSubcategoryName();
  usePageMeta(
    service ? service.title : null,
    service ? service.shortDesc || service.desc : undefined,
    service
      ? serviceHead(service, {
          home: intl.formatMessage(COMMON_MESSAGES.home),
          category: categoryName(service.category),
          subcategory: subcategoryName(service.subCategory),
        })
      : undefined,
  );

  /** The star figures at the top follow a posted or deleted review without a reload. */
  function refreshStars() {
    getService(id, locale).then(replace, () => undefined);
  }

  if (state.status === 'error') {
    const { error } = state;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <NotFoundScreen />;
    return (
      <Container className="py-5">
        <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={reload} />
      </Container>
    );
  }
  if (!service) {
    return (
      <Container className="py-5" role="status">
        <p className="text-body-secondary">{intl.formatMessage(messages.loading)}</p>
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
            <ThumbnailStrip
              items={media}
              current={mediaIndex}
              onChoose={setMediaIndex}
              buttonLabel={(index) =>
                intl.formatMessage(messages.showMedia, { number: intl.formatNumber(index + 1) })
              }
              label={intl.formatMessage(messages.media)}
              className="mt-2"
            />
          )}
          <div className="d-flex gap-2 my-3">
            {isCategory(service.category) && (
              <>
                <Badge as={Link} to={`/${service.category}`} bg="primary" className="text-decoration-none">
                  {categoryName(service.category)}
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
          <h2 className="h5">{intl.formatMessage(messages.about)}</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{service.desc}</p>
          {features.length > 0 && (
            <>
              <h2 className="h5">{intl.formatMessage(messages.features)}</h2>
              <ul>
                {features.map((feature, index) => (
                  <li key={`${index}-${feature}`}>{feature}</li>
                ))}
              </ul>
            </>
          )}
          {requirements.length > 0 && (
            <>
              <h2 className="h5">{intl.formatMessage(messages.sellerNeeds)}</h2>
              <ul data-testid="service-requirements">
                {requirements.map((q, index) => (
                  <li key={index}>
                    {q.question}
                    {q.kind === 'file' && (
                      <span className="text-body-secondary"> {intl.formatMessage(messages.file)}</span>
                    )}
                    {!q.required && (
                      <span className="text-body-secondary"> {intl.formatMessage(messages.optional)}</span>
                    )}
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
