import Form from 'react-bootstrap/Form';
import { defineMessages, useIntl } from 'react-intl';
import type { ServiceExtraJson } from '@market/contracts';
import { useMoney } from '@market/ui';

type Days = { days: number };
export const extrasMessages = defineMessages<{
  heading: Record<string, never>;
  option: { title: string; price: string };
  optionNoPrice: { title: string };
  faster: Days;
  slower: Days;
  revisions: { count: number };
  deliveryIn: Days;
  dropped: { name: string; extras: string };
}>({
  heading: { id: 'catalog.extras.heading', defaultMessage: 'Extras' },
  option: { id: 'catalog.extras.option', defaultMessage: '{title} (+{price})' },
  optionNoPrice: { id: 'catalog.extras.optionNoPrice', defaultMessage: '{title}' },
  faster: {
    id: 'catalog.extras.faster',
    defaultMessage: '{days, plural, one {# day faster} other {# days faster}}',
  },
  slower: {
    id: 'catalog.extras.slower',
    defaultMessage: '{days, plural, one {+# day} other {+# days}}',
  },
  revisions: {
    id: 'catalog.extras.revisions',
    defaultMessage: '{count, plural, one {+# revision} other {+# revisions}}',
  },
  deliveryIn: {
    id: 'catalog.extras.deliveryIn',
    defaultMessage: 'Delivery in {days, plural, one {# day} other {# days}}',
  },
  dropped: {
    id: 'catalog.extras.dropped',
    defaultMessage: 'Not offered with the {name} package, so removed from your order: {extras}.',
  },
});

/** What an extra changes besides the price, as short notes ("2 days faster", "+1 revision"). */
function useExtraNotes() {
  const intl = useIntl();
  return (extra: ServiceExtraJson) =>
    [
      extra.deliveryDays < 0 && intl.formatMessage(extrasMessages.faster, { days: -extra.deliveryDays }),
      extra.deliveryDays > 0 && intl.formatMessage(extrasMessages.slower, { days: extra.deliveryDays }),
      extra.revisions > 0 && intl.formatMessage(extrasMessages.revisions, { count: extra.revisions }),
    ].filter(Boolean) as string[];
}

/**
 * The selected package's extras as check boxes, and the delivery days the choice gives. Prices
 * show only when the API sent them (signed-in buyers), as for packages.
 */
export function ExtrasPicker({
  extras,
  chosen,
  onToggle,
  deliveryDays,
}: {
  extras: ServiceExtraJson[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
  deliveryDays: number;
}) {
  const intl = useIntl();
  const notes = useExtraNotes();
  const { price: money } = useMoney();
  return (
    <>
      {extras.length > 0 && (
        <fieldset className="mb-3" data-testid="extras">
          <legend className="fs-6 fw-semibold">{intl.formatMessage(extrasMessages.heading)}</legend>
          {extras.map((extra) => (
            <Form.Check
              key={extra._id}
              id={`extra-${extra._id}`}
              type="checkbox"
              checked={chosen.includes(extra._id)}
              onChange={() => onToggle(extra._id)}
              label={
                <>
                  {typeof extra.price === 'number'
                    ? intl.formatMessage(extrasMessages.option, {
                        title: extra.title,
                        price: money(extra.price),
                      })
                    : intl.formatMessage(extrasMessages.optionNoPrice, { title: extra.title })}
                  {notes(extra).length > 0 && (
                    <span className="d-block small text-body-secondary">
                      {intl.formatList(notes(extra), { type: 'unit' })}
                    </span>
                  )}
                  {extra.description && (
                    <span className="d-block small text-body-secondary">{extra.description}</span>
                  )}
                </>
              }
            />
          ))}
        </fieldset>
      )}
      <p className="small mb-2" data-testid="delivery-in">
        {intl.formatMessage(extrasMessages.deliveryIn, { days: deliveryDays })}
      </p>
    </>
  );
}
