import { Process, Processor } from '@nestjs/bull';
import { Mail, MailService } from '../mail/mail.service';
import { inJobContext, JobProcessor, QueueJob } from '../queue/job-queue';
import { MAIL_QUEUE } from './payment-queues';

/** Works on the `mail` queue: sends one order mail per job. */
@Processor(MAIL_QUEUE.name)
export class OrderMailProcessor implements JobProcessor<Mail> {
  constructor(private readonly mail: MailService) {}

  @Process({ concurrency: MAIL_QUEUE.options.concurrency })
  handle(job: QueueJob<Mail>): Promise<void> {
    return inJobContext(MAIL_QUEUE.name, job, () => this.mail.send(job.data));
  }
}
