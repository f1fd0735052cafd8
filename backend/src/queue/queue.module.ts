import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { QueueService } from './queue.service';

/** Named job queues (Bull on Redis, or in-process) for the modules that import this: `queues.get('payments')`. */
@Module({
  imports: [HealthModule],
  providers: [QueueService],
  exports: [QueueService],
})
export class QueueModule {}
