import { Link } from '@market/router';
import { checkoutOrigin } from './checkout-origin';

/** The ways on from a cancelled payment: back where the buyer chose it, and My Orders. */
export function CancelLinks() {
  const origin = checkoutOrigin();
  return (
    <nav aria-label="After the cancelled payment" className="d-flex flex-wrap gap-2 justify-content-center mt-4">
      {origin && (
        <Link to={origin.path} className="btn btn-primary">
          {origin.label}
        </Link>
      )}
      <Link to="/orders" className="btn btn-outline-primary">
        Go to My Orders
      </Link>
    </nav>
  );
}
