import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from '@market/router';
import { defineMessages } from 'react-intl';
import { ConfirmDialog, useIntlOrDefault, useMoney } from '@market/ui';
import type { Offer, OfferStatus } from '@/shared/api/messaging-types';
import { formatTime } from '@/shared/lib/format-time';
import { PayOffer } from './pay-offer';

const STATUS_VARIANT: Record<OfferStatus, string> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'secondary',
};

export type OfferMove = Exclude<OfferStatus, 'pending'>;

export interface OfferCardProps {
  offer: Offer;
  /** Only the conversation's buyer answers offers and pays them. */
  isBuyer: boolean;
  /** An admin may withdraw a pending offer, and follows a paid one to the admin's order page. */
  isAdmin?: boolean;
  own: boolean;
  onAnswer: (offer: Offer, status: OfferMove) => Promise<void>;
}

const messages = defineMessages<{
  price: Record<never, never>;
  delivery: Record<never, never>;
  deliveryDays: { count: number };
  revisions: Record<never, never>;
  viewOrder: Record<never, never>;
  cardLabel: Record<never, never>;
  heading: Record<never, never>;
  accept: Record<never, never>;
  decline: Record<never, never>;
  withdraw: Record<never, never>;
  withdrawTitle: Record<never, never>;
  declineTitle: Record<never, never>;
  withdrawMessage: Record<never, never>;
  declineMessage: Record<never, never>;
  withdrawConfirm: Record<never, never>;
  declineConfirm: Record<never, never>;
  keep: Record<never, never>;
  awaitingPayment: Record<never, never>;
  milestones: Record<never, never>;
  milestone: { position: number; title: string };
  paysFirst: Record<never, never>;
}>({
  price: { id: 'messaging.offer.price', defaultMessage: 'Price' },
  delivery: { id: 'messaging.offer.delivery', defaultMessage: 'Delivery' },
  deliveryDays: {
    id: 'messaging.offer.deliveryDays',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
  },
  revisions: { id: 'messaging.offer.revisions', defaultMessage: 'Revisions' },
  viewOrder: { id: 'messaging.offer.viewOrder', defaultMessage: 'View order' },
  cardLabel: { id: 'messaging.offer.cardLabel', defaultMessage: 'Custom offer' },
  heading: { id: 'messaging.offer.heading', defaultMessage: 'Custom Offer' },
  accept: { id: 'messaging.offer.accept', defaultMessage: 'Accept' },
  decline: { id: 'messaging.offer.decline', defaultMessage: 'Decline' },
  withdraw: { id: 'messaging.offer.withdraw', defaultMessage: 'Withdraw' },
  withdrawTitle: { id: 'messaging.offer.withdrawTitle', defaultMessage: 'Withdraw this offer?' },
  declineTitle: { id: 'messaging.offer.declineTitle', defaultMessage: 'Decline this offer?' },
  withdrawMessage: {
    id: 'messaging.offer.withdrawMessage',
    defaultMessage: 'The buyer can no longer accept it. You can send a new offer afterwards.',
  },
  declineMessage: {
    id: 'messaging.offer.declineMessage',
    defaultMessage: 'Are you sure you want to decline this offer? It cannot be accepted afterwards.',
  },
  withdrawConfirm: { id: 'messaging.offer.withdrawConfirm', defaultMessage: 'Withdraw offer' },
  declineConfirm: { id: 'messaging.offer.declineConfirm', defaultMessage: 'Decline offer' },
  keep: { id: 'messaging.offer.keep', defaultMessage: 'Keep the offer' },
  awaitingPayment: {
    id: 'messaging.offer.awaitingPayment',
    defaultMessage: 'Accepted: waiting for the buyer to pay.',
  },
  milestones: { id: 'messaging.offer.milestones', defaultMessage: 'Milestones' },
  milestone: { id: 'messaging.offer.milestone', defaultMessage: '{position}. {title}' },
  paysFirst: {
    id: 'messaging.offer.paysFirst',
    defaultMessage:
      'Accepting pays the first milestone; each next one is paid once the one before is accepted.',
  },
});

/** The status badge's word (lower case: the badge capitalises it where the language does). */
const STATUS_LABEL = defineMessages({
  pending: { id: 'messaging.offer.status.pending', defaultMessage: 'pending' },
  accepted: { id: 'messaging.offer.status.accepted', defaultMessage: 'accepted' },
  declined: { id: 'messaging.offer.status.declined', defaultMessage: 'declined' },
  withdrawn: { id: 'messaging.offer.status.withdrawn', defaultMessage: 'withdrawn' },
  paid: { id: 'messaging.offer.status.paid', defaultMessage: 'paid' },
});

