import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { messageOf } from '@market/api-client';
import { capturePayPal, getStripeSession } from '../api/payments-api';

type SessionState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; serviceName: string };

/** Card payment success (/payment-success?session_id=): names the purchased service. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    if (!sessionId) {
      setState({ status: 'error' });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    getStripeSession(sessionId)
      .then(({ serviceName }) => active && setState({ status: 'ready', serviceName }))
      .catch(() => active && setState({ status: 'error' }));
    return () => {
      active = false;
    };
  }, [sessionId]);

  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      {state.status === 'loading' && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      )}
      {state.status === 'error' && (
        <Alert variant="warning">We could not load this payment. Your orders show its status.</Alert>
      )}
      {state.status === 'ready' && (
        <>
          <div className="display-4 text-success mb-3" aria-hidden="true">
            ✓
          </div>
          <h1 className="h2 text-success">Payment Successful!</h1>
          <p className="lead">Thank you for purchasing {state.serviceName}.</p>
        </>
      )}
      {state.status !== 'loading' && (
        <Link to="/orders" className="btn btn-primary mt-3">
          Go to Orders
        </Link>
      )}
    </Container>
  );
}

/** Card payment cancelled (/payment-cancel). */
export function PaymentCancelPage() {
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h2 text-danger">Payment Cancelled.</h1>
      <p className="lead">You have cancelled the payment. Please try again later.</p>
    </Container>
  );
}

type CaptureState = { status: 'capturing' } | { status: 'failed'; message: string };

const NO_TOKEN = 'This PayPal return link carries no payment to confirm.';
const CAPTURE_FAILED = 'We could not confirm your PayPal payment. Your orders show its status.';

/**
 * Wallet payment return (/paypal-success?token=): captures the order, then goes to /orders. When
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
      .then(() => navigate('/orders'))
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
      <Spinner animation="border" role="status" className="mb-3">
        <span className="visually-hidden">Loading…</span>
      </Spinner>
      <h1 className="h4">Confirming your PayPal Payment...</h1>
    </Container>
  );
}

/** Wallet payment cancelled (/paypal-cancel). */
export function PayPalCancelPage() {
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h2 text-danger">❌ Payment Cancelled</h1>
    </Container>
  );
}
