import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { defineMessages, type MessageTag } from 'react-intl';
import { Link } from '@market/router';
import {
  canCorrectRequirements,
  canRequestCancel,
  formatDate,
  orderFactsOf,
  revisionsLeft,
  type FulfilmentJson,
} from '@market/contracts';
import { errorTextIn, TitledCard, toast, useIntlOrDefault } from '@market/ui';
import { FulfilmentProgress, OrderTimeline, RequirementAnswers, revisionsLeftWords } from '@market/ui/orders';
import { acceptDelivery, requestRevision } from '../api/orders-api';
import type { Order } from '../api/order-types';
import { RequirementsForm } from './requirements-form';

type Chunks = (chunks: ReactNode[]) => ReactNode;

const messages = defineMessages<{
  accepted: Record<never, never>;
  milestoneAccepted: Record<never, never>;
  acceptFailed: Record<never, never>;
  revisionRequested: Record<never, never>;
  revisionFailed: Record<never, never>;
  delivered: Record<never, never>;
  autoAccept: { date: string };
  accepting: Record<never, never>;
  accept: Record<never, never>;
  revisionsUsed: { count: number };
  moreChanges: { link: MessageTag };
  revisionForm: Record<never, never>;
  whatShouldChange: Record<never, never>;
  sending: Record<never, never>;
  requestRevision: Record<never, never>;
  lateSince: { date: string };
  late: Record<never, never>;
  lateCancellable: { link: MessageTag; orders: MessageTag };
  lateOptions: { link: MessageTag };
  yourRequirements: Record<never, never>;
  correctAnswers: Record<never, never>;
  progress: Record<never, never>;
  sellerNeeds: Record<never, never>;
  reviewDelivery: Record<never, never>;
  revisionInWork: Record<never, never>;
  timeline: Record<never, never>;
}>({
  accepted: {
    id: 'checkout.fulfilment.accepted',
    defaultMessage: 'Delivery accepted: your order is complete.',
  },
  milestoneAccepted: {
    id: 'checkout.fulfilment.milestoneAccepted',
    defaultMessage: 'Milestone accepted: the next one starts once you pay it.',
  },
  acceptFailed: { id: 'checkout.fulfilment.acceptFailed', defaultMessage: 'Failed to accept the delivery.' },
  revisionRequested: { id: 'checkout.fulfilment.revisionRequested', defaultMessage: 'Revision requested.' },
  revisionFailed: {
    id: 'checkout.fulfilment.revisionFailed',
    defaultMessage: 'Failed to request a revision.',
  },
  delivered: {
    id: 'checkout.fulfilment.delivered',
    defaultMessage: 'The seller delivered your order. Review it, then accept it or ask for changes.',
  },
  autoAccept: {
    id: 'checkout.fulfilment.autoAccept',
    defaultMessage: 'If you do nothing, it is accepted on {date}.',
  },
  accepting: { id: 'checkout.fulfilment.accepting', defaultMessage: 'Accepting…' },
  accept: { id: 'checkout.fulfilment.accept', defaultMessage: 'Accept' },
  revisionsUsed: {
    id: 'checkout.fulfilment.revisionsUsed',
    defaultMessage:
      "{count, plural, one {This order's revision is used.} other {This order's # revisions are used.}}",
  },
  moreChanges: {
    id: 'checkout.fulfilment.moreChanges',
    defaultMessage: 'For more changes, <link>message the seller</link> to agree on them.',
  },
  revisionForm: { id: 'checkout.fulfilment.revisionForm', defaultMessage: 'Request revision' },
  whatShouldChange: { id: 'checkout.fulfilment.whatShouldChange', defaultMessage: 'What should change?' },
  sending: { id: 'checkout.fulfilment.sending', defaultMessage: 'Sending…' },
  requestRevision: { id: 'checkout.fulfilment.requestRevision', defaultMessage: 'Request revision' },
  lateSince: {
    id: 'checkout.fulfilment.lateSince',
    defaultMessage: 'This order is late: it was due {date}.',
  },
  late: { id: 'checkout.fulfilment.late', defaultMessage: 'This order is late.' },
  lateCancellable: {
    id: 'checkout.fulfilment.lateCancellable',
    defaultMessage:
      'You can wait for the delivery, <link>message the seller</link>, or <orders>request a cancellation</orders> from My Orders.',
  },
  lateOptions: {
    id: 'checkout.fulfilment.lateOptions',
    defaultMessage: 'You can wait for the delivery, <link>message the seller</link>.',
  },
  yourRequirements: { id: 'checkout.fulfilment.yourRequirements', defaultMessage: 'Your requirements' },
  correctAnswers: { id: 'checkout.fulfilment.correctAnswers', defaultMessage: 'Correct answers' },
  progress: { id: 'checkout.fulfilment.progress', defaultMessage: 'Order progress' },
  sellerNeeds: { id: 'checkout.fulfilment.sellerNeeds', defaultMessage: 'What the seller needs from you' },
  reviewDelivery: { id: 'checkout.fulfilment.reviewDelivery', defaultMessage: 'Review the delivery' },
  revisionInWork: {
    id: 'checkout.fulfilment.revisionInWork',
    defaultMessage: 'The seller is working on your revision.',
  },
  timeline: { id: 'checkout.fulfilment.timeline', defaultMessage: 'Timeline' },
});

