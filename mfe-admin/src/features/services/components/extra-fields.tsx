import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { defineMessages, useIntl } from 'react-intl';
import { EXTRA_LIMITS, MAX_EXTRAS, PACKAGE_NAMES, type PackageName } from '@market/contracts';
import { MoneyField, TextField } from '@/shared/components/text-field';
import type { ExtraDraft } from '../lib/service-validation';

const messages = defineMessages<{
  heading: Record<string, never>;
  help: { max: number };
  title: { n: number };
  description: Record<string, never>;
  price: Record<string, never>;
  days: Record<string, never>;
  daysHelp: Record<string, never>;
  revisions: Record<string, never>;
  packages: Record<string, never>;
  remove: { n: number };
  add: Record<string, never>;
  revisionPrice: Record<string, never>;
  revisionPriceHelp: Record<string, never>;
  packageName: { name: string };
}>({
  heading: { id: 'admin.serviceExtras.heading', defaultMessage: 'Extras' },
  help: {
    id: 'admin.serviceExtras.help',
    defaultMessage: 'Optional: up to {max} extras a buyer can add to a package.',
  },
  title: { id: 'admin.serviceExtras.title', defaultMessage: 'Extra {n} title' },
  description: { id: 'admin.serviceExtras.description', defaultMessage: 'Description (optional)' },
  price: { id: 'admin.serviceExtras.price', defaultMessage: 'Price' },
  days: { id: 'admin.serviceExtras.days', defaultMessage: 'Delivery days' },
  daysHelp: {
    id: 'admin.serviceExtras.daysHelp',
    defaultMessage: 'Added to the package; negative is faster',
  },
  revisions: { id: 'admin.serviceExtras.revisions', defaultMessage: 'Extra revisions' },
  packages: { id: 'admin.serviceExtras.packages', defaultMessage: 'Offered with' },
  remove: { id: 'admin.serviceExtras.remove', defaultMessage: 'Remove extra {n}' },
  add: { id: 'admin.serviceExtras.add', defaultMessage: 'Add an extra' },
  revisionPrice: { id: 'admin.serviceExtras.revisionPrice', defaultMessage: 'Price of one more revision' },
  revisionPriceHelp: {
    id: 'admin.serviceExtras.revisionPriceHelp',
    defaultMessage: 'Bought by the buyer during an order; 0 turns it off.',
  },
  packageName: {
    id: 'admin.serviceExtras.packageName',
    defaultMessage: '{name, select, basic {Basic} standard {Standard} premium {Premium} other {{name}}}',
  },
});

export const emptyExtra = (): ExtraDraft => ({
  title: '',
  description: '',
  price: '',
  deliveryDays: '0',
  revisions: '0',
  packages: [...PACKAGE_NAMES],
});

interface Props {
  extras: ExtraDraft[];
  extraRevisionPrice: string;
  errors: Record<string, string>;
  onChange: (extras: ExtraDraft[]) => void;
  onRevisionPriceChange: (value: string) => void;
}

/** The service's extras (title, price, days, revisions, packages) and the price of one more revision. */
export function ExtraFields({ extras, extraRevisionPrice, errors, onChange, onRevisionPriceChange }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const set = (index: number, change: Partial<ExtraDraft>) =>
    onChange(extras.map((extra, i) => (i === index ? { ...extra, ...change } : extra)));
  const toggle = (index: number, name: PackageName) => {
    const current = extras[index].packages;
    set(index, {
      packages: current.includes(name)
        ? current.filter((n) => n !== name)
        : PACKAGE_NAMES.filter((n) => n === name || current.includes(n)),
    });
  };
  const error = (index: number, field: string) => errors[`extras.${index}.${field}`];
  return (
    <fieldset className="mb-3" aria-describedby="service-extras-help">
      <legend className="h5 mt-2">{t(messages.heading)}</legend>
      <p id="service-extras-help" className="small text-body-secondary mb-2">
        {t(messages.help, { max: MAX_EXTRAS })}
      </p>
      {extras.map((extra, index) => (
        <Card key={index} className="mb-2">
          <Card.Body className="pb-1">
            <Row className="g-2">
              <Col md={6}>
                <TextField
                  id={`service-extra-${index + 1}-title`}
                  label={t(messages.title, { n: index + 1 })}
                  maxLength={EXTRA_LIMITS.title}
                  value={extra.title}
                  onChange={(title) => set(index, { title })}
                  error={error(index, 'title')}
                />
              </Col>
              <Col md={6}>
                <TextField
                  id={`service-extra-${index + 1}-description`}
                  label={t(messages.description)}
                  maxLength={EXTRA_LIMITS.description}
                  value={extra.description}
                  onChange={(description) => set(index, { description })}
                  error={error(index, 'description')}
                />
              </Col>
              <Col xs={6} md={3}>
                <MoneyField
                  id={`service-extra-${index + 1}-price`}
                  label={t(messages.price)}
                  min={1}
                  value={extra.price}
                  onChange={(price) => set(index, { price })}
                  error={error(index, 'price')}
                />
              </Col>
              <Col xs={6} md={3}>
                <TextField
                  id={`service-extra-${index + 1}-days`}
                  label={t(messages.days)}
                  type="number"
                  min={EXTRA_LIMITS.minDeliveryDays}
                  step={1}
                  value={extra.deliveryDays}
                  onChange={(deliveryDays) => set(index, { deliveryDays })}
                  error={error(index, 'deliveryDays')}
                />
              </Col>
              <Col xs={6} md={2}>
                <TextField
                  id={`service-extra-${index + 1}-revisions`}
                  label={t(messages.revisions)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={extra.revisions}
                  onChange={(revisions) => set(index, { revisions })}
                  error={error(index, 'revisions')}
                />
              </Col>
              <Col xs={6} md={4}>
                <fieldset>
                  <legend className="form-label fs-6 mb-1">{t(messages.packages)}</legend>
                  {PACKAGE_NAMES.map((name) => (
                    <Form.Check
                      inline
                      key={name}
                      type="checkbox"
                      id={`service-extra-${index + 1}-${name}`}
                      label={t(messages.packageName, { name })}
                      checked={extra.packages.includes(name)}
                      onChange={() => toggle(index, name)}
                    />
                  ))}
                  {error(index, 'packages') && (
                    <div className="text-danger small">{error(index, 'packages')}</div>
                  )}
                </fieldset>
              </Col>
            </Row>
            <p className="small text-body-secondary mb-2">{t(messages.daysHelp)}</p>
            <Button
              variant="outline-danger"
              size="sm"
              className="mb-2"
              onClick={() => onChange(extras.filter((_, i) => i !== index))}
            >
              {t(messages.remove, { n: index + 1 })}
            </Button>
          </Card.Body>
        </Card>
      ))}
      {errors.extras && <div className="text-danger small mb-2">{errors.extras}</div>}
      <Button
        variant="outline-secondary"
        size="sm"
        className="mb-3"
        disabled={extras.length >= MAX_EXTRAS}
        onClick={() => onChange([...extras, emptyExtra()])}
      >
        {t(messages.add)}
      </Button>
      <Row>
        <Col md={4}>
          <MoneyField
            id="service-extra-revision-price"
            label={t(messages.revisionPrice)}
            min={0}
            value={extraRevisionPrice}
            onChange={onRevisionPriceChange}
            error={errors.extraRevisionPrice}
          />
        </Col>
      </Row>
      <p className="small text-body-secondary">{t(messages.revisionPriceHelp)}</p>
    </fieldset>
  );
}
