import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
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

/** Wallet payment return (/paypal-success?token=): captures the order, then goes to /orders; a failure is only logged. */
export function PayPalSuccessPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    capturePayPal(token)
      .then(() => navigate('/orders'))
      .catch((error: unknown) => console.error('PayPal capture failed', error));
  }, [token, navigate]);

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
