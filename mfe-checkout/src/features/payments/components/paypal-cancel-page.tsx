import Container from 'react-bootstrap/Container';
import { CancelLinks } from './cancel-links';

/** Wallet payment cancelled (/paypal-cancel). */
export function PayPalCancelPage() {
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h2 text-danger">❌ Payment Cancelled</h1>
      <CancelLinks />
    </Container>
  );
}
