import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from '@market/router';
import { formatDollars } from '@market/contracts';
import { ConfirmDialog } from '@market/ui';
import type { Offer, OfferStatus } from '@/shared/api/messaging-types';
import { formatTime } from '@/shared/lib/format-time';
import { PayOffer } from './pay-offer';

const STATUS_VARIANT: Record<OfferStatus, string> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
};

export interface OfferCardProps {
  offer: Offer;
  /** Only the conversation's buyer answers offers and pays them. */
  isBuyer: boolean;
  own: boolean;
  onAnswer: (offer: Offer, status: 'accepted' | 'declined') => Promise<void>;
}

/** A custom offer in the conversation: description, price, delivery days, status and the buyer's actions. */
export function OfferCard({ offer, isBuyer, own, onAnswer }: OfferCardProps) {
  const [answering, setAnswering] = useState(false);
  // Declining cannot be undone: one tap asks first.
  const [confirmDecline, setConfirmDecline] = useState(false);
  const { description, price, deliveryTime } = offer.offerDetails;

  async function answer(status: 'accepted' | 'declined') {
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
        aria-label="Custom offer"
        data-offer-status={offer.status}
      >
        <Card.Header className="d-flex justify-content-between align-items-center gap-2">
          <strong>Custom Offer</strong>
          <Badge
            bg={STATUS_VARIANT[offer.status]}
            text={offer.status === 'pending' ? 'dark' : undefined}
            className="text-capitalize"
          >
            {offer.status}
          </Badge>
        </Card.Header>
        <Card.Body>
          <Card.Text className="offer-description">{description}</Card.Text>
          <dl className="row small mb-0">
            <dt className="col-6">Price</dt>
            <dd className="col-6 text-end">{formatDollars(price)}</dd>
            <dt className="col-6">Delivery</dt>
            <dd className="col-6 text-end">{`${deliveryTime} ${deliveryTime === 1 ? 'day' : 'days'}`}</dd>
          </dl>
          {isBuyer && offer.status === 'pending' && (
            <div className="d-flex gap-2 mt-2">
              <Button size="sm" disabled={answering} onClick={() => void answer('accepted')}>
                Accept
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={answering}
                onClick={() => setConfirmDecline(true)}
              >
                Decline
              </Button>
              <ConfirmDialog
                show={confirmDecline}
                title="Decline this offer?"
                message="Are you sure you want to decline this offer? It cannot be accepted afterwards."
                confirmLabel="Decline offer"
                cancelLabel="Keep the offer"
                busy={answering}
                onConfirm={() => {
                  setConfirmDecline(false);
                  void answer('declined');
                }}
                onCancel={() => setConfirmDecline(false)}
              />
            </div>
          )}
          {isBuyer && offer.status === 'accepted' && (
            <div className="mt-2">
              {offer.paidOrderId ? (
                <span className="d-flex align-items-center gap-2">
                  <Badge bg="success">Paid</Badge>
                  <Link to={`/orders/${offer.paidOrderId}`}>View order</Link>
                </span>
              ) : (
                <PayOffer offer={offer} />
              )}
            </div>
          )}
        </Card.Body>
        <Card.Footer className="small text-body-secondary">{formatTime(offer.createdAt)}</Card.Footer>
      </Card>
    </div>
  );
}
