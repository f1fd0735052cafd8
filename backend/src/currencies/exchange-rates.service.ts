import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CurrenciesJson,
  CurrencyRateJson,
  DisplayPrice,
  isReferenceCurrency,
  MAX_EXCHANGE_RATE,
  MAX_RATE_AGE_DAYS,
} from '@market/contracts';
import { AuditActor, AuditService } from '../audit/audit.service';
import { invalid } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { assertPlausible, crossRates, parseEcbRates, RatesFeedError } from './ecb-rates';
import { ExchangeRatesRepository } from './exchange-rates.repository';
import { ExchangeRatesRow } from './exchange-rates.schema';

const DAY_MS = 86_400_000;
/** The ECB's file is about 2 KB; anything far larger is not it. */
const MAX_FEED_BYTES = 256 * 1024;
const FEED_TIMEOUT_MS = 15_000;
/** The last good ECB rates are a yardstick for the next file only while this recent. */
const PLAUSIBLE_WITHIN_DAYS = 30;

const isoDay = (at: Date): string => at.toISOString().slice(0, 10);
const ageDays = (day: string, now: Date): number =>
  (Date.parse(`${isoDay(now)}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS;

/**
 * Exchange rates for showing prices in a buyer's currency: the ECB's daily file (read by
 * ExchangeRatesJob) or an owner's entry, whichever is newer, as rates per unit of the shop's
 * currency. Only for display: every charge, invoice and refund stays in the shop's currency.
 */
@Injectable()
export class ExchangeRatesService {
  private readonly logger = new Logger('ExchangeRates');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: ExchangeRatesRepository,
    private readonly audit: AuditService,
  ) {}

  get shopCurrency(): string {
    return this.config.shopCurrency;
  }

  /** `GET /api/currencies`: the rates in use, none when older than MAX_RATE_AGE_DAYS. */
  async currencies(now = new Date()): Promise<CurrenciesJson> {
    const answer = this.toJson(await this.repo.newest(), now);
    return answer.stale ? { ...answer, rates: [] } : answer;
  }

  /** The settings screen: the newest rates even when stale, so the owner sees what to replace. */
  async settings(now = new Date()): Promise<CurrenciesJson> {
    return this.toJson(await this.repo.newest(), now);
  }

  /**
   * The display currency of a checkout with the server's rate for it; null when it is the shop's
   * own or no usable rate exists (the buyer then saw the shop's prices). Unknown codes are refused.
   */
  async displayFor(code: string | undefined, now = new Date()): Promise<DisplayPrice | null> {
    if (code === undefined || code === this.shopCurrency) return null;
    if (!isReferenceCurrency(code)) {
      throw invalid('CURRENCY.UNKNOWN', `${code.slice(0, 10)} is not a currency this shop shows prices in`);
    }
    const { rates } = await this.currencies(now);
    const rate = rates.find((entry) => entry.code === code)?.rate;
    return rate ? { currency: code, rate } : null;
  }

  /** An owner's rates per unit of the shop's currency; they replace the ECB's until its next file. */
  async saveManual(
    entries: CurrencyRateJson[],
    actor: AuditActor,
    now = new Date(),
  ): Promise<CurrenciesJson> {
    const rates: Record<string, number> = {};
    for (const { code, rate } of entries) {
      if (!isReferenceCurrency(code)) {
        throw invalid('CURRENCY.UNKNOWN', `${String(code).slice(0, 10)} is not a reference currency`);
      }
      if (code === this.shopCurrency) continue;
      if (code in rates) throw invalid('CURRENCY.DUPLICATE', `${code} is given twice`);
      if (!(typeof rate === 'number' && rate > 0 && rate <= MAX_EXCHANGE_RATE)) {
        throw invalid('CURRENCY.BAD_RATE', `The rate of ${code} must be a number above 0`);
      }
      rates[code] = rate;
    }
    const row = await this.repo.insert(
      { source: 'manual', base: this.shopCurrency, ratesDate: isoDay(now), rates },
      async (tx, before) => {
        await this.audit.record(tx, actor, {
          action: 'settings.update',
          target: { type: 'settings', id: 'exchange-rates' },
          before: before
            ? { source: before.source, base: before.base, date: before.ratesDate, rates: before.rates }
            : null,
          after: { source: 'manual', base: this.shopCurrency, date: isoDay(now), rates },
        });
      },
    );
    return this.toJson(row, now);
  }

  /** Whether any rates are stored (the job's first run at start-up). */
  async hasRates(): Promise<boolean> {
    return (await this.repo.newest()) !== undefined;
  }

  /**
   * One run of the daily job: reads the ECB's file and stores it when it is good, newer than the
   * rates in use and holds the shop's currency. Anything else is logged and changes nothing.
   */
  async refresh(now = new Date()): Promise<'stored' | 'unchanged' | 'off'> {
    const url = this.config.exchangeRates.url;
    if (!url) return 'off';
    const next = parseEcbRates(await this.download(url), now);
    if (!next.rates[this.shopCurrency]) {
      throw new RatesFeedError(`the file has no rate for the shop's currency ${this.shopCurrency}`);
    }
    const lastEcb = await this.repo.newestOf('ecb');
    const recent = lastEcb && ageDays(lastEcb.ratesDate, now) <= PLAUSIBLE_WITHIN_DAYS ? lastEcb : undefined;
    assertPlausible(next, recent?.rates);
    const inUse = await this.repo.newest();
    if (inUse && inUse.ratesDate >= next.date) return 'unchanged';
    await this.repo.insert({ source: 'ecb', base: 'EUR', ratesDate: next.date, rates: next.rates });
    this.logger.log(`Stored the ECB's rates of ${next.date}`);
    return 'stored';
  }

  private async download(url: string): Promise<string> {
    const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) throw new RatesFeedError(`${url} answered HTTP ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_FEED_BYTES) throw new RatesFeedError(`${url} sent ${length} bytes`);
    const body = await response.text();
    if (body.length > MAX_FEED_BYTES) throw new RatesFeedError(`${url} sent ${body.length} characters`);
    return body;
  }

  private toJson(row: ExchangeRatesRow | undefined, now: Date): CurrenciesJson {
    const base = this.shopCurrency;
    const rates = row && crossRates(row.base, row.rates, base);
    if (!row || !rates) return { base, source: null, date: null, stale: false, rates: [] };
    return {
      base,
      source: row.source,
      date: row.ratesDate,
      stale: ageDays(row.ratesDate, now) > MAX_RATE_AGE_DAYS,
      rates: Object.entries(rates)
        .filter(([code]) => isReferenceCurrency(code))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([code, rate]) => ({ code, rate })),
    };
  }
}
