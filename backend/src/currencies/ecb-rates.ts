import { isReferenceCurrency, MAX_EXCHANGE_RATE } from '@market/contracts';

/** One day's reference rates as the ECB publishes them: units of each currency per 1 EUR. */
export interface EcbRates {
  date: string;
  rates: Record<string, number>;
}

/** The file is refused: what was wrong, for the log. The last good rates stay in use. */
export class RatesFeedError extends Error {
  override readonly name = 'RatesFeedError';
}

const DAY_CUBE = /<Cube\s+time\s*=\s*['"](\d{4}-\d{2}-\d{2})['"]\s*>([\s\S]*?)<\/Cube>/;
const RATE_CUBE = /<Cube\s+currency\s*=\s*['"]([^'"]*)['"]\s+rate\s*=\s*['"]([^'"]*)['"]\s*\/>/g;
/** Fewer than this many currencies is not the ECB's daily file (it has about 30). */
const MIN_CURRENCIES = 10;
/** A day's move beyond this factor against the last good rates is a broken file, not a market. */
const MAX_DAILY_FACTOR = 2;

/**
 * Reads the ECB's `eurofxref-daily.xml` (one `<Cube time>` of `<Cube currency rate/>`), refusing
 * anything that is not plainly that: no day, a date that is not a real one or lies ahead, unknown
 * codes, rates that are not positive numbers in range, too few currencies.
 */
export function parseEcbRates(xml: string, today: Date): EcbRates {
  const day = DAY_CUBE.exec(xml);
  if (!day) throw new RatesFeedError('no <Cube time="…"> with rates in the file');
  const date = day[1];
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new RatesFeedError(`the date ${date} is not a real day`);
  }
  if (parsed.getTime() > today.getTime() + 86_400_000) {
    throw new RatesFeedError(`the date ${date} lies ahead`);
  }
  const rates: Record<string, number> = {};
  for (const [, code, raw] of day[2].matchAll(RATE_CUBE)) {
    if (!isReferenceCurrency(code) || code === 'EUR') continue;
    const rate = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (!(rate > 0 && rate <= MAX_EXCHANGE_RATE)) {
      throw new RatesFeedError(`the rate of ${code} is not a positive number in range (${raw.slice(0, 20)})`);
    }
    rates[code] = rate;
  }
  if (Object.keys(rates).length < MIN_CURRENCIES) {
    throw new RatesFeedError(`only ${Object.keys(rates).length} known currencies in the file`);
  }
  return { date, rates: { EUR: 1, ...rates } };
}

/** Refuses a file whose rates moved beyond what a day can move against the last good ones. */
export function assertPlausible(next: EcbRates, previous: Record<string, number> | undefined): void {
  if (!previous) return;
  for (const [code, rate] of Object.entries(next.rates)) {
    const before = previous[code];
    if (!before) continue;
    if (rate / before > MAX_DAILY_FACTOR || before / rate > MAX_DAILY_FACTOR) {
      throw new RatesFeedError(`${code} moved from ${before} to ${rate}`);
    }
  }
}

/**
 * Rates quoted against `from` turned into rates per unit of `to` (cross rates through the
 * quoting currency), rounded to six significant digits; undefined when `to` is not quoted.
 */
export function crossRates(
  base: string,
  rates: Record<string, number>,
  to: string,
): Record<string, number> | undefined {
  const all = { ...rates, [base]: 1 };
  const pivot = all[to];
  if (!pivot) return undefined;
  return Object.fromEntries(
    Object.entries(all).map(([code, rate]) => [
      code,
      code === to ? 1 : Number((rate / pivot).toPrecision(6)),
    ]),
  );
}
