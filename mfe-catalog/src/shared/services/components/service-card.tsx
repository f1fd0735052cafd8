import Card from 'react-bootstrap/Card';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@market/router';
import { effectivePrice, salePercent } from '@market/contracts';
import { InViewVideo, ResponsiveImage, useMoney } from '@market/ui';
import type { Service } from '../api/services';

const messages: Record<string, MessageDescriptor> = defineMessages({
  notAvailable: { id: 'catalog.serviceCard.notAvailable', defaultMessage: 'N/A' },
  rated: { id: 'catalog.serviceCard.rated', defaultMessage: 'Rated {average} out of {max}' },
  reviewCount: { id: 'catalog.serviceCard.reviewCount', defaultMessage: '({count, number})' },
  percentOff: { id: 'catalog.serviceCard.percentOff', defaultMessage: '{percent}% OFF' },
  startingFrom: { id: 'catalog.serviceCard.startingFrom', defaultMessage: 'Starting from' },
  regularPrice: { id: 'catalog.serviceCard.regularPrice', defaultMessage: 'Regular price' },
});

/** 'Starting from' price of the first package, or null when the API sent no prices (visitors). */
export function startingPrice(service: Service): number | null {
  const first = service.packages[0];
  if (!first || typeof first.regularPrice !== 'number') return null;
  return effectivePrice({ regularPrice: first.regularPrice, salePrice: first.salePrice ?? 0 });
}

/** The first package's regular price when it is on sale (shown struck through), else null. */
export function regularPriceOnSale(service: Service): number | null {
  const first = service.packages[0];
  if (!first || typeof first.regularPrice !== 'number') return null;
  if (salePercent({ regularPrice: first.regularPrice, salePrice: first.salePrice ?? 0 }) === null)
    return null;
  return first.regularPrice;
}

export function saleBadge(service: Service): number | null {
  const first = service.packages[0];
  if (!first || typeof first.regularPrice !== 'number') return null;
  return salePercent({ regularPrice: first.regularPrice, salePrice: first.salePrice ?? 0 });
}

export function Stars({ average, count }: { average: number; count?: number }) {
  const intl = useIntl();
  const rounded = Math.round(average);
  const shown = intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="text-nowrap">
      <span className="text-warning" aria-hidden="true">
        {'★'.repeat(rounded)}
        {'☆'.repeat(Math.max(0, 5 - rounded))}
      </span>
      <span className="visually-hidden">
        {intl.formatMessage(messages.rated, { average: shown, max: intl.formatNumber(5) })}
      </span>
      <span className="ms-1 small">{shown}</span>
      {count !== undefined && (
        <span className="ms-1 small text-body-secondary">
          {intl.formatMessage(messages.reviewCount, { count })}
        </span>
      )}
    </span>
  );
}

/** `sizes` of a card cover in a grid of `columns` at large widths (Bootstrap's container widths). */
export function cardSizes(columns: number): string {
  const at = (container: number, cols: number) => `${Math.ceil(container / cols)}px`;
  return [
    `(min-width: 1400px) ${at(1320, columns)}`,
    `(min-width: 1200px) ${at(1140, columns)}`,
    `(min-width: 992px) ${at(960, columns)}`,
    `(min-width: 768px) ${at(720, 3)}`,
    `(min-width: 576px) ${at(540, 2)}`,
    '100vw',
  ].join(', ');
}

/** A card's cover: an uploaded image at the size the card needs, or a video playing only while in view. */
export function CoverMedia({
  src,
  alt,
  className,
  sizes = cardSizes(4),
  priority,
}: {
  src: string;
  alt: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  if (/\.(mp4|webm)$/i.test(src)) {
    return <InViewVideo className={className} src={src} label={alt} width={400} height={225} />;
  }
  return (
    <ResponsiveImage
      className={className}
      src={src}
      alt={alt}
      sizes={sizes}
      width={400}
      height={225}
      priority={priority}
    />
  );
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

/** `sizes` and `priority` go to the cover: the first card of a page is its largest paint. */
export function ServiceCard({
  service,
  sizes,
  priority,
}: {
  service: Service;
  sizes?: string;
  priority?: boolean;
}) {
  const money = useMoney();
  const percent = saleBadge(service);
  const regular = regularPriceOnSale(service);
  const starting = startingPrice(service);
  return (
    <Card
      as={Link}
      to={`/${service.subCategory}/${service._id}`}
      className="h-100 text-decoration-none shadow-sm position-relative"
    >
      {percent !== null && (
        <span className="badge text-bg-danger position-absolute top-0 start-0 m-2" style={{ zIndex: 1 }}>
          <FormattedMessage {...messages.percentOff} values={{ percent }} />
        </span>
      )}
      <CoverMedia
        src={service.coverImage}
        alt={service.shortTitle}
        className="card-img-top object-fit-cover h-auto"
        sizes={sizes}
        priority={priority}
      />
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" className="h6 mb-1" style={clamp(1)} title={service.shortTitle}>
          {service.shortTitle}
        </Card.Title>
        <Card.Text className="small text-body-secondary mb-2" style={clamp(2)}>
          {service.shortDesc}
        </Card.Text>
        <div className="mb-2">
          <Stars average={service.averageStars} count={service.starNumber} />
        </div>
        <div className="mt-auto d-flex justify-content-between align-items-baseline">
          <span className="small text-body-secondary">
            <FormattedMessage {...messages.startingFrom} />
          </span>
          <span className="text-nowrap">
            {regular !== null && (
              <del className="small text-body-secondary me-1" data-testid="regular-price">
                <span className="visually-hidden">
                  <FormattedMessage {...messages.regularPrice} />{' '}
                </span>
                {money.price(regular)}
              </del>
            )}
            <strong data-testid="starting-price">
              {starting === null ? <FormattedMessage {...messages.notAvailable} /> : money.price(starting)}
            </strong>
          </span>
        </div>
      </Card.Body>
    </Card>
  );
}
