import { lazy, Suspense, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { RemoteBoundary, useIntlOrDefault } from '@market/ui';
import { loadPaymentChooser, type PaymentChooserProps } from './checkout';
import { PaymentDialogFrame } from './payment-dialog-frame';

/**
 * checkout/PaymentChooser, loaded from the checkout remote when first rendered (render it once the
 * buyer asks to pay). The dialog opens at once: its frame shows while checkout loads, and says so if
 * checkout cannot be loaded, with a way to try again.
 */
export function RemotePaymentChooser(props: PaymentChooserProps) {
  const intl = useIntlOrDefault();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React remembers a failed load for the life of the old one.
  const [Chooser, setChooser] = useState(() => lazy(loadPaymentChooser));
  const retry = () => {
    setChooser(() => lazy(loadPaymentChooser));
    setAttempt((n) => n + 1);
  };
  const frame = (body?: ReactNode) =>
    props.show ? <PaymentDialogFrame onHide={props.onHide}>{body}</PaymentDialogFrame> : null;
  return (
    <RemoteBoundary
      key={attempt}
      remote="checkout"
      fallback={frame(
        <p className="text-danger mb-0" role="alert">
          {intl.formatMessage({
            id: 'ui.paymentDialog.unavailable',
            defaultMessage: 'Payment is temporarily unavailable. Please try again later.',
          })}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={retry}>
            {intl.formatMessage({ id: 'ui.paymentDialog.tryAgain', defaultMessage: 'Try again' })}
          </Button>
        </p>,
      )}
    >
      <Suspense fallback={frame()}>
        <Chooser {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
