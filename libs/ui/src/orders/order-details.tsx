import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { defineMessages } from 'react-intl';
import {
  DEFAULT_SHOP_CURRENCY,
  formatDate,
  formatMoney,
  paymentStatusLabel,
  type OrderJson,
} from '@market/contracts';
import { OrderAmount } from '../currency';
import { DetailField, DetailSection } from '../detail-section';
import { useIntlOrDefault } from '../i18n/intl-or-default';
import { OrderStatusBadge, paymentMethodName, PaymentStatusBadge } from './status-badges';

const messages = defineMessages({
  customer: { id: 'ui.orderDetails.customer', defaultMessage: 'Customer Details' },
  name: { id: 'ui.orderDetails.name', defaultMessage: 'Name' },
  email: { id: 'ui.orderDetails.email', defaultMessage: 'Email' },
  phone: { id: 'ui.orderDetails.phone', defaultMessage: 'Phone' },
  userId: { id: 'ui.orderDetails.userId', defaultMessage: 'User ID' },
  service: { id: 'ui.orderDetails.service', defaultMessage: 'Service Details' },
  type: { id: 'ui.orderDetails.type', defaultMessage: 'Type' },
  price: { id: 'ui.orderDetails.price', defaultMessage: 'Price' },
  payment: { id: 'ui.orderDetails.payment', defaultMessage: 'Payment Information' },
  method: { id: 'ui.orderDetails.method', defaultMessage: 'Method' },
  transactionId: { id: 'ui.orderDetails.transactionId', defaultMessage: 'Transaction ID' },
  status: { id: 'ui.orderDetails.status', defaultMessage: 'Status' },
  invoice: { id: 'ui.orderDetails.invoice', defaultMessage: 'Invoice' },
  refunded: { id: 'ui.orderDetails.refunded', defaultMessage: 'Refunded' },
  orderStatus: { id: 'ui.orderDetails.orderStatus', defaultMessage: 'Order Status' },
  cancelRequest: { id: 'ui.orderDetails.cancelRequest', defaultMessage: 'Cancel request' },
  orderId: { id: 'ui.orderDetails.orderId', defaultMessage: 'Order ID' },
  orderedOn: { id: 'ui.orderDetails.orderedOn', defaultMessage: 'Ordered on' },
});

interface OrderDetailsProps {
  order: OrderJson;
  /** How the cancel request reads to this viewer (the buyer and the admin are told different things). */
  cancellation: ReactNode;
  /** The admin also sees the buyer's account id. */
  showBuyerId?: boolean;
  /** The order's extra lines as the viewing app words them; nothing when absent. */
  extras?: ReactNode;
}

/** The four sections of one order (customer, service, payment, status), for its buyer and for admins. */
export function OrderDetails({ order, cancellation, showBuyerId = false, extras }: OrderDetailsProps) {
  const intl = useIntlOrDefault();
  const t = intl.formatMessage;
  return (
    <Row xs={1} lg={2} className="g-3">
      <Col>
        <DetailSection title={t(messages.customer)}>
          <DetailField label={t(messages.name)}>{order.user.name}</DetailField>
          <DetailField label={t(messages.email)}>{order.user.email}</DetailField>
          <DetailField label={t(messages.phone)}>{order.user.phone || '-'}</DetailField>
          {showBuyerId && (
            <DetailField label={t(messages.userId)}>
              <span className="font-monospace small">{order.user.id}</span>
            </DetailField>
          )}
        </DetailSection>
      </Col>
      <Col>
        <DetailSection title={t(messages.service)}>
          <DetailField label={t(messages.name)}>{order.service.name}</DetailField>
          <DetailField label={t(messages.type)}>
            <span className="text-capitalize">{order.service.type}</span>
          </DetailField>
          <DetailField label={t(messages.price)}>
            <OrderAmount order={order} amount={order.service.price} />
          </DetailField>
          {extras}
        </DetailSection>
      </Col>
      <Col>
        <DetailSection title={t(messages.payment)}>
          <DetailField label={t(messages.method)}>{paymentMethodName(order.payment.method)}</DetailField>
          <DetailField label={t(messages.transactionId)}>{order.payment.transactionId || '-'}</DetailField>
          <DetailField label={t(messages.status)}>
            <PaymentStatusBadge status={paymentStatusLabel(order.payment)} />
          </DetailField>
          {order.invoice && <DetailField label={t(messages.invoice)}>{order.invoice.number}</DetailField>}
          {!!order.payment.refundedAmount && (
            <DetailField label={t(messages.refunded)}>
              {formatMoney(
                order.payment.refundedAmount,
                order.currency ?? DEFAULT_SHOP_CURRENCY,
                intl.locale,
              )}
            </DetailField>
          )}
        </DetailSection>
      </Col>
      <Col>
        <DetailSection title={t(messages.orderStatus)}>
          <DetailField label={t(messages.status)}>
            <span data-testid="order-status">
              <OrderStatusBadge status={order.order_status} />
            </span>
          </DetailField>
          <DetailField label={t(messages.cancelRequest)}>{cancellation}</DetailField>
          <DetailField label={t(messages.orderId)}>
            <span className="font-monospace small">{order._id}</span>
          </DetailField>
          <DetailField label={t(messages.orderedOn)}>{formatDate(order.createdAt, intl.locale)}</DetailField>
        </DetailSection>
      </Col>
    </Row>
  );
}
