import { Inject, Injectable } from '@nestjs/common';
import type {
  AnalyticsCounts,
  AnalyticsFiguresJson,
  AnalyticsInterval,
  AnalyticsMetric,
  AnalyticsPointJson,
  AnalyticsServiceJson,
  AnalyticsServiceSort,
  AnalyticsSourcesJson,
  AnalyticsSummaryJson,
} from '@market/contracts';
import { CatalogService } from '../catalog/catalog.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TtlCache } from '../common/ttl-cache';
import { AnalyticsRepository, DayRow } from './analytics.repository';
import { bucketOf, daysOf, Period, previousOf } from './period';

const money = (cents: number) => Math.round(cents) / 100;
const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

type Totals = Omit<DayRow, 'day'>;

type ServicesReport = { rows: AnalyticsServiceJson[]; total: number };

/**
 * How long a services report is answered again without reading the rollups. Its grouped read
 * covers every service of the period (about 0.7 s over 100,000 services and 90 days on the
 * embedded database), so a table re-sorted or paged, or a screen opened twice, costs one read,
 * not one each. A write to the rollups by this process is seen at once; one by another replica
 * within this time (or twice it, while the next read runs).
 */
const SERVICES_REPORT_TTL_MS = 60_000;

/** One CSV line's figures: a day. */
export interface DayFigures extends AnalyticsCounts {
  day: string;
  gross: number;
  refunds: number;
  net: number;
  tax: number;
}

/** The answers of `/api/analytics/*`, all read from the daily rollups (never from raw hits). */
@Injectable()
export class AnalyticsReports {
  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async summary(period: Period): Promise<AnalyticsSummaryJson> {
    const before = previousOf(period);
    const [now, then] = await Promise.all([
      this.repo.totals(period.from, period.to),
      this.repo.totals(before.from, before.to),
    ]);
    // The shop's one settlement currency (orders and invoices are in it), lower case as on orders.
    const currency = this.config.shopCurrency.toLowerCase();
    return { ...figures(period, now, currency), previous: figures(before, then, currency) };
  }

  /** One point per bucket of the period, zeros included. */
  async timeseries(
    period: Period,
    metric: AnalyticsMetric,
    interval: AnalyticsInterval,
  ): Promise<AnalyticsPointJson[]> {
    const buckets = new Map<string, number>();
    for (const day of daysOf(period)) {
      const bucket = bucketOf(day, interval);
      if (!buckets.has(bucket)) buckets.set(bucket, 0);
    }
    for (const row of await this.repo.days(period.from, period.to)) {
      const bucket = bucketOf(row.day, interval);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + valueOf(row, metric));
    }
    return [...buckets].map(([date, value]) => ({
      date,
      value: metric === 'revenue' ? money(value) : value,
    }));
  }

  private readonly serviceReports = new TtlCache<ServicesReport>(SERVICES_REPORT_TTL_MS, 100);

  services(period: Period, sort: AnalyticsServiceSort, page: number, limit: number): Promise<ServicesReport> {
    const key = [period.from, period.to, sort, page, limit, this.repo.serviceWrites].join('|');
    return this.serviceReports.load(key, () => this.readServices(period, sort, page, limit));
  }

  private async readServices(
    period: Period,
    sort: AnalyticsServiceSort,
    page: number,
    limit: number,
  ): Promise<ServicesReport> {
    const { rows, total } = await this.repo.services(period.from, period.to, sort, {
      limit,
      offset: (page - 1) * limit,
    });
    const known = await this.catalog.summaries(rows.map((row) => row.serviceId));
    return {
      total,
      rows: rows.map((row) => ({
        serviceId: row.serviceId,
        // A deleted service keeps its past figures; the screen names it so.
        title: known.get(row.serviceId)?.title ?? '',
        views: row.views,
        checkouts: row.checkouts,
        orders: row.orders,
        conversion: ratio(row.orders, row.views),
        revenue: money(row.revenueCents),
        rating: known.get(row.serviceId)?.rating ?? null,
        lateRate: ratio(row.late, row.completed),
        revisionRate: ratio(row.revised, row.completed),
      })),
    };
  }

  async sources(period: Period): Promise<AnalyticsSourcesJson> {
    const [referrers, campaigns] = await Promise.all([
      this.repo.referrers(period.from, period.to),
      this.repo.campaigns(period.from, period.to),
    ]);
    return { referrers, campaigns };
  }

  /** Each day of the period (zeros included), for the CSV. */
  async *days(period: Period): AsyncGenerator<DayFigures> {
    const rows = new Map((await this.repo.days(period.from, period.to)).map((row) => [row.day, row]));
    for (const day of daysOf(period)) {
      const row = rows.get(day);
      yield {
        day,
        visitors: row?.visitors ?? 0,
        pageViews: row?.pageViews ?? 0,
        serviceViews: row?.serviceViews ?? 0,
        checkouts: row?.checkouts ?? 0,
        orders: row?.orders ?? 0,
        completed: row?.completed ?? 0,
        gross: money(row?.grossCents ?? 0),
        refunds: money(row?.refundCents ?? 0),
        net: money((row?.grossCents ?? 0) - (row?.refundCents ?? 0)),
        tax: money(row?.taxCents ?? 0),
      };
    }
  }
}

function figures(period: Period, t: Totals, currency: string): AnalyticsFiguresJson {
  const netCents = t.grossCents - t.refundCents;
  return {
    from: period.from,
    to: period.to,
    visitors: t.visitors,
    pageViews: t.pageViews,
    serviceViews: t.serviceViews,
    checkouts: t.checkouts,
    orders: t.orders,
    completed: t.completed,
    revenue: {
      gross: money(t.grossCents),
      refunds: money(t.refundCents),
      net: money(netCents),
      tax: money(t.taxCents),
      currency,
    },
    conversion: ratio(t.orders, t.visitors),
    averageOrderValue: t.orders > 0 ? money(t.grossCents / t.orders) : 0,
    couponOrders: t.couponOrders,
    couponDiscount: money(t.couponDiscountCents),
  };
}

function valueOf(row: DayRow, metric: AnalyticsMetric): number {
  switch (metric) {
    case 'visitors':
      return row.visitors;
    case 'pageViews':
      return row.pageViews;
    case 'orders':
      return row.orders;
    case 'revenue':
      return row.grossCents - row.refundCents;
  }
}
