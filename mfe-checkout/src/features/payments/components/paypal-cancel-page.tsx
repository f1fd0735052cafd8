import Container from 'react-bootstrap/Container';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from '@market/ui';
import { CancelLinks } from './cancel-links';

const messages = defineMessages({
  title: { id: 'checkout.paypal.cancelled', defaultMessage: '❌ Payment Cancelled' },
});

/** Wallet payment cancelled (/paypal-cancel). */
export function PayPalCancelPage() {
  const intl = useIntlOrDefault();
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h2 text-danger">{intl.formatMessage(messages.title)}</h1>
      <CancelLinks />
    </Container>
  );
}
