import type { QueueDefinition } from '../queue/job-queue';

/** Stored webhook events by id (see PaymentEventsService). */
export const PAYMENTS_QUEUE: QueueDefinition = {
  name: 'payments',
  options: { attempts: 5, backoffMs: 1_000, concurrency: 4 },
};

export interface PaymentJob {
  eventId: string;
}
