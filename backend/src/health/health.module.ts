import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HEALTH_INDICATORS, HealthIndicators } from './health-indicators';
import { Readiness } from './readiness';

@Module({
  controllers: [HealthController],
  // A factory, not a value: one map per app. A value made once at import is shared by every app
  // in the process (tests start several), so one app's check would ping another's closed queues.
  providers: [{ provide: HEALTH_INDICATORS, useFactory: (): HealthIndicators => new Map() }, Readiness],
  exports: [HEALTH_INDICATORS, Readiness],
})
export class HealthModule {}
