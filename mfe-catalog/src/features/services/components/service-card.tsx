import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { effectivePrice, formatDollars, salePercent } from '@market/contracts';
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

export function CoverMedia({ src, alt, className }: { src: string; alt: string; className?: string }) {
  if (/\.mp4$/i.test(src)) {
    return (
      <video
        className={className}
        src={src}
        muted
        autoPlay
        loop
        playsInline
        width={400}
        height={225}
        aria-label={alt}
      />
    );
  }
  return <img className={className} src={src} alt={alt} loading="lazy" width={400} height={225} />;
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

export function ServiceCard({ service }: { service: Service }) {
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
