import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { Offer } from '@/api/messaging-types';
import { loadPaymentChooser } from '@/lib/checkout-remote';

const PaymentChooser = lazy(loadPaymentChooser);

export const PAYMENT_UNAVAILABLE = 'Payment is temporarily unavailable. Please try again later.';

class ChooserBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[remote:checkout]', error);
  }

  render() {
    return this.state.failed ? (
      <p className="text-danger small mb-0 mt-2">{PAYMENT_UNAVAILABLE}</p>
    ) : (
      this.props.children
    );
  }
}

/** 'Pay now' on an accepted offer: checkout's payment chooser for this offer. */
export function PayOffer({ offer }: { offer: Offer }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const purchase = {
    title: `Custom offer: ${offer.offerDetails.description}`.slice(0, 300),
    price: offer.offerDetails.price,
    offerId: offer._id,
  };
  return (
    <>
      <Button
        size="sm"
        variant="success"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Pay now
      </Button>
      {requested && (
        <ChooserBoundary>
          <Suspense
            fallback={<span className="small text-body-secondary ms-2">Loading payment options…</span>}
          >
            <PaymentChooser show={open} onHide={() => setOpen(false)} purchase={purchase} />
          </Suspense>
        </ChooserBoundary>
      )}
    </>
  );
}