const messagesLink: Chunks = (chunks) => <Link to="/messages">{chunks}</Link>;
const ordersLink: Chunks = (chunks) => <Link to="/orders">{chunks}</Link>;

interface Props {
  order: Order;
  onChange: (order: Order) => void;
}

/** The buyer's review of a delivery: accept it, or ask for a revision while the package has some left. */
function DeliveryReview({ order, fulfilment, onChange }: Props & { fulfilment: FulfilmentJson }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'accept' | 'revision' | null>(null);
  const left = revisionsLeft(fulfilment);
  const intl = useIntlOrDefault();

  async function accept() {
    setBusy('accept');
    try {
      const accepted = await acceptDelivery(order._id);
      onChange(accepted);
      // A split offer with milestones to come stays in progress: the next one waits for its payment.
      toast.success(
        intl.formatMessage(
          accepted.order_status === 'completed' ? messages.accepted : messages.milestoneAccepted,
        ),
      );
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.acceptFailed)));
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
      toast.success(intl.formatMessage(messages.revisionRequested));
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.revisionFailed)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="d-grid gap-3">
      <p className="mb-0">
        {intl.formatMessage(messages.delivered)}
        {fulfilment.autoAcceptAt &&
          ` ${intl.formatMessage(messages.autoAccept, { date: formatDate(fulfilment.autoAcceptAt, intl.locale) })}`}
      </p>
      <div>
        <Button variant="success" onClick={() => void accept()} disabled={busy !== null}>
          {intl.formatMessage(busy === 'accept' ? messages.accepting : messages.accept)}
        </Button>
      </div>
      {left === 0 ? (
        <Alert variant="secondary" className="mb-0" data-testid="revisions-used-up">
          {intl.formatMessage(messages.revisionsUsed, { count: fulfilment.revisions.allowed })}{' '}
          {intl.formatMessage(messages.moreChanges, { link: messagesLink })}
        </Alert>
      ) : (
        <Form onSubmit={revise} aria-label={intl.formatMessage(messages.revisionForm)}>
          <Form.Group controlId="revision-message" className="mb-2">
            <Form.Label>{intl.formatMessage(messages.whatShouldChange)}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={5000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <Form.Text>{revisionsLeftWords(intl, fulfilment)}</Form.Text>
          </Form.Group>
          <Button type="submit" variant="outline-primary" disabled={busy !== null || !message.trim()}>
            {intl.formatMessage(busy === 'revision' ? messages.sending : messages.requestRevision)}
          </Button>
        </Form>
      )}
    </div>
  );
}

/** A late order: what happened, and what the buyer can do about it. */
function LateNotice({ order, fulfilment }: { order: Order; fulfilment: FulfilmentJson }) {
  const cancellable = canRequestCancel(orderFactsOf(order));
  const intl = useIntlOrDefault();
  return (
    <Alert variant="danger" className="mb-0" data-testid="late-notice">
      <Alert.Heading as="h2" className="h6">
        {fulfilment.dueAt
          ? intl.formatMessage(messages.lateSince, { date: formatDate(fulfilment.dueAt, intl.locale) })
          : intl.formatMessage(messages.late)}
      </Alert.Heading>
      <p className="mb-0">
        {cancellable
          ? intl.formatMessage(messages.lateCancellable, { link: messagesLink, orders: ordersLink })
          : intl.formatMessage(messages.lateOptions, { link: messagesLink })}
      </p>
    </Alert>
  );
}

/** The answers sent, and until the first delivery a way to correct them. */
function SentRequirements({ order, fulfilment, onChange }: Props & { fulfilment: FulfilmentJson }) {
  const [correcting, setCorrecting] = useState(false);
  const correctable = canCorrectRequirements(fulfilment);
  const intl = useIntlOrDefault();
  return (
    <Card>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto">{intl.formatMessage(messages.yourRequirements)}</h2>
        {correctable && !correcting && (
          <Button size="sm" variant="outline-primary" onClick={() => setCorrecting(true)}>
            {intl.formatMessage(messages.correctAnswers)}
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
  const intl = useIntlOrDefault();
  const f = order.fulfilment;
  if (!f) return null;
  return (
    <section className="mt-4 d-grid gap-3" aria-label={intl.formatMessage(messages.progress)}>
      <FulfilmentProgress fulfilment={f} milestones={order.milestones} viewer="buyer" />
      {f.late && <LateNotice order={order} fulfilment={f} />}
      {f.stage === 'requirements' && (
        <TitledCard title={intl.formatMessage(messages.sellerNeeds)}>
          <RequirementsForm order={order} onSubmitted={onChange} />
        </TitledCard>
      )}
      {f.stage === 'delivered' && (
        <TitledCard title={intl.formatMessage(messages.reviewDelivery)} border="success">
          <DeliveryReview order={order} fulfilment={f} onChange={onChange} />
        </TitledCard>
      )}
      {f.stage === 'revision' && (
        <Alert variant="info" className="mb-0">
          {intl.formatMessage(messages.revisionInWork)}
        </Alert>
      )}
      <TitledCard title={intl.formatMessage(messages.timeline)}>
        <OrderTimeline order={order} viewer="buyer" />
      </TitledCard>
      {f.requirementsSubmittedAt && f.requirements.length > 0 && (
        <SentRequirements order={order} fulfilment={f} onChange={onChange} />
      )}
    </section>
  );
}
