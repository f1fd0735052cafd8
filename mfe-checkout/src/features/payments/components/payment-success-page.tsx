import { Link, useSearchParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import type { PaymentSessionJson } from '@market/contracts';
import { LoadingBlock, useLoad, type Loaded } from '@market/ui';
import { getStripeSession } from '../api/payments-api';

type SessionState = Loaded<PaymentSessionJson>;

/**
 * Card payment success (/payment-success?session_id=): names the purchased service and, when the
 * order asks questions, says they must be answered before the work starts, with a link to the order.
 */
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
          {state.data.requirementsNeeded && (
            <Alert variant="info" className="text-start">
              <p className="mb-2">
                This order has a few questions for you. The work starts once you have answered them.
              </p>
              <Link to={`/orders/${encodeURIComponent(state.data.orderId)}`} className="btn btn-info">
                Answer the order&apos;s questions
              </Link>
            </Alert>
          )}
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
