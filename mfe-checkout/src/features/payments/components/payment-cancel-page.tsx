import Container from 'react-bootstrap/Container';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from '@market/ui';
import { CancelLinks } from './cancel-links';

const messages = defineMessages({
  title: { id: 'checkout.card.cancelled', defaultMessage: 'Payment Cancelled.' },
  explanation: {
    id: 'checkout.card.cancelledExplanation',
    defaultMessage: 'You have cancelled the payment. Please try again later.',
  },
});

/** Card payment cancelled (/payment-cancel). */
export function PaymentCancelPage() {
  const intl = useIntlOrDefault();
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h2 text-danger">{intl.formatMessage(messages.title)}</h1>
      <p className="lead">{intl.formatMessage(messages.explanation)}</p>
      <CancelLinks />
    </Container>
  );
}
