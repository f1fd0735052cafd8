import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { BILLING_LIMITS, type BillingJson } from '@market/contracts';
import { useIntlOrDefault } from '../i18n/intl-or-default';

const labels = defineMessages({
  name: { id: 'ui.billing.name', defaultMessage: 'Name on invoice' },
  company: { id: 'ui.billing.company', defaultMessage: 'Company' },
  address: { id: 'ui.billing.address', defaultMessage: 'Address' },
  city: { id: 'ui.billing.city', defaultMessage: 'City' },
  postalCode: { id: 'ui.billing.postalCode', defaultMessage: 'Postal code' },
  country: { id: 'ui.billing.country', defaultMessage: 'Country' },
  vatId: { id: 'ui.billing.vatId', defaultMessage: 'VAT ID' },
});

const FIELDS: { name: keyof BillingJson; label: MessageDescriptor; autoComplete: string; wide?: boolean }[] =
  [
    { name: 'name', label: labels.name, autoComplete: 'name' },
    { name: 'company', label: labels.company, autoComplete: 'organization' },
    { name: 'address', label: labels.address, autoComplete: 'street-address', wide: true },
    { name: 'city', label: labels.city, autoComplete: 'address-level2' },
    { name: 'postalCode', label: labels.postalCode, autoComplete: 'postal-code' },
    { name: 'country', label: labels.country, autoComplete: 'country-name' },
    { name: 'vatId', label: labels.vatId, autoComplete: 'off' },
  ];

interface BillingFieldsProps {
  value: BillingJson;
  onChange: (value: BillingJson) => void;
  /** Prefix of the inputs' ids, so two forms on one page do not clash. */
  idPrefix: string;
  disabled?: boolean;
}

/** The buyer's billing details (all optional), as Settings and the payment dialog edit them. */
export function BillingFields({ value, onChange, idPrefix, disabled = false }: BillingFieldsProps) {
  const intl = useIntlOrDefault();
  return (
    <Row className="g-2">
      {FIELDS.map((field) => (
        <Col key={field.name} xs={12} sm={field.wide ? 12 : 6}>
          <Form.Group controlId={`${idPrefix}-${field.name}`}>
            <Form.Label className="small mb-1">{intl.formatMessage(field.label)}</Form.Label>
            <Form.Control
              size="sm"
              value={value[field.name]}
              maxLength={BILLING_LIMITS[field.name]}
              autoComplete={field.autoComplete}
              disabled={disabled}
              onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
            />
          </Form.Group>
        </Col>
      ))}
    </Row>
  );
}
