import { Link, useSearchParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { LoadingBlock, useLoad, type Loaded } from '@market/ui';
import { getStripeSession } from '../api/payments-api';

type SessionState = Loaded<{ serviceName: string }>;

/** Card payment success (/payment-success?session_id=): names the purchased service. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { state: loaded } = useLoad(sessionId ?? undefined, getStripeSession);
  const state: SessionState = !sessionId ? { status: 'error', error: null } : loaded;

  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      {state.status === 'loading' && <LoadingBlock inline />}
      {state.status === 'error' && (
        <Alert variant="warning">We could not load this payment. Your orders show its status.</Alert>
      )}
      {state.status === 'ready' && (
        <>
          <div className="display-4 text-success mb-3" aria-hidden="true">
            ✓
          </div>
          <h1 className="h2 text-success">Payment Successful!</h1>
          <p className="lead">Thank you for purchasing {state.data.serviceName}.</p>
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
