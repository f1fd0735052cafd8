import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { saveBilling } from '@market/api-client';
import { EMPTY_BILLING, type BillingJson } from '@market/contracts';
import { errorTextIn } from '@market/ui';
import { BillingFields } from '@market/ui/orders';

const messages = defineMessages({
  saved: { id: 'shell.profile.billingSaved', defaultMessage: 'Billing details saved.' },
  saveFailed: {
    id: 'shell.profile.billingSaveFailed',
    defaultMessage: 'Failed to save the billing details.',
  },
  saving: { id: 'shell.profile.billingSaving', defaultMessage: 'Saving…' },
  save: { id: 'shell.profile.billingSave', defaultMessage: 'Save billing details' },
});

/** Settings' billing details: what the invoices of the user's next paid orders name. */
export function BillingCard({
  userId,
  initial,
}: {
  userId: string;
  initial: BillingJson | null | undefined;
}) {
  const intl = useIntl();
  const [billing, setBilling] = useState<BillingJson>({ ...EMPTY_BILLING, ...initial });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      setBilling(await saveBilling(userId, billing));
      setOutcome({ ok: true, message: intl.formatMessage(messages.saved) });
    } catch (error) {
      setOutcome({ ok: false, message: errorTextIn(intl, error, intl.formatMessage(messages.saveFailed)) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="shadow-sm mt-4">
      <Card.Body className="p-4">
        <h2 className="h5 mb-1">
          <FormattedMessage id="shell.profile.billingHeading" defaultMessage="Billing details" />
        </h2>
        <p className="small text-body-secondary">
          <FormattedMessage
            id="shell.profile.billingIntro"
            defaultMessage="Optional. Your invoices name them; an order keeps the details it was paid with."
          />
        </p>
        {outcome && <Alert variant={outcome.ok ? 'success' : 'danger'}>{outcome.message}</Alert>}
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <BillingFields
            idPrefix="settings-billing"
            value={billing}
            disabled={saving}
            onChange={(next) => {
              setBilling(next);
              setOutcome(null);
            }}
          />
          <Button type="submit" variant="outline-primary" className="mt-3" disabled={saving}>
            {intl.formatMessage(saving ? messages.saving : messages.save)}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
