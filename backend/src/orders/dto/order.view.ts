import type { OrderJson, OrderStatsJson } from '@market/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fromCents } from '@market/contracts';
import {
  cancellationStatus,
  CancellationStatus,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../order-status';
import { Order } from '../order';

export class OrderUserView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
}

export class OrderServiceView {
  @ApiProperty({ description: 'Title of the service when it was bought' }) name!: string;
  @ApiProperty({ description: "Package name, or 'custom offer'" }) type!: string;
  @ApiProperty({ description: 'Price paid in dollars (after any coupon)' }) price!: number;
}

export class OrderPaymentView {
  @ApiProperty({ enum: PAYMENT_METHODS }) method!: PaymentMethod;
  @ApiProperty({ type: String, nullable: true }) transactionId!: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status!: PaymentStatus;
}

export class OrderCancellationView {
  @ApiProperty({ enum: ['pending', 'approved', 'declined'] }) status!: CancellationStatus;
  @ApiProperty({ type: String, nullable: true, description: "The buyer's reason" }) reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The admin's message when declining" })
  response!: string | null;
  @ApiProperty({ type: String, nullable: true }) resolvedAt!: string | null;
}

/** The order of the spec, plus where a cancel request stands (only once one was made). */
export class OrderView implements OrderJson {
  @ApiProperty() _id!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: OrderUserView }) user!: OrderUserView;
  @ApiProperty({ type: OrderServiceView }) service!: OrderServiceView;
  @ApiProperty({ type: OrderPaymentView }) payment!: OrderPaymentView;
  @ApiProperty({ enum: ORDER_STATUSES }) order_status!: OrderStatus;
  @ApiProperty() cancel_request!: boolean;
  @ApiPropertyOptional({ type: OrderCancellationView }) cancellation?: OrderCancellationView;
}

export function toOrderView(row: Order): OrderView {
  const status = cancellationStatus(row);
  const view: OrderView = {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    user: { id: row.buyerId, name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    service: { name: row.serviceTitle, type: row.packageName, price: fromCents(row.priceCents) },
    payment: { method: row.paymentMethod, transactionId: row.transactionId, status: row.paymentStatus },
    order_status: row.orderStatus,
    cancel_request: row.cancelRequest,
  };
  if (status) {
    view.cancellation = {
      status,
      reason: row.cancelReason,
      response: row.cancelResponse,
      resolvedAt: row.cancelResolvedAt?.toISOString() ?? null,
    };
  }
  return view;
}

export class UpdatedOrderView {
  @ApiProperty({ type: OrderView }) order!: OrderView;
}

export class OrdersCountView {
  @ApiProperty() ordersCount!: number;
}

export class EligibilityView {
  @ApiProperty() eligible!: boolean;
}

export class OrderStatsView implements OrderStatsJson {
  @ApiProperty({ type: [OrderView], description: 'The ten newest orders' }) recentOrders!: OrderView[];
  @ApiProperty({ description: 'Orders whose buyer asked to cancel and that are not cancelled yet' })
  pendingCancelRequests!: number;
  @ApiProperty({ type: [OrderView] }) cancelRequests!: OrderView[];
  @ApiProperty({ description: 'Dollars paid in the last 30 days (refunds excluded)' })
  revenueLast30Days!: number;
  @ApiProperty() paidOrdersLast30Days!: number;
}
