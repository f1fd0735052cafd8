import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BILLING_LIMITS, type BillingJson } from '@market/contracts';

const FIELDS: { name: keyof BillingJson; label: string; autoComplete: string; wide?: boolean }[] = [
  { name: 'name', label: 'Name on invoice', autoComplete: 'name' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'vatId', label: 'VAT ID', autoComplete: 'off' },
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
  return (
    <Row className="g-2">
      {FIELDS.map((field) => (
        <Col key={field.name} xs={12} sm={field.wide ? 12 : 6}>
          <Form.Group controlId={`${idPrefix}-${field.name}`}>
            <Form.Label className="small mb-1">{field.label}</Form.Label>
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
