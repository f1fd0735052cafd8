import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HEALTH_INDICATORS, HealthIndicators } from './health-indicators';
import { Readiness } from './readiness';

@Module({
  controllers: [HealthController],
  providers: [{ provide: HEALTH_INDICATORS, useValue: new Map() satisfies HealthIndicators }, Readiness],
  exports: [HEALTH_INDICATORS, Readiness],
})
export class HealthModule {}
