import type { QueueDefinition } from '../queue/job-queue';

/** Reminders due later: one delayed job per scheduled_notifications row, by its id. */
export const NOTIFICATIONS_QUEUE: QueueDefinition = {
  name: 'notifications',
  options: { attempts: 5, backoffMs: 2_000, concurrency: 2 },
};

export interface ReminderJob {
  scheduledId: string;
}
