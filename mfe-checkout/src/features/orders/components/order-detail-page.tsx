import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { formatDollars } from '@market/contracts';
import {
  DetailField,
  DetailSection,
  LoadingBlock,
  OrderStatusBadge,
  paymentMethodName,
  PaymentStatusBadge,
  toast,
  useLoad,
} from '@market/ui';
import { getMyOrder } from '../api/orders-api';
import type { Order } from '../api/order-types';

const loadOrder = (id: string) => getMyOrder(id);

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
  const { state } = useLoad(id, loadOrder);
  const [downloading, setDownloading] = useState(false);

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

  async function onDownload() {
    setDownloading(true);
    try {
      const { downloadInvoice } = await import(/* webpackChunkName: "invoice" */ '../invoice/invoice-pdf');
      await downloadInvoice(order);
    } catch {
      toast.error('Failed to generate the invoice.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0 me-auto">Order Details</h1>
        {/* An invoice is for money taken: none while the payment is awaited or after it failed. */}
        {hasInvoice(order) && (
          <Button onClick={onDownload} disabled={downloading}>
            {downloading ? 'Preparing…' : 'Download Invoice'}
          </Button>
        )}
      </div>
      <Row xs={1} lg={2} className="g-3">
        <Col>
          <DetailSection title="Customer Details">
            <DetailField label="Name">{order.user.name}</DetailField>
            <DetailField label="Email">{order.user.email}</DetailField>
            <DetailField label="Phone">{order.user.phone || '-'}</DetailField>
          </DetailSection>
        </Col>
        <Col>
          <DetailSection title="Service Details">
            <DetailField label="Name">{order.service.name}</DetailField>
            <DetailField label="Type">
              <span className="text-capitalize">{order.service.type}</span>
            </DetailField>
            <DetailField label="Price">{formatDollars(order.service.price)}</DetailField>
          </DetailSection>
        </Col>
        <Col>
          <DetailSection title="Payment Information">
            <DetailField label="Method">{paymentMethodName(order.payment.method)}</DetailField>
            <DetailField label="Transaction ID">{order.payment.transactionId || '-'}</DetailField>
            <DetailField label="Status">
              <PaymentStatusBadge status={order.payment.status} />
            </DetailField>
          </DetailSection>
        </Col>
        <Col>
          <DetailSection title="Order Status">
            <DetailField label="Status">
              <OrderStatusBadge status={order.order_status} />
            </DetailField>
            <DetailField label="Cancel request">
              <CancellationText order={order} />
            </DetailField>
            <DetailField label="Order ID">{order._id}</DetailField>
          </DetailSection>
        </Col>
      </Row>
      <Link to="/orders" className="d-inline-block mt-4">
        Back to My Orders
      </Link>
    </Container>
  );
}
