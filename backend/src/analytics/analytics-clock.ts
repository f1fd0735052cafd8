import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { dayIn } from './hit';

/** The time and the shop's day (SHOP_TIME_ZONE) that hits and order events are counted in. */
@Injectable()
export class AnalyticsClock {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  now(): Date {
    return new Date();
  }

  dayOf(at: Date): string {
    return dayIn(this.config.analytics.timeZone, at);
  }

  today(): string {
    return this.dayOf(this.now());
  }
}
