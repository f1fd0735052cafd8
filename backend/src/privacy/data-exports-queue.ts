import type { QueueDefinition } from '../queue/job-queue';

/** "Download my data": one job per export row, by its id. Building a zip is slow: one at a time per process. */
export const DATA_EXPORTS_QUEUE: QueueDefinition = {
  name: 'data-exports',
  options: { attempts: 3, backoffMs: 10_000, concurrency: 1 },
};

export interface DataExportJob {
  exportId: string;
}
