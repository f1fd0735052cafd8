import Badge from 'react-bootstrap/Badge';

/** Order status colours, the same in the buyer and admin order screens: completed green, pending yellow, in progress blue, cancelled red. */
export function orderStatusVariant(status: string): string {
  switch (status) {
    case 'completed':
      return 'success';
    case 'pending':
      return 'warning';
    case 'in progress':
      return 'primary';
    case 'cancelled':
      return 'danger';
    default:
      return 'secondary';
  }
}

/** Payment status colours: paid green, pending and cancelled (by the buyer) neutral, anything else red. */
export function paymentStatusVariant(status: string): string {
  if (status === 'paid') return 'success';
  if (status === 'pending' || status === 'cancelled') return 'secondary';
  return 'danger';
}

export function OrderStatusBadge({ status }: { status: string }) {
  const variant = orderStatusVariant(status);
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} className="text-capitalize">
      {status}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge bg={paymentStatusVariant(status)} className="text-capitalize">
      {status}
    </Badge>
  );
}

const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = { stripe: 'Stripe', paypal: 'PayPal' };

/** The provider's own spelling (PayPal, not Paypal). */
export function paymentMethodName(method: string): string {
  return PAYMENT_METHOD_NAMES[method] ?? method.charAt(0).toUpperCase() + method.slice(1);
}
