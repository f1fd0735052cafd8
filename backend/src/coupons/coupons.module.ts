import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { CouponsController } from './coupons.controller';
import { CouponsRepository } from './coupons.repository';
import { CouponsService } from './coupons.service';

@Module({
  imports: [RateLimitModule, AuditModule],
  controllers: [CouponsController],
  providers: [CouponsRepository, CouponsService],
  exports: [CouponsService],
})
export class CouponsModule {}
