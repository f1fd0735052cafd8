import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { formatDollars, fromCents, purchaseWords } from '@market/contracts';
import { dateTimeWords, dayWords } from '../common/date-words';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { NotificationsService } from '../notifications/notifications.service';
import { WORKING_STAGES } from './order-lifecycle';
import { orderReminderKeys } from './order-reminders';
import { Order } from './order';

/** The review invitation's key: one per buyer and service, called off when the buyer reviews it. */
export const reviewInviteKey = (buyerId: string, serviceId: string) =>
  `review-invite:${buyerId}:${serviceId}`;

/**
 * What an order's events tell whom, in the bell and by mail (texts and links in one place), and
 * the reminders that keep an order moving. Called once per event, after the change is stored.
 * Every mail here is switchable and goes through NotificationsService (the user's switch, the
 * one-click unsubscribe); only the buyer's receipt of the payment goes apart (OrderMailService),
 * so `order.payment_confirmed` is in-app only.
 */
@Injectable()
export class OrderNotifications {
  constructor(
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async paid(order: Order): Promise<void> {
    const item = itemOf(order);
    const price = formatDollars(fromCents(order.priceCents));
    await this.notifications.notifyAdmins(
      'order.paid',
      {
        title: `New order: ${item}`,
        body: `${order.buyerName} paid ${price} for ${item}.`,
        link: `/admin/orders/${order.id}`,
      },
      {
        eventId: `order-paid-${order.id}`,
        mail: {
          subject: `New order: ${item} for ${price}`,
          text:
            `New paid order ${order.id}\nBuyer: ${order.buyerName} <${order.buyerEmail}>\n` +
            `Service: ${item}\nAmount: ${price} via ${order.paymentMethod}`,
        },
      },
    );
    await this.notifications.notify(
      order.buyerId,
      'order.payment_confirmed',
      {
        title: 'Payment confirmed',
        body: `Your payment of ${price} for ${item} is confirmed.`,
        link: `/orders/${order.id}`,
      },
      { email: false },
    );
    // Without questions the work starts with the payment.
    if (order.stage === 'working') await this.workStarted(order);
  }

  /** The staff member the order was just assigned to (by someone else: nobody is told of their own choice). */
  async assigned(order: Order, assigneeId: string, by: string): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notify(
      assigneeId,
      'order.assigned',
      {
        title: `Assigned to you: ${item}`,
        body: `${by} assigned you the order of ${item} by ${order.buyerName}.`,
        link: `/admin/orders/${order.id}`,
      },
      {
        eventId: `order-assigned-${order.id}-${randomUUID()}`,
        mail: staffMail(order, `Assigned to you: ${item}`, `Assigned by ${by}.`),
      },
    );
  }

  async cancelRequested(order: Order): Promise<void> {
    await this.notifications.notifyAdmins('order.cancel_requested', {
      title: `Cancel requested: ${itemOf(order)}`,
      body: `${order.buyerName} asks to cancel order ${order.id}${order.cancelReason ? `: “${order.cancelReason}”` : '.'}`,
      link: `/admin/orders/${order.id}`,
    });
  }

  async cancelAnswered(order: Order): Promise<void> {
    const item = itemOf(order);
    const approved = order.cancelResolution === 'approved';
    const brand = this.config.brandName;
    const outcome = approved
      ? `Your order has been cancelled.${order.paymentStatus === 'refunded' ? ` ${formatDollars(fromCents(order.priceCents))} is refunded in full to your original payment method.` : ''}`
      : `Your cancel request was declined. The message from ${brand}:\n\n${order.cancelResponse ?? ''}`;
    await this.notifications.notify(
      order.buyerId,
      'order.cancel_answered',
      {
        title: approved ? 'Your order is cancelled' : 'Your cancel request was declined',
        body: approved
          ? `Your cancel request for ${item} was approved.`
          : `Your cancel request for ${item} was declined: ${order.cancelResponse ?? ''}`,
        link: `/orders/${order.id}`,
      },
      {
        eventId: `order-cancel-${order.cancelResolution}-${order.id}`,
        mail: {
          subject: approved
            ? `Your ${brand} order is cancelled`
            : `Your cancel request for ${item} was declined`,
          text: `Hi ${order.buyerName},\n\nAbout your order of ${item} (order ${order.id}):\n${outcome}`,
        },
      },
    );
  }

