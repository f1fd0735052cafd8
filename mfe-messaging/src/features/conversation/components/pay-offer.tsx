import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { RemotePaymentChooser } from '@market/remotes';
import type { Offer } from '@/shared/api/messaging-types';

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
      {requested && <RemotePaymentChooser show={open} onHide={() => setOpen(false)} purchase={purchase} />}
    </>
  );
}
