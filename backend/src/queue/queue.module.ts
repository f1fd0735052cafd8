import { Global, Module } from '@nestjs/common';
import { QueueService } from './queue.service';

/** Named job queues (Bull on Redis, or in-process) for any module: `queues.get('payments')`. */
@Global()
@Module({
  providers: [QueueService],
  exports: [QueueService],
})
export class QueueModule {}
