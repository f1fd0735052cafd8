import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

/**
 * The secret of each shop day that visitor hashes are made with. A day's row is deleted once the
 * day is over, so a hash can no longer be recomputed from an IP and user agent, nor linked to
 * another day's.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** One counted page view, kept ANALYTICS_RAW_KEEP_DAYS (the rollups below hold its counts for good). */
export const analyticsHits = pgTable(
  'analytics_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The day's visitor hash (never an IP). */
    visitor: text('visitor').notNull(),
    path: text('path').notNull(),
    /** The service whose page this was, if any. */
    serviceId: uuid('service_id'),
    referrer: text('referrer').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
  },
  (t) => [index('analytics_hits_day_idx').on(t.day)],
);

/** Each visitor of a day once, with where they came from (their first hit's source). */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    referrer: text('referrer').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

const counter = (name: string) => integer(name).notNull().default(0);
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The shop's figures per day, added to as hits and order events arrive. */
export const analyticsDays = pgTable('analytics_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visitors: counter('visitors'),
  pageViews: counter('page_views'),
  serviceViews: counter('service_views'),
  checkouts: counter('checkouts'),
  orders: counter('orders'),
  completed: counter('completed'),
  grossCents: cents('gross_cents'),
  refundCents: cents('refund_cents'),
  taxCents: cents('tax_cents'),
  couponOrders: counter('coupon_orders'),
  couponDiscountCents: cents('coupon_discount_cents'),
});

/** Each service's figures per day. */
export const analyticsServiceDays = pgTable(
  'analytics_service_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    serviceId: uuid('service_id').notNull(),
    views: counter('views'),
    checkouts: counter('checkouts'),
    orders: counter('orders'),
    completed: counter('completed'),
    /** Completed orders delivered after their due date, and those that asked for a revision. */
    late: counter('late'),
    revised: counter('revised'),
    grossCents: cents('gross_cents'),
    refundCents: cents('refund_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.serviceId] }),
    index('analytics_service_days_service_idx').on(t.serviceId, t.day),
  ],
);

/** Visitors, views and orders per day and source (referrer domain and utm_* fields). */
export const analyticsSourceDays = pgTable(
  'analytics_source_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    referrer: text('referrer').notNull(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    visitors: counter('visitors'),
    pageViews: counter('page_views'),
    orders: counter('orders'),
  },
  (t) => [
    primaryKey({
      name: 'analytics_source_days_pk',
      columns: [t.day, t.referrer, t.utmSource, t.utmMedium, t.utmCampaign],
    }),
  ],
);

/** Order events already counted (kind + order or refund id): a repeated event adds nothing. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** A checkout's source (its visitor's of that day), credited with the order once it is paid. */
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.ref] })],
);
