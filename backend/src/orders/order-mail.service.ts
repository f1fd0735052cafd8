import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatDollars, fromCents, purchaseWords } from '@market/contracts';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { Mail } from '../mail/mail.service';
import { Order } from './order';
import { InjectJobQueue, JobQueue } from '../queue/job-queue';
import { escapeHtml } from '../common/html';
import { MAIL_QUEUE } from '../mail/mail-queue';
import { dateTimeWords } from '../common/date-words';
import { requirementsNeeded } from './order-lifecycle';

/**
 * The order mail that must go whatever the buyer's switches say: the receipt of the payment
 * (every other order mail is a switchable notification: OrderNotifications). It goes through the
 * queue `mail` (Bull when Redis is configured, so a slow SMTP server never holds a payment job;
 * in-process with the same retries otherwise), sent by `MailProcessor`; the job id is per order,
 * so a retried payment never mails twice.
 */
/** What happens next: the questions to answer first, or the work that has started. */
function nextStepOf(order: Order): string {
  if (requirementsNeeded(order))
    return "Before the work starts, please answer the seller's questions on your order page: the delivery time counts from your answers.";
  return order.dueAt
    ? `The work has started and is due by ${dateTimeWords(order.dueAt)}.`
    : 'The work has started.';
}

@Injectable()
export class OrderMailService {
  private readonly logger = new Logger('OrderMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectJobQueue(MAIL_QUEUE) private readonly queue: JobQueue<Mail>,
  ) {}

  /** The buyer's receipt (the shop hears of the order through its notifications). */
  async orderPaid(order: Order): Promise<void> {
    const price = formatDollars(fromCents(order.priceCents));
    const item = purchaseWords(order.serviceTitle, order.packageName);
    const link = `${this.config.publicUrl}/orders/${order.id}`;
    const id = `order-paid-buyer-${order.id}`;
    const next = nextStepOf(order);
    await this.queue
      .add(id, {
        to: order.buyerEmail,
        subject: `Your ${this.config.brandName} order is confirmed`,
        text: `Hi ${order.buyerName},\n\nThank you for purchasing ${item}.\nAmount paid: ${price}\nOrder: ${order.id}\n\n${next}\n\nFollow your order at ${link}\n`,
        html:
          `<p>Hi ${escapeHtml(order.buyerName)},</p><p>Thank you for purchasing <strong>${escapeHtml(item)}</strong>.</p>` +
          `<p>Amount paid: ${price}<br>Order: ${order.id}</p><p>${escapeHtml(next)}</p>` +
          `<p><a href="${escapeHtml(link)}">Follow your order</a></p>`,
      })
      .catch((error: Error) => this.logger.error(`Could not queue mail ${id}: ${error.message}`));
  }
}
