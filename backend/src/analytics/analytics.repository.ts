import { Inject, Injectable } from '@nestjs/common';
import { and, asc, between, count, desc, eq, gte, inArray, lt, SQL, sql, sum } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnalyticsServiceSort } from '@market/contracts';
import { Database, DbExecutor } from '../db/database';
import { DATABASE } from '../db/database.module';
import {
  analyticsDays,
  analyticsEvents,
  analyticsHits,
  analyticsSalts,
  analyticsServiceDays,
  analyticsSourceDays,
  analyticsVisitors,
} from './analytics.schema';
import { DIRECT, Hit, HitSource } from './hit';

export type DayCounts = Partial<Omit<typeof analyticsDays.$inferInsert, 'day'>>;
export type ServiceDayCounts = Partial<Omit<typeof analyticsServiceDays.$inferInsert, 'day' | 'serviceId'>>;
export type SourceDayCounts = Partial<
  Pick<typeof analyticsSourceDays.$inferInsert, 'visitors' | 'pageViews' | 'orders'>
>;

export type DayRow = typeof analyticsDays.$inferSelect;
export type EventKind = 'checkout' | 'paid' | 'completed' | 'refund';

/** Rows kept per source list: the busiest, which is what a screen can show. */
const SOURCES_SHOWN = 100;

/** `set col = table.col + excluded.col` for each counter given: increments that commute across replicas. */
function increments<T extends PgTable>(table: T, columns: Record<string, PgColumn>, keys: string[]) {
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    set[key] = sql`${column} + excluded.${sql.identifier(column.name)}`;
  }
  return set;
}

/**
 * The only code that touches the analytics tables: raw hits and each day's visitors (kept
 * ANALYTICS_RAW_KEEP_DAYS), the daily salts, and the rollups every figure is read from.
 */