  /** The buyer answered the questions: the work starts. */
  async requirementsSubmitted(order: Order): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notifyAdmins(
      'order.requirements_submitted',
      {
        title: `Requirements in: ${item}`,
        body: `${order.buyerName} sent what you need; the work is due ${dayOf(order.dueAt)}.`,
        link: `/admin/orders/${order.id}`,
      },
      { eventId: `order-requirements-${order.id}`, mail: staffMail(order, `Requirements in: ${item}`) },
    );
    await this.workStarted(order);
  }

  /** The buyer changed the answers before the first delivery: the seller works from the new ones. */
  async requirementsCorrected(order: Order): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notifyAdmins(
      'order.requirements_submitted',
      {
        title: `Requirements corrected: ${item}`,
        body: `${order.buyerName} changed the answers; the work is still due ${dayOf(order.dueAt)}.`,
        link: `/admin/orders/${order.id}`,
      },
      {
        // Each correction is news of its own.
        eventId: `order-requirements-corrected-${order.id}-${randomUUID()}`,
        mail: staffMail(order, `Requirements corrected: ${item}`),
      },
    );
  }

  /** The buyer's "work started", by the requirements or by a payment without questions. */
  private async workStarted(order: Order): Promise<void> {
    const due = order.dueAt ? ` It is due by ${dateTimeWords(order.dueAt)}.` : '';
    await this.notifications.notify(
      order.buyerId,
      'order.work_started',
      { title: 'Work started', body: `Work on ${itemOf(order)} has started.`, link: `/orders/${order.id}` },
      {
        eventId: `order-work-started-${order.id}`,
        mail: buyerMail(
          order,
          'Work on your order has started',
          `The seller has started working on your order.${due}`,
        ),
      },
    );
  }

  /** A delivery, with the seller's message; a delivery after a revision says so. */
  async delivered(order: Order): Promise<void> {
    const count = order.deliveries.length;
    const delivery = order.deliveries[count - 1];
    const again = count > 1;
    const when = order.autoAcceptAt
      ? ` If you do nothing, it is accepted on ${dateTimeWords(order.autoAcceptAt)}.`
      : '';
    const files = delivery?.files.length ?? 0;
    const attached = files
      ? `\n\n${files === 1 ? '1 file is' : `${files} files are`} attached on your order page.`
      : '';
    const next =
      order.revisionsUsed < order.revisionsAllowed
        ? 'Review it, then accept it or ask for a revision.'
        : 'Review it, then accept it (your package has no revisions left).';
    await this.notifications.notify(
      order.buyerId,
      'order.delivered',
      {
        title: `${again ? 'Delivered again' : 'Delivered'}: ${itemOf(order)}`,
        body: `Review the delivery: it is accepted by itself on ${dayOf(order.autoAcceptAt)}.`,
        link: `/orders/${order.id}`,
      },
      {
        eventId: `order-delivered-${order.id}-${count}`,
        mail: buyerMail(
          order,
          again ? 'Your order has been delivered again' : 'Your order has been delivered',
          `${again ? `After your revision request, the seller delivered your order again (delivery ${count}).` : 'Your order has been delivered.'}` +
            ` The seller's message:\n\n${delivery?.message ?? ''}${attached}\n\n${next}${when}`,
        ),
      },
    );
  }

  /** Every refund, partial or full, with its amount and its credit note. */
  async refunded(
    order: Order,
    refund: { id: string; amountCents: number; creditNoteNumber: string },
  ): Promise<void> {
    const item = itemOf(order);
    const amount = formatDollars(fromCents(refund.amountCents));
    const whole = order.paymentStatus === 'refunded' ? ' This refunds your payment in full.' : '';
    await this.notifications.notify(
      order.buyerId,
      'order.refunded',
      {
        title: `Refund of ${amount}`,
        body: `${amount} of your payment for ${item} is refunded (credit note ${refund.creditNoteNumber}).`,
        link: `/orders/${order.id}`,
      },
      {
        eventId: `order-refund-${refund.id}`,
        mail: buyerMail(
          order,
          `Refund of ${amount}`,
          `${amount} of your payment for ${item} (order ${order.id}) is refunded to your original ` +
            `payment method.${whole} Your credit note ${refund.creditNoteNumber} is on your order's page.`,
        ),
      },
    );
  }

  async revisionRequested(order: Order, message: string): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notifyAdmins(
      'order.revision_requested',
      {
        title: `Revision requested: ${item}`,
        body: `${order.buyerName}: “${message.slice(0, 200)}”`,
        link: `/admin/orders/${order.id}`,
      },
      {
        eventId: `order-revision-${order.id}-${order.revisionsUsed}`,
        mail: staffMail(order, `Revision requested: ${item}`, message),
      },
    );
  }

  /** The buyer accepted the delivery, or it was accepted by itself: the order is complete. */
  async accepted(order: Order, byItself: boolean): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notifyAdmins(
      'order.accepted',
      {
        title: `Accepted: ${item}`,
        body: byItself
          ? 'The delivery was not answered in time and was accepted by itself.'
          : `${order.buyerName} accepted the delivery.`,
        link: `/admin/orders/${order.id}`,
      },
      {
        eventId: `order-accepted-${order.id}`,
        mail: staffMail(
          order,
          `Order accepted: ${item}`,
          byItself ? 'Accepted by itself: the delivery was not answered in time.' : '',
        ),
      },
    );
    await this.completed(order, byItself);
  }

  /** The admin moved the order to a new status (the spec's four). */
  async statusChanged(before: Order, after: Order): Promise<void> {
    if (before.orderStatus === after.orderStatus || after.paymentStatus !== 'paid') return;
    if (after.orderStatus === 'in progress') {
      await this.notifications.notify(after.buyerId, 'order.work_started', {
        title: 'Work started',
        body: `Work on ${itemOf(after)} has started.`,
        link: `/orders/${after.id}`,
      });
    }
    if (after.orderStatus !== 'completed') return;
    await this.completed(after, false);
  }

  /** The buyer hears the order is complete (one mail) and is invited to review it later. */
  private async completed(after: Order, byItself: boolean): Promise<void> {
    const item = itemOf(after);
    await this.notifications.notify(
      after.buyerId,
      'order.completed',
      { title: 'Order completed', body: `Your order of ${item} is complete.`, link: `/orders/${after.id}` },
      {
        eventId: `order-completed-${after.id}-${after.completedAt?.getTime() ?? Date.now()}`,
        mail: byItself
          ? buyerMail(
              after,
              'Your order is complete',
              'The delivery was not answered in time, so your order has been accepted and is now complete.',
            )
          : { subject: `Order completed: ${item}`, text: `Your order of ${item} is complete.` },
      },
    );
    if (!after.serviceId) return;
    await this.notifications.schedule({
      key: reviewInviteKey(after.buyerId, after.serviceId),
      userId: after.buyerId,
      type: 'review.invited',
      content: {
        title: `How was ${after.serviceTitle}?`,
        body: `Your order of ${item} was completed. A short review helps other buyers choose.`,
        link: `/orders/${after.id}`,
      },
      at: new Date(Date.now() + this.config.notifications.reviewInviteHours * 3_600_000),
    });
  }

  /** The buyer reviewed the service: no invitation for it (now or later). */
  async reviewed(buyerId: string, serviceId: string): Promise<void> {
    await this.notifications.cancel({
      key: reviewInviteKey(buyerId, serviceId),
      userId: buyerId,
      type: 'review.invited',
    });
  }

  /**
   * Schedules the reminders of where the order stands now (after each step, and for every open
   * order at start-up): requirements not sent, a delivery about to be accepted by itself, work
   * due soon and late. Each key fires once; one that no longer applies when it fires is dropped
   * (OrderReminderGate), so nothing needs calling off when the order moves on.
   */
  async remind(order: Order): Promise<void> {
    if (order.paymentStatus !== 'paid' || order.stage === null) return;
    const hours = (h: number) => h * 3_600_000;
    const now = Date.now();
    const { notifications: timing } = this.config;
    const item = itemOf(order);
    if (order.stage === 'requirements') {
      await this.notifications.schedule({
        key: orderReminderKeys.requirements(order),
        userId: order.buyerId,
        type: 'order.requirements_reminder',
        content: {
          title: `Send your requirements: ${item}`,
          body: 'The seller needs your answers to start the work: the due date counts from them.',
          link: `/orders/${order.id}`,
        },
        at: new Date((order.paidAt ?? order.createdAt).getTime() + hours(timing.requirementsReminderHours)),
      });
    }
    if (order.stage === 'delivered' && order.autoAcceptAt) {
      const at = order.autoAcceptAt.getTime() - hours(timing.autoAcceptReminderHours);
      // A wait shorter than the reminder's lead has none: the delivery's own mail gave the date.
      if (at > now)
        await this.notifications.schedule({
          key: orderReminderKeys.autoAcceptSoon(order),
          userId: order.buyerId,
          type: 'order.auto_accept_soon',
          content: {
            title: `Accepted on ${dayOf(order.autoAcceptAt)} unless you answer: ${item}`,
            body: `The delivery is accepted by itself on ${dateTimeWords(order.autoAcceptAt)}. Accept it, or ask for a revision before then.`,
            link: `/orders/${order.id}`,
          },
          at: new Date(at),
        });
    }
    if (WORKING_STAGES.includes(order.stage) && order.dueAt) {
      const due = order.dueAt.getTime();
      if (due > now) {
        await this.notifications.scheduleForAdmins({
          key: orderReminderKeys.dueSoon(order),
          type: 'order.due_soon',
          content: {
            title: `Due soon: ${item}`,
            body: `Order ${order.id} for ${order.buyerName} is due by ${dateTimeWords(order.dueAt)}.`,
            link: `/admin/orders/${order.id}`,
          },
          at: new Date(Math.max(now, due - hours(timing.dueSoonHours))),
        });
      }
      await this.notifications.scheduleForAdmins({
        key: orderReminderKeys.late(order),
        type: 'order.late',
        content: {
          title: `Late: ${item}`,
          body: `Order ${order.id} for ${order.buyerName} was due by ${dateTimeWords(order.dueAt)} and is not delivered.`,
          link: `/admin/orders/${order.id}`,
        },
        // Just past the due date, so the order reads as late when it fires.
        at: new Date(due + 1000),
      });
    }
  }
}

/** A buyer's mail: a greeting and one line (the link to the order follows). */
function buyerMail(order: Order, subject: string, line: string) {
  return { subject: `${subject}: ${itemOf(order)}`, text: `Hi ${order.buyerName},\n\n${line}` };
}

/** The shop's mail of a buyer's move. */
function staffMail(order: Order, subject: string, detail = '') {
  return {
    subject,
    text: `${subject}\nOrder ${order.id}, buyer ${order.buyerName} <${order.buyerEmail}>${detail ? `\n\n${detail}` : ''}`,
  };
}

function itemOf(order: Order): string {
  return purchaseWords(order.serviceTitle, order.packageName);
}

function dayOf(date: Date | null): string {
  return date ? dayWords(date) : 'soon';
}
