import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '@market/ui';
import { useCheckedForm } from '@/shared/lib/use-checked-form';
import type { Coupon, CouponInput } from '../api/coupons-api';
import {
  draftOf,
  EMPTY_COUPON,
  isPastDay,
  serverCouponErrors,
  validateCoupon,
  type CouponDraft,
} from '../lib/coupon-validation';

const messages = defineMessages({
  addTitle: { id: 'admin.coupons.form.addTitle', defaultMessage: 'Add Coupon' },
  editTitle: { id: 'admin.coupons.form.editTitle', defaultMessage: 'Edit Coupon' },
  submitFailed: { id: 'admin.coupons.submitFailed', defaultMessage: 'Failed to submit coupon' },
});

interface CouponFormProps {
  /** The coupon being edited, or null in add mode. */
  editing: Coupon | null;
  /** Saves the coupon; a rejection keeps the form as typed and shows why. */
  onSubmit: (input: CouponInput) => Promise<void>;
  onCancelEdit: () => void;
}

/**
 * Add or edit a coupon ('Update Coupon' in edit mode); messages sit next to their fields.
 * Render it with `key` = the edited coupon's id, so switching coupons starts from that coupon's values.
 */
export function CouponForm({ editing, onSubmit, onCancelEdit }: CouponFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<CouponDraft>(() => draftOf(editing));
  const { errors, clear, formError, sending, submit } = useCheckedForm({
    check: () => validateCoupon(draft, intl.formatMessage),
    send: async (value) => {
      await onSubmit(value);
      if (!editing) setDraft(EMPTY_COUPON);
    },
    serverErrors: (error) => serverCouponErrors(error, errorText),
    failureText: intl.formatMessage(messages.submitFailed),
    // A refusal of a field is said there only.
    alertWhen: (refused) => Object.keys(refused).length === 0,
  });
  const codeInput = useRef<HTMLInputElement>(null);

  // The page keys this form by the coupon, so choosing one mounts a fresh form: take the focus there.
  useEffect(() => {
    if (editing) codeInput.current?.focus();
  }, [editing]);

  function change(field: keyof CouponDraft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    clear(field);
  }

  const title = intl.formatMessage(editing ? messages.editTitle : messages.addTitle);
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 mb-3">{title}</h2>
        <Form noValidate onSubmit={submit} aria-label={title}>
          {formError && (
            <Alert variant="danger" className="py-2">
              {formError}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="coupon-code">
            <Form.Label>
              <FormattedMessage id="admin.coupons.form.code" defaultMessage="Coupon code" />
            </Form.Label>
            <Form.Control
              ref={codeInput}
              value={draft.code}
              onChange={(event) => change('code', event.target.value)}
              isInvalid={Boolean(errors.code)}
              aria-describedby="coupon-code-help"
              autoComplete="off"
              maxLength={60}
            />
            <Form.Text id="coupon-code-help" muted>
              <FormattedMessage
                id="admin.coupons.form.codeHelp"
                defaultMessage="Letters, digits, - and _; buyers may type it in any case."
              />
            </Form.Text>
            <Form.Control.Feedback type="invalid">{errors.code}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="coupon-discount">
            <Form.Label>
              <FormattedMessage id="admin.coupons.form.discount" defaultMessage="Discount value (%)" />
            </Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                value={draft.discountValue}
                onChange={(event) => change('discountValue', event.target.value)}
                isInvalid={Boolean(errors.discountValue)}
              />
              <InputGroup.Text>%</InputGroup.Text>
              <Form.Control.Feedback type="invalid">{errors.discountValue}</Form.Control.Feedback>
            </InputGroup>
          </Form.Group>
          <Row xs={1} sm={2} className="g-3 mb-3">
            <Form.Group as={Col} controlId="coupon-expires">
              <Form.Label>
                <FormattedMessage
                  id="admin.coupons.form.expires"
                  defaultMessage="Last day valid (optional)"
                />
              </Form.Label>
              <Form.Control
                type="date"
                value={draft.expiresOn}
                onChange={(event) => change('expiresOn', event.target.value)}
                isInvalid={Boolean(errors.expiresOn)}
                aria-describedby="coupon-expires-help"
              />
              {isPastDay(draft.expiresOn) && !errors.expiresOn ? (
                <Form.Text id="coupon-expires-help" className="d-block text-warning-emphasis" role="status">
                  <FormattedMessage
                    id="admin.coupons.form.pastDay"
                    defaultMessage="This day is past: the coupon is saved expired and buyers cannot use it."
                  />
                </Form.Text>
              ) : (
                <Form.Text id="coupon-expires-help" muted>
                  <FormattedMessage
                    id="admin.coupons.form.expiresHelp"
                    defaultMessage="Empty: never expires."
                  />
                </Form.Text>
              )}
              <Form.Control.Feedback type="invalid">{errors.expiresOn}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} controlId="coupon-max-redemptions">
              <Form.Label>
                <FormattedMessage id="admin.coupons.form.maxUses" defaultMessage="Maximum uses (optional)" />
              </Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={draft.maxRedemptions}
                onChange={(event) => change('maxRedemptions', event.target.value)}
                isInvalid={Boolean(errors.maxRedemptions)}
                aria-describedby="coupon-max-help"
              />
              <Form.Text id="coupon-max-help" muted>
                <FormattedMessage
                  id="admin.coupons.form.maxUsesHelp"
                  defaultMessage="Paid orders that may use it; empty: no limit."
                />
              </Form.Text>
              <Form.Control.Feedback type="invalid">{errors.maxRedemptions}</Form.Control.Feedback>
            </Form.Group>
          </Row>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={sending}>
              {editing ? (
                <FormattedMessage id="admin.coupons.form.update" defaultMessage="Update Coupon" />
              ) : (
                <FormattedMessage {...messages.addTitle} />
              )}
            </Button>
            {editing && (
              <Button variant="outline-secondary" onClick={onCancelEdit} disabled={sending}>
                <FormattedMessage id="admin.coupons.form.cancelEdit" defaultMessage="Cancel edit" />
              </Button>
            )}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
