import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Scheduler, SchedulerProcessor } from './scheduler';

/**
 * Runs every `@Scheduled` method of the app's providers (`./scheduled.ts`) on the `scheduled`
 * queue. Imported once, by AppModule, as is its queue (SCHEDULE_QUEUE).
 */
@Module({
  imports: [DiscoveryModule],
  providers: [Scheduler, SchedulerProcessor],
})
export class SchedulerModule {}
