import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { defineMessages } from 'react-intl';
import { RemotePaymentChooser } from '@market/remotes';
import { useIntlOrDefault } from '@market/ui';
import type { Offer } from '@/shared/api/messaging-types';

const messages = defineMessages({
  payNow: { id: 'messaging.offer.payNow', defaultMessage: 'Pay now' },
});

/** 'Pay now' on an accepted offer: checkout's payment chooser for this offer. */
export function PayOffer({ offer }: { offer: Offer }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const intl = useIntlOrDefault();
  const purchase = {
    // The server names the order itself (in the shop's language); this title is never shown.
    title: `Custom offer: ${offer.offerDetails.description}`.slice(0, 300),
    // A split offer is paid milestone by milestone: this checkout pays the first.
    price: offer.offerDetails.milestones?.[0]?.price ?? offer.offerDetails.price,
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
        {intl.formatMessage(messages.payNow)}
      </Button>
      {requested && <RemotePaymentChooser show={open} onHide={() => setOpen(false)} purchase={purchase} />}
    </>
  );
}