@Injectable()
export class AnalyticsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The salt of `day`, made by whichever replica asks first. */
  async saltOf(day: string, fresh: string): Promise<string> {
    await this.db.insert(analyticsSalts).values({ day, salt: fresh }).onConflictDoNothing();
    const [row] = await this.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    return row.salt;
  }

  /** Deletes the salts of days before `day`: their hashes can no longer be made again. */
  async dropSaltsBefore(day: string): Promise<void> {
    await this.db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  }

  /**
   * Stores a batch of hits and adds them to the rollups in one transaction: each day's new
   * visitors (the first hit of a visitor on a day gives their source), page views per day,
   * service and source (a view is credited to its visitor's source of the day).
   */
  async recordHits(hits: Hit[]): Promise<void> {
    if (hits.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.insert(analyticsHits).values(
        hits.map((hit) => ({
          at: hit.at,
          day: hit.day,
          visitor: hit.visitor,
          path: hit.path,
          serviceId: hit.serviceId,
          ...hit.source,
        })),
      );
      const firsts = new Map<string, Hit>();
      for (const hit of hits)
        if (!firsts.has(`${hit.day} ${hit.visitor}`)) firsts.set(`${hit.day} ${hit.visitor}`, hit);
      const added = await tx
        .insert(analyticsVisitors)
        .values([...firsts.values()].map((hit) => ({ day: hit.day, visitor: hit.visitor, ...hit.source })))
        .onConflictDoNothing()
        .returning();
      const sources = new Map<string, HitSource>();
      for (const day of new Set(hits.map((hit) => hit.day))) {
        const rows = await tx
          .select()
          .from(analyticsVisitors)
          .where(
            and(
              eq(analyticsVisitors.day, day),
              inArray(
                analyticsVisitors.visitor,
                [...firsts.values()].filter((hit) => hit.day === day).map((hit) => hit.visitor),
              ),
            ),
          );
        for (const row of rows) sources.set(`${day} ${row.visitor}`, sourceOfRow(row));
      }
      const days = new Tally<{ day: string }>();
      const services = new Tally<{ day: string; serviceId: string }>();
      const bySource = new Tally<{ day: string } & HitSource>();
      for (const row of added) {
        days.add({ day: row.day }, 'visitors');
        bySource.add({ day: row.day, ...sourceOfRow(row) }, 'visitors');
      }
      for (const hit of hits) {
        days.add({ day: hit.day }, 'pageViews');
        if (hit.serviceId) {
          days.add({ day: hit.day }, 'serviceViews');
          services.add({ day: hit.day, serviceId: hit.serviceId }, 'views');
        }
        bySource.add({ day: hit.day, ...(sources.get(`${hit.day} ${hit.visitor}`) ?? DIRECT) }, 'pageViews');
      }
      for (const [key, counts] of days.rows()) await this.addToDay(tx, key.day, counts);
      for (const [key, counts] of services.rows())
        await this.addToService(tx, key.day, key.serviceId, counts);
      for (const [key, counts] of bySource.rows()) await this.addToSource(tx, key.day, key, counts);
    });
    if (hits.some((hit) => hit.serviceId)) this.serviceWrites += 1;
  }

  /** Adds to a day's figures. */
  async addToDay(tx: DbExecutor, day: string, counts: DayCounts): Promise<void> {
    const keys = Object.keys(counts);
    if (keys.length === 0) return;
    await tx
      .insert(analyticsDays)
      .values({ day, ...counts })
      .onConflictDoUpdate({
        target: analyticsDays.day,
        set: increments(analyticsDays, analyticsDays as never, keys),
      });
  }

  /**
   * Committed writes to the services' rollups by this process (a report read before one is stale
   * here). Counted once the transaction has committed: a report read while it was still open
   * would otherwise be kept under the new count with the old figures.
   */
  serviceWrites = 0;

  async addToService(
    tx: DbExecutor,
    day: string,
    serviceId: string,
    counts: ServiceDayCounts,
  ): Promise<void> {
    const keys = Object.keys(counts);
    if (keys.length === 0) return;
    await tx
      .insert(analyticsServiceDays)
      .values({ day, serviceId, ...counts })
      .onConflictDoUpdate({
        target: [analyticsServiceDays.day, analyticsServiceDays.serviceId],
        set: increments(analyticsServiceDays, analyticsServiceDays as never, keys),
      });
  }

  async addToSource(tx: DbExecutor, day: string, source: HitSource, counts: SourceDayCounts): Promise<void> {
    const keys = Object.keys(counts);
    if (keys.length === 0) return;
    const { referrer, utmSource, utmMedium, utmCampaign } = source;
    await tx
      .insert(analyticsSourceDays)
      .values({ day, referrer, utmSource, utmMedium, utmCampaign, ...counts })
      .onConflictDoUpdate({
        target: [
          analyticsSourceDays.day,
          analyticsSourceDays.referrer,
          analyticsSourceDays.utmSource,
          analyticsSourceDays.utmMedium,
          analyticsSourceDays.utmCampaign,
        ],
        set: increments(analyticsSourceDays, analyticsSourceDays as never, keys),
      });
  }

  /**
   * Runs `add` in one transaction with the record that `kind` of `ref` was counted, only if it
   * had not been: a repeated event (a retried job, a second delivery) adds nothing.
   */
  async onceEvent(
    kind: EventKind,
    ref: string,
    day: string,
    source: HitSource | null,
    add: (tx: DbExecutor) => Promise<void>,
  ): Promise<boolean> {
    const counted = await this.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(analyticsEvents)
        .values({ kind, ref, day, ...(source ?? {}) })
        .onConflictDoNothing()
        .returning({ kind: analyticsEvents.kind });
      if (!fresh) return false;
      await add(tx);
      return true;
    });
    if (counted) this.serviceWrites += 1;
    return counted;
  }

  /** The source recorded with an order's checkout, if it was counted. */
  async checkoutSource(orderId: string): Promise<HitSource | null> {
    const [row] = await this.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.kind, 'checkout'), eq(analyticsEvents.ref, orderId)));
    if (!row || row.referrer === null) return null;
    return {
      referrer: row.referrer,
      utmSource: row.utmSource ?? '',
      utmMedium: row.utmMedium ?? '',
      utmCampaign: row.utmCampaign ?? '',
    };
  }

  /** Where a visitor of `day` came from (null: not seen that day). */
  async visitorSource(day: string, visitor: string): Promise<HitSource | null> {
    const [row] = await this.db
      .select()
      .from(analyticsVisitors)
      .where(and(eq(analyticsVisitors.day, day), eq(analyticsVisitors.visitor, visitor)));
    return row ? sourceOfRow(row) : null;
  }

  /** Drops raw hits and visitor rows of days before `day` (their counts stay in the rollups). */
  async foldBefore(day: string): Promise<number> {
    const dropped = await this.db
      .delete(analyticsHits)
      .where(lt(analyticsHits.day, day))
      .returning({ id: analyticsHits.id });
    await this.db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, day));
    return dropped.length;
  }

  /** The days of the period that have figures, oldest first (days without any are absent). */
  days(from: string, to: string): Promise<DayRow[]> {
    return this.db
      .select()
      .from(analyticsDays)
      .where(between(analyticsDays.day, from, to))
      .orderBy(asc(analyticsDays.day));
  }

  /** The period's totals. */
  async totals(from: string, to: string): Promise<Omit<DayRow, 'day'>> {
    const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);
    const d = analyticsDays;
    const [row] = await this.db
      .select({
        visitors: total(d.visitors),
        pageViews: total(d.pageViews),
        serviceViews: total(d.serviceViews),
        checkouts: total(d.checkouts),
        orders: total(d.orders),
        completed: total(d.completed),
        grossCents: total(d.grossCents),
        refundCents: total(d.refundCents),
        taxCents: total(d.taxCents),
        couponOrders: total(d.couponOrders),
        couponDiscountCents: total(d.couponDiscountCents),
      })
      .from(d)
      .where(between(d.day, from, to));
    return row;
  }

  /** A page of the services with figures in the period, by `sort`, and how many there are. */
  async services(
    from: string,
    to: string,
    sort: AnalyticsServiceSort,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ServicePeriodRow[]; total: number }> {
    const s = analyticsServiceDays;
    const int = (column: PgColumn) => sql<number>`sum(${column})::float8`.mapWith(Number);
    const views = int(s.views);
    const orders = int(s.orders);
    const revenue = sql<number>`(sum(${s.grossCents}) - sum(${s.refundCents}))::float8`.mapWith(Number);
    const conversion = sql`sum(${s.orders})::float8 / nullif(sum(${s.views}), 0)`;
    const order = { revenue, views, orders, conversion }[sort];
    const inPeriod = between(s.day, from, to);
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({
          serviceId: s.serviceId,
          views,
          checkouts: int(s.checkouts),
          orders,
          completed: int(s.completed),
          late: int(s.late),
          revised: int(s.revised),
          revenueCents: revenue,
        })
        .from(s)
        .where(inPeriod)
        .groupBy(s.serviceId)
        .orderBy(sql`${order} desc nulls last`, asc(s.serviceId))
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ n: sql<number>`count(distinct ${s.serviceId})::int` })
        .from(s)
        .where(inPeriod),
    ]);
    return { rows, total: n };
  }

  /** Visitors and orders per referring domain in the period, busiest first. */
  referrers(from: string, to: string) {
    const s = analyticsSourceDays;
    return this.db
      .select({
        domain: s.referrer,
        visitors: sql<number>`sum(${s.visitors})::int`,
        orders: sql<number>`sum(${s.orders})::int`,
      })
      .from(s)
      .where(between(s.day, from, to))
      .groupBy(s.referrer)
      .orderBy(desc(sum(s.visitors)), desc(sum(s.orders)), asc(s.referrer))
      .limit(SOURCES_SHOWN);
  }

  /** Visitors and orders per campaign (utm_source, medium, campaign) in the period, busiest first. */
  campaigns(from: string, to: string) {
    const s = analyticsSourceDays;
    return this.db
      .select({
        source: s.utmSource,
        medium: s.utmMedium,
        campaign: s.utmCampaign,
        visitors: sql<number>`sum(${s.visitors})::int`,
        orders: sql<number>`sum(${s.orders})::int`,
      })
      .from(s)
      .where(
        and(
          between(s.day, from, to),
          sql`(${s.utmSource} <> '' or ${s.utmMedium} <> '' or ${s.utmCampaign} <> '')`,
        ),
      )
      .groupBy(s.utmSource, s.utmMedium, s.utmCampaign)
      .orderBy(
        desc(sum(s.visitors)),
        desc(sum(s.orders)),
        asc(s.utmSource),
        asc(s.utmMedium),
        asc(s.utmCampaign),
      )
      .limit(SOURCES_SHOWN);
  }

  /** How many raw hits are kept (for the fold's metric and the tests). */
  async rawHitCount(since?: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(analyticsHits)
      .where(since ? gte(analyticsHits.day, since) : undefined);
    return row.n;
  }
}

export interface ServicePeriodRow {
  serviceId: string;
  views: number;
  checkouts: number;
  orders: number;
  completed: number;
  late: number;
  revised: number;
  revenueCents: number;
}

function sourceOfRow(row: HitSource): HitSource {
  return {
    referrer: row.referrer,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
  };
}

/** Counters per key, for adding a batch to the rollups in one statement per row. */
class Tally<K extends object> {
  private readonly entries = new Map<string, { key: K; counts: Record<string, number> }>();

  add(key: K, counter: string, by = 1): void {
    const id = JSON.stringify(key);
    let entry = this.entries.get(id);
    if (!entry) this.entries.set(id, (entry = { key, counts: {} }));
    entry.counts[counter] = (entry.counts[counter] ?? 0) + by;
  }

  /** In key order, so two batches lock shared rows in the same order and never deadlock. */
  rows(): [K, Record<string, number>][] {
    return [...this.entries.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, entry]) => [entry.key, entry.counts]);
  }
}
