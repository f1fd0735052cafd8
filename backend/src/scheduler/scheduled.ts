import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

export const SCHEDULED = Symbol('scheduled');

export interface ScheduledSweep {
  /** The job's label on /metrics and its schedule's id. */
  name: string;
  /** How often, from the settings, in milliseconds; 0 or undefined: never. */
  everyMs: (config: AppConfig) => number | undefined;
}

/**
 * Runs the decorated method every `everyMs(config)` milliseconds as a scheduled job (the Scheduler
 * finds it on any provider of the app): once a period across replicas with Redis, timed and counted
 * on /metrics (`gigly_scheduled_job_*{job}`). A run that throws is counted and logged; the next
 * period is its retry.
 */
export const Scheduled = (name: string, everyMs: ScheduledSweep['everyMs']): MethodDecorator =>
  SetMetadata<symbol, ScheduledSweep>(SCHEDULED, { name, everyMs });
