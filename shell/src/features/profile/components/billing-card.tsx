import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { messageOf, saveBilling } from '@market/api-client';
import { EMPTY_BILLING, type BillingJson } from '@market/contracts';
import { BillingFields } from '@market/ui';

/** Settings' billing details: what the invoices of the user's next paid orders name. */
export function BillingCard({
  userId,
  initial,
}: {
  userId: string;
  initial: BillingJson | null | undefined;
}) {
  const [billing, setBilling] = useState<BillingJson>({ ...EMPTY_BILLING, ...initial });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      setBilling(await saveBilling(userId, billing));
      setOutcome({ ok: true, message: 'Billing details saved.' });
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error, 'Failed to save the billing details.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="shadow-sm mt-4">
      <Card.Body className="p-4">
        <h2 className="h5 mb-1">Billing details</h2>
        <p className="small text-body-secondary">
          Optional. Your invoices name them; an order keeps the details it was paid with.
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
            {saving ? 'Saving…' : 'Save billing details'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
