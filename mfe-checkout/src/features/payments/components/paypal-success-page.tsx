import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { defineMessages } from 'react-intl';
import { errorTextIn, LoadingBlock, useIntlOrDefault } from '@market/ui';
import { capturePayPal } from '../api/payments-api';

/** A failure keeps its error, worded at render: the server's reason, or the page's words when it gave none. */
type CaptureState = { status: 'capturing' } | { status: 'noToken' } | { status: 'failed'; error: unknown };

const messages = defineMessages({
  noToken: {
    id: 'checkout.paypal.noToken',
    defaultMessage: 'This PayPal return link carries no payment to confirm.',
  },
  captureFailed: {
    id: 'checkout.paypal.captureFailed',
    defaultMessage: 'We could not confirm your PayPal payment. Your orders show its status.',
  },
  notConfirmed: {
    id: 'checkout.paypal.notConfirmed',
    defaultMessage: 'Your PayPal payment was not confirmed',
  },
  goToOrders: { id: 'checkout.paypal.goToOrders', defaultMessage: 'Go to Orders' },
  browseServices: { id: 'checkout.paypal.browseServices', defaultMessage: 'Browse services' },
  confirming: { id: 'checkout.paypal.confirming', defaultMessage: 'Confirming your PayPal Payment...' },
});

/**
 * Wallet payment return (/paypal-success?token=): captures the order, then goes to /orders, or to
 * the order itself when it asks questions the buyer must answer before the work starts. When
 * there is nothing to capture or the capture fails, it says what happened and offers a way on.
 */
export function PayPalSuccessPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const started = useRef(false);
  const intl = useIntlOrDefault();
  const [state, setState] = useState<CaptureState>(token ? { status: 'capturing' } : { status: 'noToken' });

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    capturePayPal(token)
      .then(({ order }) =>
        navigate(
          order?.fulfilment?.stage === 'requirements'
            ? `/orders/${encodeURIComponent(order._id)}`
            : '/orders',
        ),
      )
      .catch((error: unknown) => setState({ status: 'failed', error }));
  }, [token, navigate]);

  if (state.status !== 'capturing') {
    const message =
      state.status === 'noToken'
        ? intl.formatMessage(messages.noToken)
        : errorTextIn(intl, state.error, intl.formatMessage(messages.captureFailed));
    return (
      <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
        <h1 className="h4">{intl.formatMessage(messages.notConfirmed)}</h1>
        <Alert variant="warning">{message}</Alert>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link to="/orders" className="btn btn-primary">
            {intl.formatMessage(messages.goToOrders)}
          </Link>
          <Link to="/services" className="btn btn-outline-secondary">
            {intl.formatMessage(messages.browseServices)}
          </Link>
        </div>
      </Container>
    );
  }
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <LoadingBlock inline className="mb-3" />
      <h1 className="h4">{intl.formatMessage(messages.confirming)}</h1>
    </Container>
  );
}
