import Card from 'react-bootstrap/Card';
import { Link } from '@market/router';
import { effectivePrice, formatDollars, salePercent } from '@market/contracts';
import { InViewVideo, ResponsiveImage } from '@market/ui';
import type { Service } from '../api/services';

/** 'Starting from' price of the first package, or N/A when the API sent no prices (visitors). */
export function startingPrice(service: Service): string {
  const first = service.packages[0];
  if (!first || typeof first.regularPrice !== 'number') return 'N/A';
  return formatDollars(effectivePrice({ regularPrice: first.regularPrice, salePrice: first.salePrice ?? 0 }));
}

/** The first package's regular price when it is on sale (shown struck through), else null. */
export function regularPriceOnSale(service: Service): string | null {
  const first = service.packages[0];
  if (!first || typeof first.regularPrice !== 'number') return null;
  if (salePercent({ regularPrice: first.regularPrice, salePrice: first.salePrice ?? 0 }) === null)
    return null;
  return formatDollars(first.regularPrice);
}

export function saleBadge(service: Service): number | null {
  const first = service.packages[0];
  if (!first || typeof first.regularPrice !== 'number') return null;
  return salePercent({ regularPrice: first.regularPrice, salePrice: first.salePrice ?? 0 });
}

export function Stars({ average, count }: { average: number; count?: number }) {
  const rounded = Math.round(average);
  return (
    <span className="text-nowrap">
      <span className="text-warning" aria-hidden="true">
        {'★'.repeat(rounded)}
        {'☆'.repeat(Math.max(0, 5 - rounded))}
      </span>
      <span className="visually-hidden">{`Rated ${average.toFixed(1)} out of 5`}</span>
      <span className="ms-1 small">{average.toFixed(1)}</span>
      {count !== undefined && <span className="ms-1 small text-body-secondary">({count})</span>}
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
  const percent = saleBadge(service);
  const regular = regularPriceOnSale(service);
  return (
    <Card
      as={Link}
      to={`/${service.subCategory}/${service._id}`}
      className="h-100 text-decoration-none shadow-sm position-relative"
    >
      {percent !== null && (
        <span className="badge text-bg-danger position-absolute top-0 start-0 m-2" style={{ zIndex: 1 }}>
          {`${percent}% OFF`}
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
          <span className="small text-body-secondary">Starting from</span>
          <span className="text-nowrap">
            {regular && (
              <del className="small text-body-secondary me-1" data-testid="regular-price">
                <span className="visually-hidden">Regular price </span>
                {regular}
              </del>
            )}
            <strong data-testid="starting-price">{startingPrice(service)}</strong>
          </span>
        </div>
      </Card.Body>
    </Card>
  );
}
