import type { QueueDefinition } from '../queue/job-queue';

/** Stored webhook events by id (see PaymentEventsService). */
export const PAYMENTS_QUEUE: QueueDefinition = {
  name: 'payments',
  options: { attempts: 5, backoffMs: 1_000, concurrency: 4 },
};

/** Order mails, so a slow SMTP server never holds a payment job. */
export const MAIL_QUEUE: QueueDefinition = {
  name: 'mail',
  options: { attempts: 5, backoffMs: 2_000, concurrency: 2 },
};

export interface PaymentJob {
  eventId: string;
}
