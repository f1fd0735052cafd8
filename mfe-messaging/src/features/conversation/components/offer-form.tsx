import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { defineMessages } from 'react-intl';
import { currencySymbol } from '@market/contracts';
import { useIntlOrDefault, useMoney } from '@market/ui';
import type { OfferDetails } from '@/shared/api/messaging-types';
import { MilestoneRows } from './milestone-rows';
import { OfferTerms } from './offer-card';
import {
  EMPTY_OFFER,
  LONG_DELIVERY_DAYS,
  validateOffer,
  type OfferFormErrors,
  type OfferFormValues,
} from '../lib/offer-form-validation';

const messages = defineMessages<{
  toggle: Record<never, never>;
  previewLabel: Record<never, never>;
  previewHeading: Record<never, never>;
  longDelivery: { days: number; shown: string };
  send: Record<never, never>;
  edit: Record<never, never>;
  description: Record<never, never>;
  price: Record<never, never>;
  deliveryTime: Record<never, never>;
  revisions: Record<never, never>;
  preview: Record<never, never>;
  split: Record<never, never>;
}>({
  toggle: { id: 'messaging.offerForm.toggle', defaultMessage: 'Create Offer' },
  previewLabel: { id: 'messaging.offerForm.previewLabel', defaultMessage: 'Offer preview' },
  previewHeading: { id: 'messaging.offerForm.previewHeading', defaultMessage: 'What the buyer will see' },
  longDelivery: {
    id: 'messaging.offerForm.longDelivery',
    defaultMessage:
      '{days, plural, one {Delivery in {shown} day: check that this is meant.} other {Delivery in {shown} days: check that this is meant.}}',
  },
  send: { id: 'messaging.offerForm.send', defaultMessage: 'Send Offer' },
  edit: { id: 'messaging.offerForm.edit', defaultMessage: 'Edit' },
  description: { id: 'messaging.offerForm.description', defaultMessage: 'Description' },
  price: { id: 'messaging.offerForm.price', defaultMessage: 'Price' },
  deliveryTime: { id: 'messaging.offerForm.deliveryTime', defaultMessage: 'Delivery time (days)' },
  revisions: { id: 'messaging.offerForm.revisions', defaultMessage: 'Revisions included' },
  preview: { id: 'messaging.offerForm.preview', defaultMessage: 'Preview Offer' },
  split: {
    id: 'messaging.offerForm.split',
    defaultMessage: 'Split into milestones (each paid and delivered on its own)',
  },
});

type TextField = 'description' | 'price' | 'deliveryTime' | 'revisions';

export interface OfferFormProps {
  /** Resolves once the offer is stored; the form then closes and resets. */
  onCreate: (details: OfferDetails) => Promise<void>;
}

/**
 * The admin-only 'Create Offer' toggle and its form (description, price, delivery time, revisions).
 * 'Preview Offer' shows the offer as the buyer will see it; only 'Send Offer' there sends it.
 */
