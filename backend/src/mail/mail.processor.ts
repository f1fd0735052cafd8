import { Process, Processor } from '@nestjs/bull';
import { inJobContext, JobProcessor, QueueJob } from '../queue/job-queue';
import { MAIL_QUEUE } from './mail-queue';
import { Mail, MailService } from './mail.service';

/** Works on the `mail` queue: sends one mail per job. */
@Processor(MAIL_QUEUE.name)
export class MailProcessor implements JobProcessor<Mail> {
  constructor(private readonly mail: MailService) {}

  @Process({ concurrency: MAIL_QUEUE.options.concurrency })
  handle(job: QueueJob<Mail>): Promise<void> {
    return inJobContext(MAIL_QUEUE.name, job, () => this.mail.send(job.data));
  }
}
