import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { formatDollars, type OrderJson, formatDate, paymentStatusLabel } from '@market/contracts';
import { DetailField, DetailSection } from './detail-section';
import { OrderStatusBadge, paymentMethodName, PaymentStatusBadge } from './status-badges';

interface OrderDetailsProps {
  order: OrderJson;
  /** How the cancel request reads to this viewer (the buyer and the admin are told different things). */
  cancellation: ReactNode;
  /** The admin also sees the buyer's account id. */
  showBuyerId?: boolean;
}

/** The four sections of one order (customer, service, payment, status), for its buyer and for admins. */
export function OrderDetails({ order, cancellation, showBuyerId = false }: OrderDetailsProps) {
  return (
    <Row xs={1} lg={2} className="g-3">
      <Col>
        <DetailSection title="Customer Details">
          <DetailField label="Name">{order.user.name}</DetailField>
          <DetailField label="Email">{order.user.email}</DetailField>
          <DetailField label="Phone">{order.user.phone || '-'}</DetailField>
          {showBuyerId && (
            <DetailField label="User ID">
              <span className="font-monospace small">{order.user.id}</span>
            </DetailField>
          )}
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
            <PaymentStatusBadge status={paymentStatusLabel(order.payment)} />
          </DetailField>
          {order.invoice && <DetailField label="Invoice">{order.invoice.number}</DetailField>}
          {!!order.payment.refundedAmount && (
            <DetailField label="Refunded">{formatDollars(order.payment.refundedAmount)}</DetailField>
          )}
        </DetailSection>
      </Col>
      <Col>
        <DetailSection title="Order Status">
          <DetailField label="Status">
            <span data-testid="order-status">
              <OrderStatusBadge status={order.order_status} />
            </span>
          </DetailField>
          <DetailField label="Cancel request">{cancellation}</DetailField>
          <DetailField label="Order ID">
            <span className="font-monospace small">{order._id}</span>
          </DetailField>
          <DetailField label="Ordered on">{formatDate(order.createdAt)}</DetailField>
        </DetailSection>
      </Col>
    </Row>
  );
}
