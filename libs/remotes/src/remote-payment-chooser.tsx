import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { RemoteBoundary } from '@market/ui';
import { loadPaymentChooser, type PaymentChooserProps } from './checkout';

export const PAYMENT_UNAVAILABLE = 'Payment is temporarily unavailable. Please try again later.';

/**
 * checkout/PaymentChooser, loaded from the checkout remote when first rendered (render it once the
 * buyer asks to pay). If checkout cannot be loaded the buyer is told so and may try again.
 */
export function RemotePaymentChooser(props: PaymentChooserProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React remembers a failed load for the life of the old one.
  const [Chooser, setChooser] = useState(() => lazy(loadPaymentChooser));
  const retry = () => {
    setChooser(() => lazy(loadPaymentChooser));
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary
      key={attempt}
      remote="checkout"
      fallback={
        <p className="text-danger small mb-0 mt-2" role="alert">
          {PAYMENT_UNAVAILABLE}{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={retry}>
            Try again
          </Button>
        </p>
      }
    >
      <Suspense fallback={<span className="small text-body-secondary ms-2">Loading payment options…</span>}>
        <Chooser {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
