import { Process, Processor } from '@nestjs/bull';
import { inJobContext, JobProcessor, QueueJob } from '../queue/job-queue';
import { PaymentEventsService } from './payment-events.service';
import { PAYMENTS_QUEUE, PaymentJob } from './payment-queues';

/** Works on the `payments` queue: each job is one stored webhook event. */
@Processor(PAYMENTS_QUEUE.name)
export class PaymentEventsProcessor implements JobProcessor<PaymentJob> {
  constructor(private readonly events: PaymentEventsService) {}

  @Process({ concurrency: PAYMENTS_QUEUE.options.concurrency })
  handle(job: QueueJob<PaymentJob>): Promise<void> {
    return inJobContext(PAYMENTS_QUEUE.name, job, () => this.events.process(job.data.eventId));
  }
}
