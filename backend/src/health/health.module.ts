import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HEALTH_INDICATORS, HealthIndicators } from './health-indicators';

@Global()
@Module({
  controllers: [HealthController],
  providers: [{ provide: HEALTH_INDICATORS, useValue: new Map() satisfies HealthIndicators }],
  exports: [HEALTH_INDICATORS],
})
export class HealthModule {}
