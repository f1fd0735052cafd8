import { Link, useSearchParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import type { PaymentSessionJson } from '@market/contracts';
import { defineMessages } from 'react-intl';
import { LoadingBlock, useIntlOrDefault, useLoad, type Loaded } from '@market/ui';
import { getStripeSession } from '../api/payments-api';

type SessionState = Loaded<PaymentSessionJson>;

const messages = defineMessages<{
  loadFailed: Record<never, never>;
  title: Record<never, never>;
  thanks: { service: string };
  questions: Record<never, never>;
  answer: Record<never, never>;
  goToOrders: Record<never, never>;
}>({
  loadFailed: {
    id: 'checkout.card.loadFailed',
    defaultMessage: 'We could not load this payment. Your orders show its status.',
  },
  title: { id: 'checkout.card.success', defaultMessage: 'Payment Successful!' },
  thanks: { id: 'checkout.card.thanks', defaultMessage: 'Thank you for purchasing {service}.' },
  questions: {
    id: 'checkout.card.questions',
    defaultMessage: 'This order has a few questions for you. The work starts once you have answered them.',
  },
  answer: { id: 'checkout.card.answerQuestions', defaultMessage: "Answer the order's questions" },
  goToOrders: { id: 'checkout.card.goToOrders', defaultMessage: 'Go to Orders' },
});

/**
 * Card payment success (/payment-success?session_id=): names the purchased service and, when the
 * order asks questions, says they must be answered before the work starts, with a link to the order.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { state: loaded } = useLoad(sessionId ?? undefined, getStripeSession);
  const state: SessionState = !sessionId ? { status: 'error', error: null } : loaded;
  const intl = useIntlOrDefault();

  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      {state.status === 'loading' && <LoadingBlock inline />}
      {state.status === 'error' && <Alert variant="warning">{intl.formatMessage(messages.loadFailed)}</Alert>}
      {state.status === 'ready' && (
        <>
          <div className="display-4 text-success mb-3" aria-hidden="true">
            ✓
          </div>
          <h1 className="h2 text-success">{intl.formatMessage(messages.title)}</h1>
          <p className="lead">{intl.formatMessage(messages.thanks, { service: state.data.serviceName })}</p>
          {state.data.requirementsNeeded && (
            <Alert variant="info" className="text-start">
              <p className="mb-2">{intl.formatMessage(messages.questions)}</p>
              <Link to={`/orders/${encodeURIComponent(state.data.orderId)}`} className="btn btn-info">
                {intl.formatMessage(messages.answer)}
              </Link>
            </Alert>
          )}
        </>
      )}
      {state.status !== 'loading' && (
        <Link to="/orders" className="btn btn-primary mt-3">
          {intl.formatMessage(messages.goToOrders)}
        </Link>
      )}
    </Container>
  );
}
