import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EXTRA_REVISION, Locale, purchaseWords } from '@market/contracts';
import { dateTimeIn, dayIn, money, t } from '../i18n/i18n';
import { notificationLabel } from '../mail/templates/notification-mail';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { NotificationsService } from '../notifications/notifications.service';
import { awaitsMilestonePayment, WORKING_STAGES } from './order-lifecycle';
import { orderReminderKeys } from './order-reminders';
import { Order } from './order';

/** An extra bought during an order, as its notifications name it. */
export interface PaidExtra {
  /** The purchase's id. */
  id: string;
  extraId: string;
  title: string;
  priceCents: number;
}

/** A milestone of an order, as its notifications name it. */
export interface MilestoneNote {
  position: number;
  title: string;
  /** What its payment charged (milestones after the first). */
  priceCents?: number;
}

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
    const buyer = order.buyerName;
    await this.notifications.notifyAdmins(
      'order.paid',
      (locale) => ({
        title: t(locale, 'notification.staff.paid.title', { item }),
        body: t(locale, 'notification.staff.paid.body', { buyer, price: priceOf(locale, order), item }),
        link: `/admin/orders/${order.id}`,
      }),
      {
        eventId: `order-paid-${order.id}`,
        mail: (locale) => {
          const price = priceOf(locale, order);
          return {
            subject: t(locale, 'notification.staff.paid.subject', { item, price }),
            text: [
              t(locale, 'notification.staff.paid.mailHeading', { id: order.id }),
              `${t(locale, 'notification.staff.paid.mailBuyer', { buyer })} <${order.buyerEmail}>`,
              t(locale, 'notification.staff.paid.mailService', { item }),
              t(locale, 'notification.staff.paid.mailAmount', { price, method: order.paymentMethod }),
            ].join('\n'),
          };
        },
      },
    );
    await this.notifications.notify(
      order.buyerId,
      'order.payment_confirmed',
      (locale) => ({
        title: notificationLabel(locale, 'order.payment_confirmed'),
        body: t(locale, 'notification.paymentConfirmed.body', { price: priceOf(locale, order), item }),
        link: `/orders/${order.id}`,
      }),
      { email: false },
    );
    // Without questions the work starts with the payment.
    if (order.stage === 'working') await this.workStarted(order);
  }

  /**
   * An extra bought during the order was paid: the admins (bell and mail) are told what to add
   * to the work, the buyer (bell) that it is on the order. The extra's title is the service's
   * words; one more revision is named in the reader's language.
   */
  async extraPaid(order: Order, extra: PaidExtra): Promise<void> {
    const item = itemOf(order);
    const buyer = order.buyerName;
    const name = (locale: Locale) =>
      extra.extraId === EXTRA_REVISION ? t(locale, 'notification.extra.revision') : extra.title;
    const price = (locale: Locale) => money(locale, extra.priceCents, currencyOf(order));
    await this.notifications.notifyAdmins(
      'order.paid',
      (locale) => ({
        title: t(locale, 'notification.staff.extraPaid.title', { extra: name(locale), item }),
        body: t(locale, 'notification.staff.extraPaid.body', {
          buyer,
          price: price(locale),
          extra: name(locale),
          item,
        }),
        link: `/admin/orders/${order.id}`,
      }),
      {
        eventId: `order-extra-paid-${extra.id}`,
        mail: (locale) =>
          staffMail(
            locale,
            order,
            t(locale, 'notification.staff.extraPaid.title', { extra: name(locale), item }),
            t(locale, 'notification.staff.extraPaid.body', {
              buyer,
              price: price(locale),
              extra: name(locale),
              item,
            }),
          ),
      },
    );
    await this.notifications.notify(
      order.buyerId,
      'order.payment_confirmed',
      (locale) => ({
        title: notificationLabel(locale, 'order.payment_confirmed'),
        body: t(locale, 'notification.extraPaid.body', { price: price(locale), extra: name(locale), item }),
        link: `/orders/${order.id}`,
      }),
      { email: false, eventId: `order-extra-confirmed-${extra.id}` },
    );
  }

  /** The staff member the order was just assigned to (by someone else: nobody is told of their own choice). */
  async assigned(order: Order, assigneeId: string, by: string): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notify(
      assigneeId,
      'order.assigned',
      (locale) => ({
        title: t(locale, 'notification.staff.assigned.title', { item }),
        body: t(locale, 'notification.staff.assigned.body', { by, item, buyer: order.buyerName }),
        link: `/admin/orders/${order.id}`,
      }),
      {
        eventId: `order-assigned-${order.id}-${randomUUID()}`,
        mail: (locale) =>
          staffMail(
            locale,
            order,
            t(locale, 'notification.staff.assigned.title', { item }),
            t(locale, 'notification.staff.assigned.by', { by }),
          ),
      },
    );
  }

  async cancelRequested(order: Order): Promise<void> {
    const values = { buyer: order.buyerName, id: order.id };
    await this.notifications.notifyAdmins('order.cancel_requested', (locale) => ({
      title: t(locale, 'notification.staff.cancelRequested.title', { item: itemOf(order) }),
      body: order.cancelReason
        ? t(locale, 'notification.staff.cancelRequested.bodyWithReason', {
            ...values,
            reason: order.cancelReason,
          })
        : t(locale, 'notification.staff.cancelRequested.body', values),
      link: `/admin/orders/${order.id}`,
    }));
  }

  async cancelAnswered(order: Order): Promise<void> {
    const item = itemOf(order);
    const approved = order.cancelResolution === 'approved';
    const brand = this.config.brandName;
    const response = order.cancelResponse ?? '';
    await this.notifications.notify(
      order.buyerId,
      'order.cancel_answered',
      (locale) => ({
        title: t(locale, 'notification.cancelAnswered.title', { approved: approved ? 'yes' : 'no' }),
        body: approved
          ? t(locale, 'notification.cancelAnswered.approvedBody', { item })
          : t(locale, 'notification.cancelAnswered.declinedBody', { item, response }),
        link: `/orders/${order.id}`,
      }),
      {
        eventId: `order-cancel-${order.cancelResolution}-${order.id}`,
        mail: (locale) => {
          const refunded =
            order.paymentStatus === 'refunded'
              ? ` ${t(locale, 'notification.cancelAnswered.refunded', { amount: priceOf(locale, order) })}`
              : '';
          const outcome = approved
            ? `${t(locale, 'notification.cancelAnswered.approved')}${refunded}`
            : `${t(locale, 'notification.cancelAnswered.declined', { brand })}\n\n${response}`;
          return {
            subject: approved
              ? t(locale, 'notification.cancelAnswered.approvedSubject', { brand })
              : t(locale, 'notification.cancelAnswered.declinedSubject', { item }),
            text:
              `${t(locale, 'mail.greeting.hi', { name: order.buyerName })}\n\n` +
              `${t(locale, 'notification.cancelAnswered.about', { item, id: order.id })}\n${outcome}`,
          };
        },
      },
    );
  }

  /** The buyer answered the questions: the work starts. */
  async requirementsSubmitted(order: Order): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notifyAdmins(
      'order.requirements_submitted',
      (locale) => ({
        title: t(locale, 'notification.staff.requirementsIn.title', { item }),
        body: t(locale, 'notification.staff.requirementsIn.body', {
          buyer: order.buyerName,
          day: dayOf(locale, order.dueAt),
        }),
        link: `/admin/orders/${order.id}`,
      }),
      {
        eventId: `order-requirements-${order.id}`,
        mail: (locale) =>
          staffMail(locale, order, t(locale, 'notification.staff.requirementsIn.title', { item })),
      },
    );
    await this.workStarted(order);
  }

  /** The buyer changed the answers before the first delivery: the seller works from the new ones. */
  async requirementsCorrected(order: Order): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notifyAdmins(
      'order.requirements_submitted',
      (locale) => ({
        title: t(locale, 'notification.staff.requirementsCorrected.title', { item }),
        body: t(locale, 'notification.staff.requirementsCorrected.body', {
          buyer: order.buyerName,
          day: dayOf(locale, order.dueAt),
        }),
        link: `/admin/orders/${order.id}`,
      }),
      {
        // Each correction is news of its own.
        eventId: `order-requirements-corrected-${order.id}-${randomUUID()}`,
        mail: (locale) =>
          staffMail(locale, order, t(locale, 'notification.staff.requirementsCorrected.title', { item })),
      },
    );
  }

  /** The buyer's "work started", by the requirements or by a payment without questions. */
  private async workStarted(order: Order, milestone?: number): Promise<void> {
    await this.notifications.notify(order.buyerId, 'order.work_started', workStartedContent(order), {
      eventId: `order-work-started-${order.id}${milestone ? `-milestone-${milestone}` : ''}`,
      mail: (locale) => {
        const due = order.dueAt
          ? ` ${t(locale, 'notification.workStarted.due', { due: dateTimeIn(locale, order.dueAt) })}`
          : '';
        return buyerMail(
          locale,
          order,
          t(locale, 'notification.workStarted.mailSubject'),
          `${t(locale, 'notification.workStarted.mailLine')}${due}`,
        );
      },
    });
  }

  /** A delivery, with the seller's message; a delivery after a revision says so. */
  async delivered(order: Order): Promise<void> {
    const count = order.deliveries.length;
    const delivery = order.deliveries[count - 1];
    const again = count > 1 ? 'yes' : 'no';
    const files = delivery?.files.length ?? 0;
    const revisionsLeft = order.revisionsUsed < order.revisionsAllowed ? 'yes' : 'no';
    await this.notifications.notify(
      order.buyerId,
      'order.delivered',
      (locale) => ({
        title: t(locale, 'notification.delivered.title', { again, item: itemOf(order) }),
        body: t(locale, 'notification.delivered.body', { day: dayOf(locale, order.autoAcceptAt) }),
        link: `/orders/${order.id}`,
      }),
      {
        eventId: `order-delivered-${order.id}-${count}`,
        mail: (locale) => {
          const when = order.autoAcceptAt
            ? ` ${t(locale, 'notification.delivered.when', { when: dateTimeIn(locale, order.autoAcceptAt) })}`
            : '';
          const attached = files ? `\n\n${t(locale, 'notification.delivered.files', { files })}` : '';
          return buyerMail(
            locale,
            order,
            t(locale, 'notification.delivered.mailSubject', { again }),
            `${t(locale, 'notification.delivered.mailIntro', { again, count })}\n\n${delivery?.message ?? ''}` +
              `${attached}\n\n${t(locale, 'notification.delivered.next', { revisionsLeft })}${when}`,
          );
        },
      },
    );
  }

  /** Every refund, partial or full, with its amount and its credit note. */
  async refunded(
    order: Order,
    refund: { id: string; amountCents: number; creditNoteNumber: string },
  ): Promise<void> {
    const item = itemOf(order);
    const whole = order.paymentStatus === 'refunded' ? 'yes' : 'no';
    const number = refund.creditNoteNumber;
    const amountIn = (locale: Locale) => money(locale, refund.amountCents, currencyOf(order));
    await this.notifications.notify(
      order.buyerId,
      'order.refunded',
      (locale) => ({
        title: t(locale, 'notification.refunded.title', { amount: amountIn(locale) }),
        body: t(locale, 'notification.refunded.body', { amount: amountIn(locale), item, number }),
        link: `/orders/${order.id}`,
      }),
      {
        eventId: `order-refund-${refund.id}`,
        mail: (locale) =>
          buyerMail(
            locale,
            order,
            t(locale, 'notification.refunded.title', { amount: amountIn(locale) }),
            t(locale, 'notification.refunded.mailLine', {
              amount: amountIn(locale),
              item,
              id: order.id,
              whole,
              number,
            }),
          ),
      },
    );
  }

  async revisionRequested(order: Order, message: string): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notifyAdmins(
      'order.revision_requested',
      (locale) => ({
        title: t(locale, 'notification.staff.revisionRequested.title', { item }),
        body: t(locale, 'notification.staff.revisionRequested.body', {
          buyer: order.buyerName,
          message: message.slice(0, 200),
        }),
        link: `/admin/orders/${order.id}`,
      }),
      {
        eventId: `order-revision-${order.id}-${order.revisionsUsed}`,
        mail: (locale) =>
          staffMail(
            locale,
            order,
            t(locale, 'notification.staff.revisionRequested.title', { item }),
            message,
          ),
      },
    );
  }

  /** The buyer accepted the delivery, or it was accepted by itself: the order is complete. */
  async accepted(order: Order, byItself: boolean): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notifyAdmins(
      'order.accepted',
      (locale) => ({
        title: t(locale, 'notification.staff.accepted.title', { item }),
        body: byItself
          ? t(locale, 'notification.staff.accepted.byItself')
          : t(locale, 'notification.staff.accepted.byBuyer', { buyer: order.buyerName }),
        link: `/admin/orders/${order.id}`,
      }),
      {
        eventId: `order-accepted-${order.id}`,
        mail: (locale) =>
          staffMail(
            locale,
            order,
            t(locale, 'notification.staff.accepted.subject', { item }),
            byItself ? t(locale, 'notification.staff.accepted.mailByItself') : '',
          ),
      },
    );
    await this.completed(order, byItself);
  }

  /**
   * A milestone that is not the last was accepted: the admins hear it, and the buyer is asked
   * (bell and switchable mail) to pay the next one; the reminder follows (`remind`).
   */
  async milestoneAccepted(order: Order, milestone: MilestoneNote, byItself: boolean): Promise<void> {
    const item = itemOf(order);
    const next = milestone.position + 1;
    const title = (locale: Locale) =>
      t(locale, 'notification.staff.milestoneAccepted.title', { position: milestone.position, item });
    await this.notifications.notifyAdmins(
      'order.accepted',
      (locale) => ({
        title: title(locale),
        body: byItself
          ? t(locale, 'notification.staff.accepted.byItself')
          : t(locale, 'notification.staff.accepted.byBuyer', { buyer: order.buyerName }),
        link: `/admin/orders/${order.id}`,
      }),
      {
        eventId: `order-milestone-accepted-${order.id}-${milestone.position}`,
        mail: (locale) =>
          staffMail(
            locale,
            order,
            title(locale),
            byItself ? t(locale, 'notification.staff.accepted.mailByItself') : '',
          ),
      },
    );
    const body = (locale: Locale) =>
      t(locale, 'notification.milestoneDue.body', { accepted: milestone.position, position: next });
    await this.notifications.notify(
      order.buyerId,
      'order.milestone_payment_due',
      (locale) => ({
        title: t(locale, 'notification.milestoneDue.title', { position: next, item }),
        body: body(locale),
        link: `/orders/${order.id}`,
      }),
      {
        eventId: `order-milestone-due-${order.id}-${next}`,
        mail: (locale) =>
          buyerMail(
            locale,
            order,
            t(locale, 'notification.milestoneDue.mailSubject', { position: next }),
            body(locale),
          ),
      },
    );
  }

  /** A later milestone was paid: the admins are told its work starts, the buyer that it is confirmed. */
  async milestonePaid(order: Order, milestone: MilestoneNote): Promise<void> {
    const item = itemOf(order);
    const price = (locale: Locale) => money(locale, milestone.priceCents ?? 0, currencyOf(order));
    const title = (locale: Locale) =>
      t(locale, 'notification.staff.milestonePaid.title', { position: milestone.position, item });
    const staffBody = (locale: Locale) =>
      t(locale, 'notification.staff.milestonePaid.body', {
        buyer: order.buyerName,
        price: price(locale),
        position: milestone.position,
        title: milestone.title,
      });
    await this.notifications.notifyAdmins(
      'order.paid',
      (locale) => ({ title: title(locale), body: staffBody(locale), link: `/admin/orders/${order.id}` }),
      {
        eventId: `order-milestone-paid-${order.id}-${milestone.position}`,
        mail: (locale) => staffMail(locale, order, title(locale), staffBody(locale)),
      },
    );
    await this.notifications.notify(
      order.buyerId,
      'order.payment_confirmed',
      (locale) => ({
        title: notificationLabel(locale, 'order.payment_confirmed'),
        body: t(locale, 'notification.milestonePaid.body', {
          price: price(locale),
          position: milestone.position,
          item,
        }),
        link: `/orders/${order.id}`,
      }),
      { email: false, eventId: `order-milestone-confirmed-${order.id}-${milestone.position}` },
    );
    await this.workStarted(order, milestone.position);
  }

  /** The milestones not paid were cancelled (by the buyer's stop or the admin): the admins' bell. */
  async milestonesCancelled(order: Order): Promise<void> {
    const item = itemOf(order);
    await this.notifications.notifyAdmins(
      'order.accepted',
      (locale) => ({
        title: t(locale, 'notification.staff.milestonesCancelled.title', { item }),
        body: t(locale, 'notification.staff.mailOrder', { id: order.id, buyer: order.buyerName }),
        link: `/admin/orders/${order.id}`,
      }),
      { eventId: `order-milestones-cancelled-${order.id}`, email: false },
    );
  }

  /** The admin moved the order to a new status (the spec's four). */
  async statusChanged(before: Order, after: Order): Promise<void> {
    if (before.orderStatus === after.orderStatus || after.paymentStatus !== 'paid') return;
    if (after.orderStatus === 'in progress') {
      await this.notifications.notify(after.buyerId, 'order.work_started', workStartedContent(after));
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
      (locale) => ({
        title: notificationLabel(locale, 'order.completed'),
        body: t(locale, 'notification.completed.body', { item }),
        link: `/orders/${after.id}`,
      }),
      {
        eventId: `order-completed-${after.id}-${after.completedAt?.getTime() ?? Date.now()}`,
        mail: (locale) =>
          byItself
            ? buyerMail(
                locale,
                after,
                t(locale, 'notification.completed.byItselfSubject'),
                t(locale, 'notification.completed.byItselfLine'),
              )
            : {
                subject: t(locale, 'notification.completed.mailSubject', { item }),
                text: t(locale, 'notification.completed.body', { item }),
              },
      },
    );
    if (!after.serviceId) return;
    await this.notifications.schedule({
      key: reviewInviteKey(after.buyerId, after.serviceId),
      userId: after.buyerId,
      type: 'review.invited',
      content: (locale) => ({
        title: t(locale, 'notification.reviewInvite.title', { service: after.serviceTitle }),
        body: t(locale, 'notification.reviewInvite.body', { item }),
        link: `/orders/${after.id}`,
      }),
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
    if (awaitsMilestonePayment(order)) {
      // As for the requirements: the next milestone's work waits for the buyer's payment.
      await this.notifications.schedule({
        key: orderReminderKeys.milestonePayment(order),
        userId: order.buyerId,
        type: 'order.milestone_payment_due',
        content: (locale) => ({
          title: t(locale, 'notification.milestoneReminder.title', { item }),
          body: t(locale, 'notification.milestoneReminder.body'),
          link: `/orders/${order.id}`,
        }),
        at: new Date(
          (order.completedAt ?? order.createdAt).getTime() + hours(timing.requirementsReminderHours),
        ),
      });
    }
    if (order.stage === 'requirements') {
      await this.notifications.schedule({
        key: orderReminderKeys.requirements(order),
        userId: order.buyerId,
        type: 'order.requirements_reminder',
        content: (locale) => ({
          title: t(locale, 'notification.requirementsReminder.title', { item }),
          body: t(locale, 'notification.requirementsReminder.body'),
          link: `/orders/${order.id}`,
        }),
        at: new Date((order.paidAt ?? order.createdAt).getTime() + hours(timing.requirementsReminderHours)),
      });
    }
    if (order.stage === 'delivered' && order.autoAcceptAt) {
      const autoAcceptAt = order.autoAcceptAt;
      const at = order.autoAcceptAt.getTime() - hours(timing.autoAcceptReminderHours);
      // A wait shorter than the reminder's lead has none: the delivery's own mail gave the date.
      if (at > now)
        await this.notifications.schedule({
          key: orderReminderKeys.autoAcceptSoon(order),
          userId: order.buyerId,
          type: 'order.auto_accept_soon',
          content: (locale) => ({
            title: t(locale, 'notification.autoAcceptSoon.title', {
              day: dayOf(locale, autoAcceptAt),
              item,
            }),
            body: t(locale, 'notification.autoAcceptSoon.body', { when: dateTimeIn(locale, autoAcceptAt) }),
            link: `/orders/${order.id}`,
          }),
          at: new Date(at),
        });
    }
    if (WORKING_STAGES.includes(order.stage) && order.dueAt) {
      const dueAt = order.dueAt;
      const due = dueAt.getTime();
      if (due > now) {
        await this.notifications.scheduleForAdmins({
          key: orderReminderKeys.dueSoon(order),
          type: 'order.due_soon',
          content: (locale) => ({
            title: t(locale, 'notification.staff.dueSoon.title', { item }),
            body: t(locale, 'notification.staff.dueSoon.body', {
              id: order.id,
              buyer: order.buyerName,
              when: dateTimeIn(locale, dueAt),
            }),
            link: `/admin/orders/${order.id}`,
          }),
          at: new Date(Math.max(now, due - hours(timing.dueSoonHours))),
        });
      }
      await this.notifications.scheduleForAdmins({
        key: orderReminderKeys.late(order),
        type: 'order.late',
        content: (locale) => ({
          title: t(locale, 'notification.staff.late.title', { item }),
          body: t(locale, 'notification.staff.late.body', {
            id: order.id,
            buyer: order.buyerName,
            when: dateTimeIn(locale, dueAt),
          }),
          link: `/admin/orders/${order.id}`,
        }),
        // Just past the due date, so the order reads as late when it fires.
        at: new Date(due + 1000),
      });
    }
  }
}

/** A buyer's mail, in their language: a greeting and one line (the link to the order follows). */
function buyerMail(locale: Locale, order: Order, subject: string, line: string) {
  return {
    subject: t(locale, 'notification.buyerMail.subject', { subject, item: itemOf(order) }),
    text: `${t(locale, 'mail.greeting.hi', { name: order.buyerName })}\n\n${line}`,
  };
}

/** The buyer's "work started" in the bell. */
function workStartedContent(order: Order) {
  return (locale: Locale) => ({
    title: notificationLabel(locale, 'order.work_started'),
    body: t(locale, 'notification.workStarted.body', { item: itemOf(order) }),
    link: `/orders/${order.id}`,
  });
}

/** The order's price as money in the reader's language. */
function priceOf(locale: Locale, order: Order): string {
  return money(locale, order.priceCents, currencyOf(order));
}

function currencyOf(order: Order): string {
  return order.currency.toUpperCase();
}

/** The shop's mail of a buyer's move. */
/** A staff mail: the subject, the order and its buyer, and what else there is to say. */
function staffMail(locale: Locale, order: Order, subject: string, detail = '') {
  const about = t(locale, 'notification.staff.mailOrder', { id: order.id, buyer: order.buyerName });
  return {
    subject,
    text: `${subject}\n${about} <${order.buyerEmail}>${detail ? `\n\n${detail}` : ''}`,
  };
}

function itemOf(order: Order): string {
  return purchaseWords(order.serviceTitle, order.packageName);
}

function dayOf(locale: Locale, date: Date | null): string {
  return date ? dayIn(locale, date) : t(locale, 'notification.soon');
}

/** A day in the shop's own (staff) texts, which stay English. */
