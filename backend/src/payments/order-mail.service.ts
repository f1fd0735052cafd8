import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatDollars, fromCents } from '@market/contracts';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { Mail } from '../mail/mail.service';
import { Order } from '../orders/order';
import { InjectJobQueue, JobQueue } from '../queue/job-queue';
import { UsersService } from '../users/users.service';
import { escapeHtml } from '../common/html';
import { MAIL_QUEUE } from './payment-queues';

/**
 * The mails of a paid order: the buyer's confirmation and the new-order notice, to
 * ORDER_NOTIFY_EMAIL (or SEED_ADMIN_EMAIL), else to every admin account. They
 * go through the queue `mail` (Bull when Redis is configured, so a slow SMTP server never
 * holds a payment job; in-process with the same retries otherwise), sent by `OrderMailProcessor`.
 */
@Injectable()
export class OrderMailService {
  private readonly logger = new Logger('OrderMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectJobQueue(MAIL_QUEUE) private readonly queue: JobQueue<Mail>,
    private readonly users: UsersService,
  ) {}

  /** Tells the buyer how their cancel request ended; once per order (one answer per request). */
  async cancelResolved(order: Order): Promise<void> {
    const item = `${order.serviceTitle} (${order.packageName})`;
    const link = `${this.config.publicUrl}/orders/${order.id}`;
    const approved = order.cancelResolution === 'approved';
    const outcome = approved
      ? `Your order has been cancelled.${order.paymentStatus === 'refunded' ? ` ${formatDollars(fromCents(order.priceCents))} is refunded in full to your original payment method.` : ''}`
      : `Your cancel request was declined. The message from ${this.config.brandName}:\n\n${order.cancelResponse ?? ''}`;
    const subject = approved
      ? `Your ${this.config.brandName} order is cancelled`
      : `Your cancel request for ${item} was declined`;
    const text = `Hi ${order.buyerName},\n\nAbout your order of ${item} (order ${order.id}):\n${outcome}\n\nSee your order at ${link}\n`;
    const html =
      `<p>Hi ${escapeHtml(order.buyerName)},</p><p>About your order of <strong>${escapeHtml(item)}</strong> (order ${order.id}):</p>` +
      `<p style="white-space:pre-line">${escapeHtml(outcome)}</p><p><a href="${escapeHtml(link)}">See your order</a></p>`;
    const id = `order-cancel-${order.cancelResolution}-${order.id}`;
    await this.queue
      .add(id, { to: order.buyerEmail, subject, text, html })
      .catch((error: Error) => this.logger.error(`Could not queue mail ${id}: ${error.message}`));
  }

  /** Queues the mails once per order (the job ids are per order and recipient). */
  async orderPaid(order: Order): Promise<void> {
    const price = formatDollars(fromCents(order.priceCents));
    const item = `${order.serviceTitle} (${order.packageName})`;
    const link = `${this.config.publicUrl}/orders/${order.id}`;
    const jobs: Array<[string, Mail]> = [
      [
        `order-paid-buyer-${order.id}`,
        {
          to: order.buyerEmail,
          subject: `Your ${this.config.brandName} order is confirmed`,
          text: `Hi ${order.buyerName},\n\nThank you for purchasing ${item}.\nAmount paid: ${price}\nOrder: ${order.id}\n\nFollow your order at ${link}\n`,
          html:
            `<p>Hi ${escapeHtml(order.buyerName)},</p><p>Thank you for purchasing <strong>${escapeHtml(item)}</strong>.</p>` +
            `<p>Amount paid: ${price}<br>Order: ${order.id}</p><p><a href="${escapeHtml(link)}">Follow your order</a></p>`,
        },
      ],
    ];
    for (const to of await this.staffEmails(order.id)) {
      jobs.push([
        `order-paid-admin-${order.id}-${to}`,
        {
          to,
          subject: `New order: ${item} for ${price}`,
          text: `New paid order ${order.id}\nBuyer: ${order.buyerName} <${order.buyerEmail}>\nService: ${item}\nAmount: ${price} via ${order.paymentMethod}\n\n${this.config.publicUrl}/admin/orders/${order.id}\n`,
        },
      ]);
    }
    for (const [id, mail] of jobs) {
      await this.queue
        .add(id, mail)
        .catch((error: Error) => this.logger.error(`Could not queue mail ${id}: ${error.message}`));
    }
  }

  /** Who hears of a new order; never throws, the order is paid already and the buyer's mail must go. */
  private async staffEmails(orderId: string): Promise<string[]> {
    if (this.config.orderNotifyEmail) return [this.config.orderNotifyEmail];
    const admins = await this.users.adminEmails().catch((error: Error) => {
      this.logger.error(`Could not read the admins' e-mail addresses: ${error.message}`);
      return [];
    });
    if (!admins.length) {
      this.logger.warn(
        `Nobody is told about paid order ${orderId}: set ORDER_NOTIFY_EMAIL or create an admin account`,
      );
    }
    return admins;
  }
}