export function OfferForm({ onCreate }: OfferFormProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<OfferFormValues>(EMPTY_OFFER);
  const [errors, setErrors] = useState<OfferFormErrors>({});
  const [preview, setPreview] = useState<OfferDetails | null>(null);
  const [sending, setSending] = useState(false);
  const intl = useIntlOrDefault();
  const { shopCurrency } = useMoney();
  const sign = currencySymbol(shopCurrency, intl.locale);

  const change = (field: TextField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function review(event: FormEvent) {
    event.preventDefault();
    const { details, errors: found } = validateOffer(values, intl, shopCurrency);
    setErrors(found);
    if (details) setPreview(details);
  }

  async function send(details: OfferDetails) {
    setSending(true);
    try {
      await onCreate(details);
      setValues(EMPTY_OFFER);
      setPreview(null);
      setOpen(false);
    } catch (error) {
      // Offer errors are only logged, never shown; the form keeps what was typed.
      console.error(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mb-2">
      <Button
        variant="outline-primary"
        size="sm"
        aria-expanded={open}
        aria-controls="create-offer-form"
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage(messages.toggle)}
      </Button>
      <Collapse in={open}>
        <div id="create-offer-form">
          <Card className="mt-2">
            <Card.Body>
              {preview && (
                <section aria-label={intl.formatMessage(messages.previewLabel)}>
                  <h2 className="h6">{intl.formatMessage(messages.previewHeading)}</h2>
                  <div className="border rounded p-2 mb-2">
                    <OfferTerms details={preview} />
                  </div>
                  {preview.deliveryTime > LONG_DELIVERY_DAYS && (
                    <Alert variant="warning" className="py-2 small">
                      {intl.formatMessage(messages.longDelivery, {
                        days: preview.deliveryTime,
                        shown: intl.formatNumber(preview.deliveryTime, { useGrouping: false }),
                      })}
                    </Alert>
                  )}
                  <div className="d-flex flex-wrap gap-2">
                    <Button disabled={sending} onClick={() => void send(preview)}>
                      {intl.formatMessage(messages.send)}
                    </Button>
                    <Button variant="outline-secondary" disabled={sending} onClick={() => setPreview(null)}>
                      {intl.formatMessage(messages.edit)}
                    </Button>
                  </div>
                </section>
              )}
              <Form
                noValidate
                onSubmit={review}
                aria-label={intl.formatMessage(messages.toggle)}
                hidden={preview !== null}
              >
                <Form.Group controlId="offer-description" className="mb-2">
                  <Form.Label>{intl.formatMessage(messages.description)}</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={2}
                    value={values.description}
                    onChange={change('description')}
                    isInvalid={!!errors.description}
                    required
                  />
                  <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
                </Form.Group>
                <Form.Check
                  type="switch"
                  id="offer-split"
                  className="mb-2"
                  label={intl.formatMessage(messages.split)}
                  checked={values.split}
                  onChange={(event) => {
                    const split = event.target.checked;
                    setValues((current) => ({ ...current, split }));
                    setErrors({});
                  }}
                />
                {values.split && (
                  <MilestoneRows
                    rows={values.milestones}
                    errors={errors.milestones}
                    currencySymbol={sign}
                    onChange={(milestones) => {
                      setValues((current) => ({ ...current, milestones }));
                      setErrors((current) => ({ ...current, milestones: undefined, price: undefined }));
                    }}
                  />
                )}
                <div className="row g-2">
                  {!values.split && (
                    <Form.Group controlId="offer-price" className="col-sm-6">
                      <Form.Label>{intl.formatMessage(messages.price)}</Form.Label>
                      <InputGroup hasValidation>
                        <InputGroup.Text>{sign}</InputGroup.Text>
                        <Form.Control
                          inputMode="decimal"
                          value={values.price}
                          onChange={change('price')}
                          isInvalid={!!errors.price}
                          required
                        />
                        <Form.Control.Feedback type="invalid">{errors.price}</Form.Control.Feedback>
                      </InputGroup>
                    </Form.Group>
                  )}
                  {!values.split && (
                    <Form.Group controlId="offer-delivery" className="col-sm-6">
                      <Form.Label>{intl.formatMessage(messages.deliveryTime)}</Form.Label>
                      <Form.Control
                        inputMode="numeric"
                        value={values.deliveryTime}
                        onChange={change('deliveryTime')}
                        isInvalid={!!errors.deliveryTime}
                        required
                      />
                      <Form.Control.Feedback type="invalid">{errors.deliveryTime}</Form.Control.Feedback>
                    </Form.Group>
                  )}
                  <Form.Group controlId="offer-revisions" className="col-sm-6">
                    <Form.Label>{intl.formatMessage(messages.revisions)}</Form.Label>
                    <Form.Control
                      inputMode="numeric"
                      value={values.revisions}
                      onChange={change('revisions')}
                      isInvalid={!!errors.revisions}
                    />
                    <Form.Control.Feedback type="invalid">{errors.revisions}</Form.Control.Feedback>
                  </Form.Group>
                </div>
                {values.split && (errors.price || errors.deliveryTime) && (
                  <Alert variant="danger" className="py-2 small mt-2 mb-0">
                    {errors.price ?? errors.deliveryTime}
                  </Alert>
                )}
                <Button type="submit" className="mt-3">
                  {intl.formatMessage(messages.preview)}
                </Button>
              </Form>
            </Card.Body>
          </Card>
        </div>
      </Collapse>
    </div>
  );
}
