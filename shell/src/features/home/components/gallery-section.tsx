import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '@market/contracts';
import { LoadingBlock, ResponsiveImage } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { useGalleries, type GalleryItem } from '../api/get-galleries';

function GalleryTile({ item }: { item: GalleryItem }) {
  const title = item.imageTitle ?? item.title ?? '';
  return (
    // The gallery's titles are written in the shop's language (they have no translations).
    <figure className="gallery-tile mb-0" lang={DEFAULT_LOCALE}>
      <ResponsiveImage
        src={item.imageUrl}
        alt={title}
        sizes="(min-width: 1400px) 330px, (min-width: 1200px) 285px, (min-width: 992px) 240px, (min-width: 768px) 240px, 50vw"
        width={400}
        height={300}
        className="w-100 h-auto rounded"
      />
      {title && <figcaption className="small mt-2">{title}</figcaption>}
    </figure>
  );
}

export function GallerySection() {
  const intl = useIntl();
  const galleries = useGalleries();
  return (
    <section className="py-5" aria-labelledby="gallery-title">
      <Container>
        <h2 id="gallery-title" className="h3 mb-4">
          <FormattedMessage
            id="shell.home.galleryTitle"
            defaultMessage="Made on {brand}"
            values={{ brand: BRAND_NAME }}
          />
        </h2>
        {galleries.status === 'loading' && (
          <LoadingBlock
            inline
            size="sm"
            label={intl.formatMessage({ id: 'shell.home.galleryLoading', defaultMessage: 'Loading gallery' })}
          />
        )}
        {galleries.status === 'error' && (
          <Alert variant="danger">
            {galleries.message ? (
              <FormattedMessage
                id="shell.home.galleryError"
                defaultMessage="Error: {message}"
                values={{ message: galleries.message }}
              />
            ) : (
              <FormattedMessage id="shell.home.galleryFailed" defaultMessage="Something went wrong" />
            )}
          </Alert>
        )}
        {galleries.status === 'ready' && galleries.items.length === 0 && (
          <p className="text-body-secondary">
            <FormattedMessage
              id="shell.home.galleryEmpty"
              defaultMessage="New work from our sellers will appear here soon."
            />
          </p>
        )}
        {galleries.status === 'ready' && galleries.items.length > 0 && (
          <Row xs={2} md={3} lg={4} className="g-3">
            {galleries.items.slice(0, 12).map((item) => (
              <Col key={item._id}>
                <GalleryTile item={item} />
              </Col>
            ))}
          </Row>
        )}
      </Container>
    </section>
  );
}
