import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { messageOf } from '@market/api-client';
import { LoadingBlock } from '@market/ui';
import { capturePayPal } from '../api/payments-api';

type CaptureState = { status: 'capturing' } | { status: 'failed'; message: string };

const NO_TOKEN = 'This PayPal return link carries no payment to confirm.';
const CAPTURE_FAILED = 'We could not confirm your PayPal payment. Your orders show its status.';

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
  const [state, setState] = useState<CaptureState>(
    token ? { status: 'capturing' } : { status: 'failed', message: NO_TOKEN },
  );

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
      .catch((error: unknown) => setState({ status: 'failed', message: messageOf(error, CAPTURE_FAILED) }));
  }, [token, navigate]);

  if (state.status === 'failed') {
    return (
      <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
        <h1 className="h4">Your PayPal payment was not confirmed</h1>
        <Alert variant="warning">{state.message}</Alert>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link to="/orders" className="btn btn-primary">
            Go to Orders
          </Link>
          <Link to="/services" className="btn btn-outline-secondary">
            Browse services
          </Link>
        </div>
      </Container>
    );
  }
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <LoadingBlock inline className="mb-3" />
      <h1 className="h4">Confirming your PayPal Payment...</h1>
    </Container>
  );
}
