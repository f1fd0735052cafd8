import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { Scheduled } from '../scheduler/scheduled';
import { ExchangeRatesService } from './exchange-rates.service';

/**
 * Reads the ECB's reference rates every EXCHANGE_RATES_INTERVAL (daily) through the scheduler, so
 * once a period across replicas, and once at start when no rates are stored yet. A failed run
 * (feed down, broken or absurd file) is counted and logged by the scheduler; the last good rates stay.
 */
@Injectable()
export class ExchangeRatesJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('ExchangeRates');
  /** The start-up run, settled (tests wait for it). */
  startup: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rates: ExchangeRatesService,
  ) {}

  @Scheduled('exchange-rates', ({ exchangeRates }) =>
    exchangeRates.url ? exchangeRates.everyMinutes * 60_000 : 0,
  )
  refresh(): Promise<unknown> {
    return this.rates.refresh();
  }

  onApplicationBootstrap(): void {
    if (!this.config.exchangeRates.url) return;
    this.startup = (async () => {
      if (!(await this.rates.hasRates())) await this.rates.refresh();
    })().catch((error: Error) => this.logger.warn(`Exchange rates not read at start: ${error.message}`));
  }
}
