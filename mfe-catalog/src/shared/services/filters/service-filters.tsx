import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  activeFilterCount,
  DELIVERY_CHOICES,
  priceParam,
  SORT_LABELS,
  sortChoices,
  type SortKey,
} from './list-query';
import type { ListQueryControls } from './use-list-query';

const messages: Record<string, MessageDescriptor> = defineMessages({
  priceRange: { id: 'catalog.filters.priceRange', defaultMessage: 'Price range' },
  minPrice: { id: 'catalog.filters.minPrice', defaultMessage: 'Min price ($)' },
  maxPrice: { id: 'catalog.filters.maxPrice', defaultMessage: 'Max price ($)' },
  apply: { id: 'catalog.filters.apply', defaultMessage: 'Apply' },
  sortAndFilter: { id: 'catalog.filters.sortAndFilter', defaultMessage: 'Sort and filter' },
  hide: { id: 'catalog.filters.hide', defaultMessage: 'Hide filters' },
  show: {
    id: 'catalog.filters.show',
    defaultMessage: 'Sort & filter{active, plural, =0 {} other { ({active, number})}}',
  },
  sortBy: { id: 'catalog.filters.sortBy', defaultMessage: 'Sort by' },
  delivery: { id: 'catalog.filters.delivery', defaultMessage: 'Delivery time' },
  anyTime: { id: 'catalog.filters.anyTime', defaultMessage: 'Any time' },
  upTo: { id: 'catalog.filters.upTo', defaultMessage: 'Up to {days, plural, one {# day} other {# days}}' },
  clear: { id: 'catalog.filters.clear', defaultMessage: 'Clear filters' },
});

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
  const intl = useIntl();
  function submit(event: FormEvent) {
    event.preventDefault();
    apply(min.trim(), max.trim());
  }
  return (
    <Form
      onSubmit={submit}
      aria-label={intl.formatMessage(messages.priceRange)}
      className="d-flex align-items-end gap-2"
    >
      <PriceField id={`${id}-min`} label={messages.minPrice} value={min} onChange={setMin} />
      <PriceField id={`${id}-max`} label={messages.maxPrice} value={max} onChange={setMax} />
      <Button type="submit" size="sm" variant="outline-primary">
        <FormattedMessage {...messages.apply} />
      </Button>
    </Form>
  );
}

/** One bound of the price range: a small number field. */
function PriceField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: MessageDescriptor;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">
        <FormattedMessage {...label} />
      </Form.Label>
      <Form.Control
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        size="sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        style={{ width: '6.5rem' }}
      />
    </Form.Group>
  );
}

/** Sort, price range (signed-in users only) and delivery time; behind a 'Filters' button on phones. */
export function ServiceFilters({ controls }: { controls: ListQueryControls }) {
  const intl = useIntl();
  const { query, context, update } = controls;
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = activeFilterCount(query);
  const sorts = sortChoices(context);
  return (
    <section aria-label={intl.formatMessage(messages.sortAndFilter)} className="mb-3">
      <Button
        variant="outline-secondary"
        size="sm"
        className="d-md-none w-100 mb-2"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage(open ? messages.hide : messages.show, { active })}
      </Button>
      <div id={`${id}-panel`} className={open ? '' : 'd-none d-md-block'} data-testid="service-filters">
        <Row className="g-2 align-items-end">
          <Col xs={6} md="auto">
            <Form.Group controlId={`${id}-sort`}>
              <Form.Label className="small mb-1">
                <FormattedMessage {...messages.sortBy} />
              </Form.Label>
              <Form.Select
                size="sm"
                value={query.sort ?? sorts[0]}
                onChange={(e) =>
                  update({ sort: e.target.value === sorts[0] ? undefined : (e.target.value as SortKey) })
                }
              >
                {sorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {intl.formatMessage(SORT_LABELS[sort])}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={6} md="auto">
            <Form.Group controlId={`${id}-delivery`}>
              <Form.Label className="small mb-1">
                <FormattedMessage {...messages.delivery} />
              </Form.Label>
              <Form.Select
                size="sm"
                value={query.maxDelivery ?? ''}
                onChange={(e) => update({ maxDelivery: e.target.value || undefined })}
              >
                <option value="">{intl.formatMessage(messages.anyTime)}</option>
                {DELIVERY_CHOICES.map((days) => (
                  <option key={days} value={days}>
                    {intl.formatMessage(messages.upTo, { days })}
                  </option>
                ))}
                {query.maxDelivery !== undefined &&
                  !(DELIVERY_CHOICES as readonly number[]).includes(query.maxDelivery) && (
                    <option value={query.maxDelivery}>
                      {intl.formatMessage(messages.upTo, { days: query.maxDelivery })}
                    </option>
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
                <FormattedMessage {...messages.clear} />
              </Button>
            </Col>
          )}
        </Row>
      </div>
    </section>
  );
}
