import { Injectable, Logger } from '@nestjs/common';
import { OrderFigures } from '../analytics/order-figures';
import { staffRoom, userRoom } from '../realtime/rooms';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { LifecycleStep } from './order-lifecycle';
import { OrderMailService } from './order-mail.service';
import { MilestoneNote, OrderNotifications, PaidExtra } from './order-notifications';
import { Order } from './order';

/**
 * The one place an order's lifecycle steps are announced, after the step is stored: the owner's
 * figures (analytics), the buyer's
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
    private readonly figures: OrderFigures,
  ) {}

  async emit(step: LifecycleStep, order: Order, detail = ''): Promise<void> {
    // The owner's numbers (never throws).
    if (step === 'paid') await this.figures.paid(order);
    if (step === 'accepted' || step === 'autoAccepted') await this.figures.completed(order);
    try {
      // The receipt, the one order mail that is not a switchable notification.
      if (step === 'paid') await this.mails.orderPaid(order);
    } catch (error) {
      this.logger.error(`Receipt of order ${order.id} failed: ${(error as Error).message}`);
    }
    await this.announce(order, step, async () => {
      await this.notify(step, order, detail);
      await this.notifications.remind(order);
    });
  }

  /** An extra bought during the order was paid and added to it: the bells and mails, and both order pages. */
  async extraAdded(order: Order, extra: PaidExtra): Promise<void> {
    await this.announce(order, 'extraAdded', () => this.notifications.extraPaid(order, extra));
  }

  /**
   * A milestone that is not the last was accepted (by the buyer or by itself): the buyer is asked
   * to pay the next, with its reminder, and both order pages refresh.
   */
  async milestoneAccepted(order: Order, milestone: MilestoneNote, byItself: boolean): Promise<void> {
    await this.announce(order, 'milestoneAccepted', async () => {
      await this.notifications.milestoneAccepted(order, milestone, byItself);
      await this.notifications.remind(order);
    });
  }

  /** A later milestone was paid: its work starts (with its reminders), and both order pages refresh. */
  async milestonePaid(order: Order, milestone: MilestoneNote): Promise<void> {
    await this.announce(order, 'milestonePaid', async () => {
      await this.notifications.milestonePaid(order, milestone);
      await this.notifications.remind(order);
    });
  }

  /** The milestones not paid were cancelled (the buyer stopped, or the admin cancelled the rest). */
  async milestonesCancelled(order: Order): Promise<void> {
    if (order.orderStatus === 'completed') await this.figures.completed(order);
    await this.announce(order, 'milestonesCancelled', () => this.notifications.milestonesCancelled(order));
  }

  /** Tells whom `tell` tells (never failing the step, which is stored), then refreshes the order pages. */
  private async announce(
    order: Order,
    step: LifecycleStep | 'extraAdded',
    tell: () => Promise<void>,
  ): Promise<void> {
    try {
      await tell();
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
      case 'milestoneAccepted':
      case 'milestonePaid':
      case 'milestonesCancelled':
        return;
    }
  }
}
