import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages } from 'react-intl';
import { fromCents, toCents } from '@market/contracts';
import { useIntlOrDefault, useMoney } from '@market/ui';
import {
  EMPTY_MILESTONE,
  MAX_MILESTONES,
  MIN_MILESTONES,
  type MilestoneErrors,
  type MilestoneValues,
} from '../lib/offer-form-validation';

const messages = defineMessages<{
  legend: Record<never, never>;
  title: { position: number };
  price: { position: number };
  days: { position: number };
  add: Record<never, never>;
  remove: { position: number };
  total: { price: string; days: number };
}>({
  legend: { id: 'messaging.offerForm.milestones', defaultMessage: 'Milestones' },
  title: { id: 'messaging.offerForm.milestoneTitle', defaultMessage: 'Milestone {position}: title' },
  price: { id: 'messaging.offerForm.milestonePrice', defaultMessage: 'Milestone {position}: price' },
  days: { id: 'messaging.offerForm.milestoneDays', defaultMessage: 'Milestone {position}: days' },
  add: { id: 'messaging.offerForm.addMilestone', defaultMessage: 'Add a milestone' },
  remove: { id: 'messaging.offerForm.removeMilestone', defaultMessage: 'Remove milestone {position}' },
  total: {
    id: 'messaging.offerForm.milestonesTotal',
    defaultMessage: '{days, plural, one {Offer: {price} in # day} other {Offer: {price} in # days}}',
  },
});

interface Props {
  rows: MilestoneValues[];
  errors?: MilestoneErrors[];
  onChange: (rows: MilestoneValues[]) => void;
  /** The shop currency's symbol, as the price field shows it. */
  currencySymbol: string;
}

/** The 2–6 milestone rows of a split offer, with the sums that become the offer's price and days. */
export function MilestoneRows({ rows, errors = [], onChange, currencySymbol }: Props) {
  const intl = useIntlOrDefault();
  const money = useMoney();
  const edit = (index: number, field: keyof MilestoneValues, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const cents = rows.reduce(
    (sum, row) => sum + (Number.isFinite(Number(row.price)) ? toCents(Number(row.price)) : 0),
    0,
  );
  const days = rows.reduce((sum, row) => sum + (Number.parseInt(row.deliveryDays, 10) || 0), 0);

  return (
    <fieldset className="mt-2" data-testid="milestone-rows">
      <legend className="h6 mb-2">{intl.formatMessage(messages.legend)}</legend>
      <ol className="list-unstyled d-grid gap-2 mb-2">
        {rows.map((row, i) => {
          const position = i + 1;
          const error = errors[i] ?? {};
          return (
            <li key={i} className="row g-2 align-items-start">
              <Form.Group controlId={`milestone-${position}-title`} className="col-12 col-md-6">
                <Form.Label visuallyHidden>{intl.formatMessage(messages.title, { position })}</Form.Label>
                <Form.Control
                  placeholder={intl.formatMessage(messages.title, { position })}
                  value={row.title}
                  onChange={(event) => edit(i, 'title', event.target.value)}
                  isInvalid={!!error.title}
                />
                <Form.Control.Feedback type="invalid">{error.title}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId={`milestone-${position}-price`} className="col-5 col-md-2">
                <Form.Label visuallyHidden>{intl.formatMessage(messages.price, { position })}</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  placeholder={currencySymbol}
                  value={row.price}
                  onChange={(event) => edit(i, 'price', event.target.value)}
                  isInvalid={!!error.price}
                />
                <Form.Control.Feedback type="invalid">{error.price}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId={`milestone-${position}-days`} className="col-4 col-md-2">
                <Form.Label visuallyHidden>{intl.formatMessage(messages.days, { position })}</Form.Label>
                <Form.Control
                  inputMode="numeric"
                  placeholder="1"
                  value={row.deliveryDays}
                  onChange={(event) => edit(i, 'deliveryDays', event.target.value)}
                  isInvalid={!!error.deliveryDays}
                />
                <Form.Control.Feedback type="invalid">{error.deliveryDays}</Form.Control.Feedback>
              </Form.Group>
              <div className="col-3 col-md-2">
                <Button
                  variant="outline-secondary"
                  className="w-100"
                  disabled={rows.length <= MIN_MILESTONES}
                  aria-label={intl.formatMessage(messages.remove, { position })}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  ×
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          size="sm"
          variant="outline-primary"
          disabled={rows.length >= MAX_MILESTONES}
          onClick={() => onChange([...rows, { ...EMPTY_MILESTONE }])}
        >
          {intl.formatMessage(messages.add)}
        </Button>
        <span className="small text-body-secondary ms-auto" data-testid="milestones-total">
          {intl.formatMessage(messages.total, { price: money.price(fromCents(cents)), days })}
        </span>
      </div>
    </fieldset>
  );
}
