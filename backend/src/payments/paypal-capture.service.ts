import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../common/domain-error';
import { OrderView } from '../orders/dto/order.view';
import { ExtraPurchase, OrderExtras } from '../orders/order-extras.service';
import { OrdersService } from '../orders/orders.service';
import { FulfilmentService } from './fulfilment.service';
import { PayPalGateway, WalletCapture } from './paypal/paypal.gateway';

const paypalRefunded = () =>
  conflict('PAYPAL.PAYMENT_REFUNDED', 'This order can no longer be paid; your payment has been refunded');

/** The PayPal return page's call: captures the buyer's approved order. */
@Injectable()
export class PayPalCaptureService {
  constructor(
    private readonly orders: OrdersService,
    private readonly paypal: PayPalGateway,
    private readonly fulfilment: FulfilmentService,
    private readonly extras: OrderExtras,
  ) {}

  /** Captures the buyer's own approved PayPal order and marks it paid (idempotent). */
  async capture(buyerId: string, paypalOrderId: string): Promise<{ status: string; order: OrderView }> {
    const order = await this.orders.findByProviderRef('paypal', paypalOrderId);
    if (!order) {
      const purchase = await this.extras.findByProviderRef('paypal', paypalOrderId);
      if (purchase?.buyerId === buyerId) return this.captureExtra(purchase, paypalOrderId);
    }
    if (!order || order.buyerId !== buyerId)
      throw notFound('PAYPAL.ORDER_NOT_FOUND', 'PayPal order not found');
    if (order.paymentStatus === 'paid') return { status: 'COMPLETED', order: await this.orders.view(order) };
    if (order.paymentStatus === 'refunded') throw paypalRefunded();
    if (order.paymentStatus === 'failed')
      throw conflict('PAYPAL.PAYMENT_FAILED', 'This payment failed, please order again');
    // A cancelled order's PayPal order is never captured: that is how it is closed.
    if (order.orderStatus === 'cancelled')
      throw conflict('PAYPAL.ORDER_CANCELLED', 'This order has been cancelled, nothing was charged');
    const capture = await this.approvedCapture(paypalOrderId, `capture-${order.id}`);
    const result = await this.fulfilment.fulfilWalletCapture(order, capture);
    if (result === 'mismatch')
      throw conflict('PAYPAL.AMOUNT_MISMATCH', 'The captured amount does not match the order');
    if (result === 'refunded') throw paypalRefunded();
    const current = (await this.orders.findById(order.id)) ?? order;
    return { status: capture.status, order: await this.orders.view(current) };
  }

  /** The same for an extra bought during the order: answers the order, with the extra on it once paid. */
  private async captureExtra(
    purchase: ExtraPurchase,
    paypalOrderId: string,
  ): Promise<{ status: string; order: OrderView }> {
    const orderView = async () => {
      const order = await this.orders.findById(purchase.orderId);
      if (!order) throw notFound('PAYPAL.ORDER_NOT_FOUND', 'PayPal order not found');
      return this.orders.view(order);
    };
    if (purchase.status === 'paid') return { status: 'COMPLETED', order: await orderView() };
    if (purchase.status === 'failed')
      throw conflict('PAYPAL.PAYMENT_FAILED', 'This payment failed, nothing was added to your order');
    const capture = await this.approvedCapture(paypalOrderId, `capture-${purchase.id}`);
    const result = await this.fulfilment.fulfilWalletExtra(purchase, capture);
    if (result === 'mismatch')
      throw conflict('PAYPAL.AMOUNT_MISMATCH', 'The captured amount does not match the extra');
    if (result === 'refunded') throw paypalRefunded();
    return { status: capture.status, order: await orderView() };
  }

  /** Captures the approved PayPal order, or refuses with why it cannot be captured now. */
  private async approvedCapture(paypalOrderId: string, requestId: string): Promise<WalletCapture> {
    let capture = await this.paypal.capture(paypalOrderId, requestId);
    if (capture.status === 'DECLINED') {
      // PayPal may answer a repeated request id with its first (declined) result even after the
      // buyer chose another funding source; a fresh id asks again. A PayPal order is captured
      // at most once, so this cannot charge twice.
      capture = await this.paypal.capture(paypalOrderId, `${requestId}-${randomUUID()}`);
    }
    if (capture.status === 'NOT_APPROVED') {
      throw conflict('PAYPAL.NOT_APPROVED', 'The payment has not been approved in PayPal yet');
    }
    if (capture.status === 'DECLINED') {
      // PayPal lets the buyer pick another funding source for the same order, so it stays
      // pending; an order never completed is failed later by the CheckoutReconciler.
      throw conflict(
        'PAYPAL.DECLINED',
        'The payment was declined, please try another payment method in PayPal',
      );
    }
    return capture;
  }
}
