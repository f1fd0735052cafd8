import { Link, useParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useLiveOrder } from '@market/remotes';
import { LoadingBlock, OrderDetails, RefundsSection, useOrderDocuments } from '@market/ui';
import { getMyOrder } from '../api/orders-api';
import type { Order } from '../api/order-types';
import { FulfilmentPanel } from './fulfilment-panel';

// The PDF code (jsPDF) loads on the first download only.
const loadDocuments = () => import(/* webpackChunkName: "invoice" */ '../invoice/invoice-pdf');

const hasInvoice = (order: Order) => order.payment.status === 'paid' || order.payment.status === 'refunded';

const OUTCOME = {
  pending: 'Cancel request pending',
  approved: 'Approved: the order is cancelled',
  declined: 'Declined',
} as const;

/** Where the buyer's cancel request stands, with their reason and the admin's answer. */
function CancellationText({ order }: { order: Order }) {
  const cancellation = order.cancellation;
  if (!cancellation) return <>{order.cancel_request ? 'Cancel requested' : 'None'}</>;
  return (
    <div data-testid="cancellation">
      <div>{OUTCOME[cancellation.status]}</div>
      {cancellation.reason && (
        <div className="small text-body-secondary">Your reason: {cancellation.reason}</div>
      )}
      {cancellation.response && (
        <div className="small" style={{ whiteSpace: 'pre-line' }}>
          Message from the seller: {cancellation.response}
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
        <Alert variant="danger">Failed to load order details.</Alert>
        <Link to="/orders">Back to My Orders</Link>
      </Container>
    );
  }
  const order = state.data;

  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0 me-auto">Order Details</h1>
        {/* An invoice is for money taken: none while the payment is awaited or after it failed. */}
        {hasInvoice(order) && (
          <Button onClick={() => void documents.downloadInvoice(order)} disabled={documents.preparingInvoice}>
            {documents.preparingInvoice ? 'Preparing…' : 'Download Invoice'}
          </Button>
        )}
      </div>
      <OrderDetails order={order} cancellation={<CancellationText order={order} />} />
      <FulfilmentPanel order={order} onChange={replace} />
      <RefundsSection
        refunds={order.refunds ?? []}
        onDownload={(refund) => void documents.downloadCreditNote(order, refund)}
        downloading={documents.preparingNote}
      />
      <Link to="/orders" className="d-inline-block mt-4">
        Back to My Orders
      </Link>
    </Container>
  );
}
