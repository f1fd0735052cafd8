import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  activeFilterCount,
  DELIVERY_CHOICES,
  priceParam,
  SORT_LABELS,
  sortChoices,
  type SortKey,
} from './list-query';
import type { ListQueryControls } from './use-list-query';

function PriceRange({
  minPrice,
  maxPrice,
  apply,
}: {
  minPrice?: number;
  maxPrice?: number;
  apply: (min: string, max: string) => void;
}) {
  const [min, setMin] = useState(minPrice === undefined ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === undefined ? '' : String(maxPrice));
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    apply(min.trim(), max.trim());
  }
  return (
    <Form onSubmit={submit} aria-label="Price range" className="d-flex align-items-end gap-2">
      <Form.Group controlId={`${id}-min`}>
        <Form.Label className="small mb-1">Min price ($)</Form.Label>
        <Form.Control
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          size="sm"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          style={{ width: '6.5rem' }}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-max`}>
        <Form.Label className="small mb-1">Max price ($)</Form.Label>
        <Form.Control
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          size="sm"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          style={{ width: '6.5rem' }}
        />
      </Form.Group>
      <Button type="submit" size="sm" variant="outline-primary">
        Apply
      </Button>
    </Form>
  );
}

/** Sort, price range (signed-in users only) and delivery time; behind a 'Filters' button on phones. */
export function ServiceFilters({ controls }: { controls: ListQueryControls }) {
  const { query, context, update } = controls;
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = activeFilterCount(query);
  const sorts = sortChoices(context);
  return (
    <section aria-label="Sort and filter" className="mb-3">
      <Button
        variant="outline-secondary"
        size="sm"
        className="d-md-none w-100 mb-2"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide filters' : `Sort & filter${active ? ` (${active})` : ''}`}
      </Button>
      <div id={`${id}-panel`} className={open ? '' : 'd-none d-md-block'} data-testid="service-filters">
        <Row className="g-2 align-items-end">
          <Col xs={6} md="auto">
            <Form.Group controlId={`${id}-sort`}>
              <Form.Label className="small mb-1">Sort by</Form.Label>
              <Form.Select
                size="sm"
                value={query.sort ?? sorts[0]}
                onChange={(e) =>
                  update({ sort: e.target.value === sorts[0] ? undefined : (e.target.value as SortKey) })
                }
              >
                {sorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={6} md="auto">
            <Form.Group controlId={`${id}-delivery`}>
              <Form.Label className="small mb-1">Delivery time</Form.Label>
              <Form.Select
                size="sm"
                value={query.maxDelivery ?? ''}
                onChange={(e) => update({ maxDelivery: e.target.value || undefined })}
              >
                <option value="">Any time</option>
                {DELIVERY_CHOICES.map((days) => (
                  <option key={days} value={days}>{`Up to ${days} day${days > 1 ? 's' : ''}`}</option>
                ))}
                {query.maxDelivery !== undefined &&
                  !(DELIVERY_CHOICES as readonly number[]).includes(query.maxDelivery) && (
                    <option value={query.maxDelivery}>{`Up to ${query.maxDelivery} days`}</option>
                  )}
              </Form.Select>
            </Form.Group>
          </Col>
          {context.withPrices && (
            <Col xs={12} md="auto">
              <PriceRange
                key={`${query.minPrice}-${query.maxPrice}`}
                minPrice={query.minPrice}
                maxPrice={query.maxPrice}
                apply={(minPrice, maxPrice) =>
                  update({ minPrice: priceParam(minPrice), maxPrice: priceParam(maxPrice) })
                }
              />
            </Col>
          )}
          {(active > 0 || query.sort) && (
            <Col xs={12} md="auto">
              <Button
                size="sm"
                variant="link"
                className="px-0"
                onClick={() =>
                  update({
                    sort: undefined,
                    minPrice: undefined,
                    maxPrice: undefined,
                    maxDelivery: undefined,
                  })
                }
              >
                Clear filters
              </Button>
            </Col>
          )}
        </Row>
      </div>
    </section>
  );
}
