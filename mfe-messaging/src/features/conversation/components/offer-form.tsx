import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { OfferDetails } from '@/shared/api/messaging-types';
import { OfferTerms } from './offer-card';
import {
  EMPTY_OFFER,
  LONG_DELIVERY_DAYS,
  validateOffer,
  type OfferFormErrors,
  type OfferFormValues,
} from '../lib/offer-form-validation';

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

  const change = (field: keyof OfferFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function review(event: FormEvent) {
    event.preventDefault();
    const { details, errors: found } = validateOffer(values);
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
        Create Offer
      </Button>
      <Collapse in={open}>
        <div id="create-offer-form">
          <Card className="mt-2">
            <Card.Body>
              {preview && (
                <section aria-label="Offer preview">
                  <h2 className="h6">What the buyer will see</h2>
                  <div className="border rounded p-2 mb-2">
                    <OfferTerms details={preview} />
                  </div>
                  {preview.deliveryTime > LONG_DELIVERY_DAYS && (
                    <Alert variant="warning" className="py-2 small">
                      {`Delivery in ${preview.deliveryTime} days: check that this is meant.`}
                    </Alert>
                  )}
                  <div className="d-flex flex-wrap gap-2">
                    <Button disabled={sending} onClick={() => void send(preview)}>
                      Send Offer
                    </Button>
                    <Button variant="outline-secondary" disabled={sending} onClick={() => setPreview(null)}>
                      Edit
                    </Button>
                  </div>
                </section>
              )}
              <Form noValidate onSubmit={review} aria-label="Create Offer" hidden={preview !== null}>
                <Form.Group controlId="offer-description" className="mb-2">
                  <Form.Label>Description</Form.Label>
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
                <div className="row g-2">
                  <Form.Group controlId="offer-price" className="col-sm-6">
                    <Form.Label>Price</Form.Label>
                    <InputGroup hasValidation>
                      <InputGroup.Text>$</InputGroup.Text>
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
                  <Form.Group controlId="offer-delivery" className="col-sm-6">
                    <Form.Label>Delivery time (days)</Form.Label>
                    <Form.Control
                      inputMode="numeric"
                      value={values.deliveryTime}
                      onChange={change('deliveryTime')}
                      isInvalid={!!errors.deliveryTime}
                      required
                    />
                    <Form.Control.Feedback type="invalid">{errors.deliveryTime}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group controlId="offer-revisions" className="col-sm-6">
                    <Form.Label>Revisions included</Form.Label>
                    <Form.Control
                      inputMode="numeric"
                      value={values.revisions}
                      onChange={change('revisions')}
                      isInvalid={!!errors.revisions}
                    />
                    <Form.Control.Feedback type="invalid">{errors.revisions}</Form.Control.Feedback>
                  </Form.Group>
                </div>
                <Button type="submit" className="mt-3">
                  Preview Offer
                </Button>
              </Form>
            </Card.Body>
          </Card>
        </div>
      </Collapse>
    </div>
  );
}
