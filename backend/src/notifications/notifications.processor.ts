import { Process, Processor } from '@nestjs/bull';
import { inJobContext, JobProcessor, QueueJob } from '../queue/job-queue';
import { NOTIFICATIONS_QUEUE, ReminderJob } from './notifications-queue';
import { NotificationsService } from './notifications.service';

/** Works on the `notifications` queue: fires one due reminder per job. */
@Processor(NOTIFICATIONS_QUEUE.name)
export class NotificationsProcessor implements JobProcessor<ReminderJob> {
  constructor(private readonly notifications: NotificationsService) {}

  @Process({ concurrency: NOTIFICATIONS_QUEUE.options.concurrency })
  handle(job: QueueJob<ReminderJob>): Promise<void> {
    return inJobContext(NOTIFICATIONS_QUEUE.name, job, () => this.notifications.fire(job.data.scheduledId));
  }
}
