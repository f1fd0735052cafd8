import Badge from 'react-bootstrap/Badge';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntlOrDefault } from '../i18n/intl-or-default';

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

// English keeps the status as the API spells it, capitalised by CSS ("in progress" reads "In
// Progress"); the other languages are written as they are shown, since CSS would capitalise every
// word ("En Cours").
const orderStatuses: Record<string, MessageDescriptor> = defineMessages({
  pending: { id: 'ui.orderStatus.pending', defaultMessage: 'pending' },
  'in progress': { id: 'ui.orderStatus.inProgress', defaultMessage: 'in progress' },
  completed: { id: 'ui.orderStatus.completed', defaultMessage: 'completed' },
  cancelled: { id: 'ui.orderStatus.cancelled', defaultMessage: 'cancelled' },
});

const paymentStatuses: Record<string, MessageDescriptor> = defineMessages({
  pending: { id: 'ui.paymentStatus.pending', defaultMessage: 'pending' },
  paid: { id: 'ui.paymentStatus.paid', defaultMessage: 'paid' },
  failed: { id: 'ui.paymentStatus.failed', defaultMessage: 'failed' },
  refunded: { id: 'ui.paymentStatus.refunded', defaultMessage: 'refunded' },
  cancelled: { id: 'ui.paymentStatus.cancelled', defaultMessage: 'cancelled' },
});

function StatusBadge({
  status,
  words,
  bg,
}: {
  status: string;
  words: Record<string, MessageDescriptor>;
  bg: string;
}) {
  const intl = useIntlOrDefault();
  const descriptor = words[status];
  return (
    <Badge
      bg={bg}
      text={bg === 'warning' ? 'dark' : undefined}
      className={intl.locale.startsWith('en') ? 'text-capitalize' : undefined}
    >
      {descriptor ? intl.formatMessage(descriptor) : status}
    </Badge>
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} words={orderStatuses} bg={orderStatusVariant(status)} />;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} words={paymentStatuses} bg={paymentStatusVariant(status)} />;
}

const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = { stripe: 'Stripe', paypal: 'PayPal' };

/** The provider's own spelling (PayPal, not Paypal): a brand, the same in every language. */
export function paymentMethodName(method: string): string {
  return PAYMENT_METHOD_NAMES[method] ?? method.charAt(0).toUpperCase() + method.slice(1);
}