/** What an offer names, as the buyer sees it (also the sender's preview before it goes). */
export function OfferTerms({ details }: { details: Offer['offerDetails'] }) {
  const intl = useIntlOrDefault();
  const money = useMoney();
  return (
    <>
      <Card.Text className="offer-description">{details.description}</Card.Text>
      <dl className="row small mb-0">
        <dt className="col-6">{intl.formatMessage(messages.price)}</dt>
        <dd className="col-6 text-end">{money.price(details.price)}</dd>
        <dt className="col-6">{intl.formatMessage(messages.delivery)}</dt>
        <dd className="col-6 text-end">
          {intl.formatMessage(messages.deliveryDays, { count: details.deliveryTime })}
        </dd>
        <dt className="col-6">{intl.formatMessage(messages.revisions)}</dt>
        <dd className="col-6 text-end">{intl.formatNumber(details.revisions)}</dd>
      </dl>
      {details.milestones && details.milestones.length > 0 && (
        <section className="small mt-2" data-testid="offer-milestones">
          <h3 className="h6 small fw-semibold mb-1">{intl.formatMessage(messages.milestones)}</h3>
          <ol className="list-unstyled mb-1">
            {details.milestones.map((m, i) => (
              <li key={i} className="d-flex gap-2">
                <span className="me-auto text-break">
                  {intl.formatMessage(messages.milestone, { position: i + 1, title: m.title })}
                </span>
                <span className="text-nowrap">{money.price(m.price)}</span>
                <span className="text-nowrap text-body-secondary">
                  {intl.formatMessage(messages.deliveryDays, { count: m.deliveryDays })}
                </span>
              </li>
            ))}
          </ol>
          <p className="text-body-secondary mb-0">{intl.formatMessage(messages.paysFirst)}</p>
        </section>
      )}
    </>
  );
}

/** A paid offer (its badge says so): the way to its order, the buyer's page or the admin's. */
function PaidOrder({ orderId, admin }: { orderId: string; admin: boolean }) {
  const intl = useIntlOrDefault();
  return (
    <Link to={admin ? `/admin/orders/${orderId}` : `/orders/${orderId}`}>
      {intl.formatMessage(messages.viewOrder)}
    </Link>
  );
}

/** A custom offer in the conversation: its terms, status and what the viewer may do with it. */
export function OfferCard({ offer, isBuyer, isAdmin = false, own, onAnswer }: OfferCardProps) {
  const [answering, setAnswering] = useState(false);
  const intl = useIntlOrDefault();
  // Declining and withdrawing cannot be undone: one tap asks first.
  const [confirming, setConfirming] = useState<'declined' | 'withdrawn' | null>(null);
  const paid = offer.status === 'accepted' && offer.paidOrderId;

  async function answer(status: OfferMove) {
    setAnswering(true);
    try {
      await onAnswer(offer, status);
    } finally {
      setAnswering(false);
    }
  }

  return (
    <div className={`d-flex ${own ? 'justify-content-end' : 'justify-content-start'}`}>
      <Card
        className="offer-card shadow-sm"
        as="article"
        aria-label={intl.formatMessage(messages.cardLabel)}
        data-offer-status={offer.status}
      >
        <Card.Header className="d-flex justify-content-between align-items-center gap-2">
          <strong>{intl.formatMessage(messages.heading)}</strong>
          <Badge
            bg={STATUS_VARIANT[offer.status]}
            text={offer.status === 'pending' ? 'dark' : undefined}
            className="text-capitalize"
          >
            {intl.formatMessage(STATUS_LABEL[paid ? 'paid' : offer.status])}
          </Badge>
        </Card.Header>
        <Card.Body>
          <OfferTerms details={offer.offerDetails} />
          {isBuyer && offer.status === 'pending' && (
            <div className="d-flex gap-2 mt-2">
              <Button size="sm" disabled={answering} onClick={() => void answer('accepted')}>
                {intl.formatMessage(messages.accept)}
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={answering}
                onClick={() => setConfirming('declined')}
              >
                {intl.formatMessage(messages.decline)}
              </Button>
            </div>
          )}
          {isAdmin && !isBuyer && offer.status === 'pending' && (
            <div className="d-flex gap-2 mt-2">
              <Button
                size="sm"
                variant="outline-danger"
                disabled={answering}
                onClick={() => setConfirming('withdrawn')}
              >
                {intl.formatMessage(messages.withdraw)}
              </Button>
            </div>
          )}
          <ConfirmDialog
            show={confirming !== null}
            title={intl.formatMessage(
              confirming === 'withdrawn' ? messages.withdrawTitle : messages.declineTitle,
            )}
            message={intl.formatMessage(
              confirming === 'withdrawn' ? messages.withdrawMessage : messages.declineMessage,
            )}
            confirmLabel={intl.formatMessage(
              confirming === 'withdrawn' ? messages.withdrawConfirm : messages.declineConfirm,
            )}
            cancelLabel={intl.formatMessage(messages.keep)}
            busy={answering}
            onConfirm={() => {
              const move = confirming;
              setConfirming(null);
              if (move) void answer(move);
            }}
            onCancel={() => setConfirming(null)}
          />
          {offer.status === 'accepted' && (isBuyer || isAdmin) && (
            <div className="mt-2">
              {offer.paidOrderId ? (
                <PaidOrder orderId={offer.paidOrderId} admin={!isBuyer} />
              ) : isBuyer ? (
                <PayOffer offer={offer} />
              ) : (
                <span className="small text-body-secondary">
                  {intl.formatMessage(messages.awaitingPayment)}
                </span>
              )}
            </div>
          )}
        </Card.Body>
        <Card.Footer className="small text-body-secondary">
          {formatTime(offer.createdAt, new Date(), intl.locale)}
        </Card.Footer>
      </Card>
    </div>
  );
}
