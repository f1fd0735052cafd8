import { Inject, Injectable, Logger } from '@nestjs/common';
import { purchaseWords } from '@market/contracts';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { dateTimeIn, localeOr, money } from '../i18n/i18n';
import { Mail } from '../mail/mail.service';
import { orderPaidMail } from '../mail/templates/order-paid-mail';
import { InjectJobQueue, JobQueue } from '../queue/job-queue';
import { MAIL_QUEUE } from '../mail/mail-queue';
import { UsersService } from '../users/users.service';
import { Order } from './order';
import { requirementsNeeded } from './order-lifecycle';

/**
 * The order mail that must go whatever the buyer's switches say: the receipt of the payment
 * (every other order mail is a switchable notification: OrderNotifications). It goes through the
 * queue `mail` (Bull when Redis is configured, so a slow SMTP server never holds a payment job;
 * in-process with the same retries otherwise), sent by `MailProcessor`; the job id is per order,
 * so a retried payment never mails twice. Written in the buyer's language (their account's).
 */
@Injectable()
export class OrderMailService {
  private readonly logger = new Logger('OrderMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectJobQueue(MAIL_QUEUE) private readonly queue: JobQueue<Mail>,
    private readonly users: UsersService,
  ) {}

  /** The buyer's receipt (the shop hears of the order through its notifications). */
  async orderPaid(order: Order): Promise<void> {
    const id = `order-paid-buyer-${order.id}`;
    try {
      const buyer = await this.users.findById(order.buyerId);
      const locale = localeOr(buyer?.locale);
      const mail = orderPaidMail(locale, {
        brand: this.config.brandName,
        buyerName: order.buyerName,
        item: purchaseWords(order.serviceTitle, order.packageName),
        price: money(locale, order.priceCents, order.currency.toUpperCase()),
        orderId: order.id,
        next: requirementsNeeded(order)
          ? { kind: 'requirements' }
          : { kind: 'started', due: order.dueAt ? dateTimeIn(locale, order.dueAt) : undefined },
        link: `${this.config.publicUrl}/orders/${order.id}`,
      });
      await this.queue.add(id, { to: order.buyerEmail, ...mail });
    } catch (error) {
      this.logger.error(`Could not queue mail ${id}: ${(error as Error).message}`);
    }
  }
}
