import { Link } from '@market/router';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from '@market/ui';
import { checkoutOrigin } from './checkout-origin';

const messages = defineMessages({
  nav: { id: 'checkout.cancelLinks.nav', defaultMessage: 'After the cancelled payment' },
  backToService: { id: 'checkout.cancelLinks.backToService', defaultMessage: 'Back to the service' },
  backToConversation: {
    id: 'checkout.cancelLinks.backToConversation',
    defaultMessage: 'Back to the conversation',
  },
  myOrders: { id: 'checkout.cancelLinks.myOrders', defaultMessage: 'Go to My Orders' },
});

/** The ways on from a cancelled payment: back where the buyer chose it, and My Orders. */
export function CancelLinks() {
  const origin = checkoutOrigin();
  const intl = useIntlOrDefault();
  return (
    <nav
      aria-label={intl.formatMessage(messages.nav)}
      className="d-flex flex-wrap gap-2 justify-content-center mt-4"
    >
      {origin && (
        <Link to={origin.path} className="btn btn-primary">
          {intl.formatMessage(
            origin.kind === 'conversation' ? messages.backToConversation : messages.backToService,
          )}
        </Link>
      )}
      <Link to="/orders" className="btn btn-outline-primary">
        {intl.formatMessage(messages.myOrders)}
      </Link>
    </nav>
  );
}
