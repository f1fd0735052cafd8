import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CurrenciesController } from './currencies.controller';
import { ExchangeRatesJob } from './exchange-rates.job';
import { ExchangeRatesRepository } from './exchange-rates.repository';
import { ExchangeRatesService } from './exchange-rates.service';

/** The exchange rates buyers see prices in (display only), their daily job and the owner's entry. */
@Module({
  imports: [AuditModule],
  controllers: [CurrenciesController],
  providers: [ExchangeRatesRepository, ExchangeRatesService, ExchangeRatesJob],
  exports: [ExchangeRatesService],
})
export class CurrenciesModule {}
