import Container from 'react-bootstrap/Container';
import { CancelLinks } from './cancel-links';

/** Card payment cancelled (/payment-cancel). */
export function PaymentCancelPage() {
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h2 text-danger">Payment Cancelled.</h1>
      <p className="lead">You have cancelled the payment. Please try again later.</p>
      <CancelLinks />
    </Container>
  );
}
