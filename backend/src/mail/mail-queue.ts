import type { QueueDefinition } from '../queue/job-queue';

/** Mails, so a slow SMTP server never holds a payment job or an order request. */
export const MAIL_QUEUE: QueueDefinition = {
  name: 'mail',
  options: { attempts: 5, backoffMs: 2_000, concurrency: 2 },
};
