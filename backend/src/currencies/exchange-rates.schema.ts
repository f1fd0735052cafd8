import { date, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../db/columns';

export type RatesSource = 'ecb' | 'manual';

/**
 * Every set of exchange rates the shop has had, newest last: a day's ECB file (per 1 EUR) or an
 * owner's entry (per 1 unit of the shop's currency then). The newest row is the one in use; older
 * ones stay as the record of what an order's rate came from.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: idColumn(),
    source: text('source').$type<RatesSource>().notNull(),
    /** The currency the rates are quoted against (its own rate is 1). */
    base: text('base').notNull(),
    /** The rates' own date (the ECB's publication day, or the day of a manual entry). */
    ratesDate: date('rates_date').notNull(),
    /** Units of each currency per unit of `base`. */
    rates: jsonb('rates').$type<Record<string, number>>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('exchange_rates_created_idx').on(t.createdAt.desc())],
);

export type ExchangeRatesRow = typeof exchangeRates.$inferSelect;
export type NewExchangeRatesRow = typeof exchangeRates.$inferInsert;
