import { Process, Processor } from '@nestjs/bull';
import { inJobContext, JobProcessor, QueueJob } from '../queue/job-queue';
import { DATA_EXPORTS_QUEUE, DataExportJob } from './data-exports-queue';
import { DataExportsService } from './data-exports.service';

/** Works on the `data-exports` queue: builds one archive per job. */
@Processor(DATA_EXPORTS_QUEUE.name)
export class DataExportsProcessor implements JobProcessor<DataExportJob> {
  constructor(private readonly exports: DataExportsService) {}

  @Process({ concurrency: DATA_EXPORTS_QUEUE.options.concurrency })
  handle(job: QueueJob<DataExportJob>): Promise<void> {
    return inJobContext(DATA_EXPORTS_QUEUE.name, job, () => this.exports.build(job.data.exportId));
  }
}
