/**
 * The owner's numbers (`/api/analytics/*`): wire shapes shared by the API and the admin remote.
 * Days are `YYYY-MM-DD` in the shop's time zone; money is in the shop's currency units.
 */

/** Longest period one request may ask for (days, both ends included). */
export const ANALYTICS_MAX_DAYS = 731;

export const ANALYTICS_METRICS = ['visitors', 'pageViews', 'orders', 'revenue'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

export const ANALYTICS_SERVICE_SORTS = ['revenue', 'views', 'conversion', 'orders'] as const;
export type AnalyticsServiceSort = (typeof ANALYTICS_SERVICE_SORTS)[number];

export interface AnalyticsRevenueJson {
  /** Invoiced without tax. */
  gross: number;
  /** Refunded without tax (credit notes of the period, whenever the order was paid). */
  refunds: number;
  net: number;
  /** Tax invoiced less tax refunded. */
  tax: number;
  currency: string;
}

/** What the shop counts of a period or a day: visits, views and the funnel's steps. */
export interface AnalyticsCounts {
  visitors: number;
  pageViews: number;
  serviceViews: number;
  checkouts: number;
  orders: number;
  completed: number;
}

export interface AnalyticsFiguresJson extends AnalyticsCounts {
  from: string;
  to: string;
  revenue: AnalyticsRevenueJson;
  /** Orders per visitor (0..1). */
  conversion: number;
  averageOrderValue: number;
  /** Orders that used a coupon, and what the coupons took off. */
  couponOrders: number;
  couponDiscount: number;
}

/** `GET /api/analytics/summary`. */
export interface AnalyticsSummaryJson extends AnalyticsFiguresJson {
  /** The same for the period of the same length just before. */
  previous: AnalyticsFiguresJson;
}

/** `GET /api/analytics/timeseries`: one per bucket, zeros included; `date` is the bucket's first day. */
export interface AnalyticsPointJson {
  date: string;
  value: number;
}

/** `GET /api/analytics/services`: one row per service with activity in the period. */
export interface AnalyticsServiceJson {
  serviceId: string;
  title: string;
  views: number;
  checkouts: number;
  orders: number;
  /** Orders per view (0..1). */
  conversion: number;
  revenue: number;
  /** Average stars, null without reviews. */
  rating: number | null;
  /** Of the orders completed in the period, the share delivered after the due date (0..1). */
  lateRate: number;
  /** Of the orders completed in the period, the share that asked for a revision (0..1). */
  revisionRate: number;
}

export interface AnalyticsReferrerJson {
  /** The referring site's domain; '' for direct visits (no referrer, or the shop itself). */
  domain: string;
  visitors: number;
  orders: number;
}

export interface AnalyticsCampaignJson {
  source: string;
  medium: string;
  campaign: string;
  visitors: number;
  orders: number;
}

/** `GET /api/analytics/sources`: the busiest referrers and campaigns first (at most 100 each). */
export interface AnalyticsSourcesJson {
  referrers: AnalyticsReferrerJson[];
  campaigns: AnalyticsCampaignJson[];
}

/** `POST /api/analytics/hits` (the shell's beacon on a client-side navigation). */
export interface AnalyticsHitJson {
  path: string;
  referrer?: string;
}
