import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { messageOf } from '@market/api-client';
import { Link } from '@market/router';
import {
  canCorrectRequirements,
  canRequestCancel,
  formatDate,
  orderFactsOf,
  revisionsLeft,
  type FulfilmentJson,
} from '@market/contracts';
import {
  FulfilmentProgress,
  OrderTimeline,
  RequirementAnswers,
  revisionsLeftWords,
  TitledCard,
  toast,
} from '@market/ui';
import { acceptDelivery, requestRevision } from '../api/orders-api';
import type { Order } from '../api/order-types';
import { RequirementsForm } from './requirements-form';

interface Props {
  order: Order;
  onChange: (order: Order) => void;
}

/** The buyer's review of a delivery: accept it, or ask for a revision while the package has some left. */
function DeliveryReview({ order, fulfilment, onChange }: Props & { fulfilment: FulfilmentJson }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'accept' | 'revision' | null>(null);
  const left = revisionsLeft(fulfilment);

  async function accept() {
    setBusy('accept');
    try {
      onChange(await acceptDelivery(order._id));
      toast.success('Delivery accepted: your order is complete.');
    } catch (error) {
      toast.error(messageOf(error, 'Failed to accept the delivery.'));
    } finally {
      setBusy(null);
    }
  }

  async function revise(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    setBusy('revision');
    try {
      onChange(await requestRevision(order._id, message.trim()));
      setMessage('');
      toast.success('Revision requested.');
    } catch (error) {
      toast.error(messageOf(error, 'Failed to request a revision.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="d-grid gap-3">
      <p className="mb-0">
        The seller delivered your order. Review it, then accept it or ask for changes.
        {fulfilment.autoAcceptAt && (
          <> If you do nothing, it is accepted on {formatDate(fulfilment.autoAcceptAt)}.</>
        )}
      </p>
      <div>
        <Button variant="success" onClick={() => void accept()} disabled={busy !== null}>
          {busy === 'accept' ? 'Accepting…' : 'Accept'}
        </Button>
      </div>
      {left === 0 ? (
        <Alert variant="secondary" className="mb-0" data-testid="revisions-used-up">
          {`This order's ${fulfilment.revisions.allowed === 1 ? 'revision is' : `${fulfilment.revisions.allowed} revisions are`} used.`}{' '}
          For more changes, <Link to="/messages">message the seller</Link> to agree on them.
        </Alert>
      ) : (
        <Form onSubmit={revise} aria-label="Request revision">
          <Form.Group controlId="revision-message" className="mb-2">
            <Form.Label>What should change?</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={5000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <Form.Text>{revisionsLeftWords(fulfilment)}</Form.Text>
          </Form.Group>
          <Button type="submit" variant="outline-primary" disabled={busy !== null || !message.trim()}>
            {busy === 'revision' ? 'Sending…' : 'Request revision'}
          </Button>
        </Form>
      )}
    </div>
  );
}

/** A late order: what happened, and what the buyer can do about it. */
function LateNotice({ order, fulfilment }: { order: Order; fulfilment: FulfilmentJson }) {
  const cancellable = canRequestCancel(orderFactsOf(order));
  return (
    <Alert variant="danger" className="mb-0" data-testid="late-notice">
      <Alert.Heading as="h2" className="h6">
        {`This order is late${fulfilment.dueAt ? `: it was due ${formatDate(fulfilment.dueAt)}` : ''}.`}
      </Alert.Heading>
      <p className="mb-0">
        You can wait for the delivery, <Link to="/messages">message the seller</Link>
        {cancellable ? (
          <>
            , or <Link to="/orders">request a cancellation</Link> from My Orders.
          </>
        ) : (
          '.'
        )}
      </p>
    </Alert>
  );
}

/** The answers sent, and until the first delivery a way to correct them. */
function SentRequirements({ order, fulfilment, onChange }: Props & { fulfilment: FulfilmentJson }) {
  const [correcting, setCorrecting] = useState(false);
  const correctable = canCorrectRequirements(fulfilment);
  return (
    <Card>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto">Your requirements</h2>
        {correctable && !correcting && (
          <Button size="sm" variant="outline-primary" onClick={() => setCorrecting(true)}>
            Correct answers
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {correctable && correcting ? (
          <RequirementsForm
            order={order}
            correcting={{ onCancel: () => setCorrecting(false) }}
            onSubmitted={(updated) => {
              setCorrecting(false);
              onChange(updated);
            }}
          />
        ) : (
          <RequirementAnswers fulfilment={fulfilment} />
        )}
      </Card.Body>
    </Card>
  );
}

/** The work on a paid order: where it stands, what the buyer must do now, and its timeline. */
export function FulfilmentPanel({ order, onChange }: Props) {
  const f = order.fulfilment;
  if (!f) return null;
  return (
    <section className="mt-4 d-grid gap-3" aria-label="Order progress">
      <FulfilmentProgress fulfilment={f} viewer="buyer" />
      {f.late && <LateNotice order={order} fulfilment={f} />}
      {f.stage === 'requirements' && (
        <TitledCard title="What the seller needs from you">
          <RequirementsForm order={order} onSubmitted={onChange} />
        </TitledCard>
      )}
      {f.stage === 'delivered' && (
        <TitledCard title="Review the delivery" border="success">
          <DeliveryReview order={order} fulfilment={f} onChange={onChange} />
        </TitledCard>
      )}
      {f.stage === 'revision' && (
        <Alert variant="info" className="mb-0">
          The seller is working on your revision.
        </Alert>
      )}
      <TitledCard title="Timeline">
        <OrderTimeline order={order} viewer="buyer" />
      </TitledCard>
      {f.requirementsSubmittedAt && f.requirements.length > 0 && (
        <SentRequirements order={order} fulfilment={f} onChange={onChange} />
      )}
    </section>
  );
}
