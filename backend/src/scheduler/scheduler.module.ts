import { Module } from '@nestjs/common';
import { Scheduler, SchedulerProcessor } from './scheduler';

/**
 * Import this module to run a sweep every so often through `Scheduler.every(name, ms, run)`. Its
 * queue (SCHEDULE_QUEUE) is registered once for the whole API in AppModule.
 */
@Module({
  providers: [Scheduler, SchedulerProcessor],
  exports: [Scheduler],
})
export class SchedulerModule {}
