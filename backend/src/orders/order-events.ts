import { Injectable, Logger } from '@nestjs/common';
import { staffRoom, userRoom } from '../realtime/rooms';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { LifecycleStep } from './order-lifecycle';
import { OrderMailService } from './order-mail.service';
import { OrderNotifications } from './order-notifications';
import { Order } from './order';

/**
 * The one place an order's lifecycle steps are announced, after the step is stored: the buyer's
 * receipt, the notifications of the step (bell and switchable mail, OrderNotifications) with the
 * reminders of the new stage, and the `order:updated` socket event that refreshes the open order
 * pages of the buyer and the admins.
 * An announcement never fails the step: the order has moved already.
 */
@Injectable()
export class OrderEvents {
  private readonly logger = new Logger('OrderEvents');

  constructor(
    private readonly mails: OrderMailService,
    private readonly publisher: RealtimePublisher,
    private readonly notifications: OrderNotifications,
  ) {}

  async emit(step: LifecycleStep, order: Order, detail = ''): Promise<void> {
    try {
      // The receipt, the one order mail that is not a switchable notification.
      if (step === 'paid') await this.mails.orderPaid(order);
    } catch (error) {
      this.logger.error(`Receipt of order ${order.id} failed: ${(error as Error).message}`);
    }
    try {
      await this.notify(step, order, detail);
      await this.notifications.remind(order);
    } catch (error) {
      this.logger.error(`Notifications of ${step} for order ${order.id} failed: ${(error as Error).message}`);
    }
    this.publisher.publish('order:updated', [userRoom(order.buyerId), staffRoom('orders.read')], {
      _id: order.id,
      stage: order.stage,
      step,
    });
  }

  /** The bell and the switchable mails of the step, and the reminders of where the order stands now. */
  private async notify(step: LifecycleStep, order: Order, detail: string): Promise<void> {
    switch (step) {
      case 'paid':
        return this.notifications.paid(order);
      case 'requirementsSubmitted':
        return this.notifications.requirementsSubmitted(order);
      case 'requirementsCorrected':
        return this.notifications.requirementsCorrected(order);
      case 'delivered':
        return this.notifications.delivered(order);
      case 'revisionRequested':
        return this.notifications.revisionRequested(order, detail);
      case 'accepted':
      case 'autoAccepted':
        return this.notifications.accepted(order, step === 'autoAccepted');
      case 'cancelResolved':
        return this.notifications.cancelAnswered(order);
      case 'statusMarked':
        return;
    }
  }
}
