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

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** What an offer names, as the buyer sees it (also the sender's preview before it goes). */
export function OfferTerms({ details }: { details: Offer['offerDetails'] }) {
  return (
    <>
      <Card.Text className="offer-description">{details.description}</Card.Text>
      <dl className="row small mb-0">
        <dt className="col-6">Price</dt>
        <dd className="col-6 text-end">{formatDollars(details.price)}</dd>
        <dt className="col-6">Delivery</dt>
        <dd className="col-6 text-end">{plural(details.deliveryTime, 'day')}</dd>
        <dt className="col-6">Revisions</dt>
        <dd className="col-6 text-end">{details.revisions}</dd>
      </dl>
    </>
  );
}

/** A paid offer (its badge says so): the way to its order, the buyer's page or the admin's. */
function PaidOrder({ orderId, admin }: { orderId: string; admin: boolean }) {
  return <Link to={admin ? `/admin/orders/${orderId}` : `/orders/${orderId}`}>View order</Link>;
}

/** A custom offer in the conversation: its terms, status and what the viewer may do with it. */
export function OfferCard({ offer, isBuyer, isAdmin = false, own, onAnswer }: OfferCardProps) {
  const [answering, setAnswering] = useState(false);
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
            {paid ? 'paid' : offer.status}
          </Badge>
        </Card.Header>
        <Card.Body>
          <OfferTerms details={offer.offerDetails} />
          {isBuyer && offer.status === 'pending' && (
            <div className="d-flex gap-2 mt-2">
              <Button size="sm" disabled={answering} onClick={() => void answer('accepted')}>
                Accept
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={answering}
                onClick={() => setConfirming('declined')}
              >
                Decline
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
                Withdraw
              </Button>
            </div>
          )}
          <ConfirmDialog
            show={confirming !== null}
            title={confirming === 'withdrawn' ? 'Withdraw this offer?' : 'Decline this offer?'}
            message={
              confirming === 'withdrawn'
                ? 'The buyer can no longer accept it. You can send a new offer afterwards.'
                : 'Are you sure you want to decline this offer? It cannot be accepted afterwards.'
            }
            confirmLabel={confirming === 'withdrawn' ? 'Withdraw offer' : 'Decline offer'}
            cancelLabel="Keep the offer"
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
                <span className="small text-body-secondary">Accepted: waiting for the buyer to pay.</span>
              )}
            </div>
          )}
        </Card.Body>
        <Card.Footer className="small text-body-secondary">{formatTime(offer.createdAt)}</Card.Footer>
      </Card>
    </div>
  );
}
