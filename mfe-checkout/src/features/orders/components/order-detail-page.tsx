import { Link, useParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useLiveOrder } from '@market/remotes';
import { defineMessages } from 'react-intl';
import { LoadingBlock, useIntlOrDefault } from '@market/ui';
import { OrderDetails, RefundsSection, useOrderDocuments } from '@market/ui/orders';
import { getMyOrder } from '../api/orders-api';
import type { Order } from '../api/order-types';
import { AddToOrderCard } from './add-to-order-card';
import { FulfilmentPanel } from './fulfilment-panel';
import { OrderMilestones } from './milestone-payment';
import { OrderExtras } from './order-extras';

// The PDF code (jsPDF) loads on the first download only.
const loadDocuments = () => import(/* webpackChunkName: "invoice" */ '../invoice/invoice-pdf');

const hasInvoice = (order: Order) => order.payment.status === 'paid' || order.payment.status === 'refunded';

const messages = defineMessages<{
  cancelRequested: Record<never, never>;
  noCancellation: Record<never, never>;
  yourReason: { reason: string };
  sellerMessage: { response: string };
  loadFailed: Record<never, never>;
  backToOrders: Record<never, never>;
  title: Record<never, never>;
  preparingInvoice: Record<never, never>;
  downloadInvoice: Record<never, never>;
}>({
  cancelRequested: { id: 'checkout.orderDetail.cancelRequested', defaultMessage: 'Cancel requested' },
  noCancellation: { id: 'checkout.orderDetail.noCancellation', defaultMessage: 'None' },
  yourReason: { id: 'checkout.orderDetail.yourReason', defaultMessage: 'Your reason: {reason}' },
  sellerMessage: {
    id: 'checkout.orderDetail.sellerMessage',
    defaultMessage: 'Message from the seller: {response}',
  },
  loadFailed: { id: 'checkout.orderDetail.loadFailed', defaultMessage: 'Failed to load order details.' },
  backToOrders: { id: 'checkout.orderDetail.backToOrders', defaultMessage: 'Back to My Orders' },
  title: { id: 'checkout.orderDetail.title', defaultMessage: 'Order Details' },
  preparingInvoice: { id: 'checkout.orderDetail.preparingInvoice', defaultMessage: 'Preparing…' },
  downloadInvoice: { id: 'checkout.orderDetail.downloadInvoice', defaultMessage: 'Download Invoice' },
});

const OUTCOME = defineMessages({
  pending: { id: 'checkout.orderDetail.outcome.pending', defaultMessage: 'Cancel request pending' },
  approved: {
    id: 'checkout.orderDetail.outcome.approved',
    defaultMessage: 'Approved: the order is cancelled',
  },
  declined: { id: 'checkout.orderDetail.outcome.declined', defaultMessage: 'Declined' },
});

/** Where the buyer's cancel request stands, with their reason and the admin's answer. */
function CancellationText({ order }: { order: Order }) {
  const intl = useIntlOrDefault();
  const cancellation = order.cancellation;
  if (!cancellation)
    return (
      <>{intl.formatMessage(order.cancel_request ? messages.cancelRequested : messages.noCancellation)}</>
    );
  return (
    <div data-testid="cancellation">
      <div>{intl.formatMessage(OUTCOME[cancellation.status])}</div>
      {cancellation.reason && (
        <div className="small text-body-secondary">
          {intl.formatMessage(messages.yourReason, { reason: cancellation.reason })}
        </div>
      )}
      {cancellation.response && (
        <div className="small" style={{ whiteSpace: 'pre-line' }}>
          {intl.formatMessage(messages.sellerMessage, { response: cancellation.response })}
        </div>
      )}
    </div>
  );
}

/** Order detail (/orders/:id): read-only details of one of the buyer's orders and its invoice. */
export function OrderDetailPage() {
  const { id } = useParams();
  // The seller delivered, a timer accepted, another tab acted: show the order as it is now, quietly.
  const { state, replace } = useLiveOrder(id, getMyOrder);
  const documents = useOrderDocuments(loadDocuments);
  const intl = useIntlOrDefault();

  if (state.status === 'loading') {
    return (
      <Container>
        <LoadingBlock />
      </Container>
    );
  }
  if (state.status === 'error') {
    return (
      <Container className="py-4">
        <Alert variant="danger">{intl.formatMessage(messages.loadFailed)}</Alert>
        <Link to="/orders">{intl.formatMessage(messages.backToOrders)}</Link>
      </Container>
    );
  }
  const order = state.data;

  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0 me-auto">{intl.formatMessage(messages.title)}</h1>
        {/* An invoice is for money taken: none while the payment is awaited or after it failed. */}
        {hasInvoice(order) && (
          <Button onClick={() => void documents.downloadInvoice(order)} disabled={documents.preparingInvoice}>
            {intl.formatMessage(
              documents.preparingInvoice ? messages.preparingInvoice : messages.downloadInvoice,
            )}
          </Button>
        )}
      </div>
      <OrderDetails
        order={order}
        cancellation={<CancellationText order={order} />}
        extras={<OrderExtras order={order} />}
      />
      <OrderMilestones order={order} onChange={replace} />
      <FulfilmentPanel order={order} onChange={replace} />
      <AddToOrderCard order={order} />
      <RefundsSection
        refunds={order.refunds ?? []}
        currency={order.currency}
        onDownload={(refund) => void documents.downloadCreditNote(order, refund)}
        downloading={documents.preparingNote}
      />
      <Link to="/orders" className="d-inline-block mt-4">
        {intl.formatMessage(messages.backToOrders)}
      </Link>
    </Container>
  );
}
