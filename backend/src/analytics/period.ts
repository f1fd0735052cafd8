import { ANALYTICS_MAX_DAYS, AnalyticsInterval } from '@market/contracts';
import { DomainError } from '../common/domain-error';

/** A period of shop days, both ends included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const badField = (field: string, message: string) =>
  new DomainError('ANALYTICS.BAD_PERIOD', 'invalid', message, undefined, { field });

/** Days since 1970-01-01 of a real calendar day, or undefined. */
function dayNumber(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return undefined;
  if (year < 1970 || year > 2999) return undefined;
  return time / DAY_MS;
}

export const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Checks `from` and `to` (400 naming the field): real days, in order, at most two years apart. */
export function periodOf(from: unknown, to: unknown): Period {
  const start = dayNumber(from);
  if (start === undefined)
    throw badField('from', 'from must be a real date YYYY-MM-DD between 1970 and 2999');
  const end = dayNumber(to);
  if (end === undefined) throw badField('to', 'to must be a real date YYYY-MM-DD between 1970 and 2999');
  if (start > end) throw badField('from', 'from must not be after to');
  if (end - start + 1 > ANALYTICS_MAX_DAYS) {
    throw badField('to', `The period may span at most ${ANALYTICS_MAX_DAYS} days (two years)`);
  }
  return { from: dayText(start), to: dayText(end) };
}

export function lengthOf(period: Period): number {
  return (dayNumber(period.to) ?? 0) - (dayNumber(period.from) ?? 0) + 1;
}

/** The period of the same length just before. */
export function previousOf(period: Period): Period {
  const start = dayNumber(period.from) ?? 0;
  const days = lengthOf(period);
  return { from: dayText(start - days), to: dayText(start - 1) };
}

/** Each day of the period, oldest first. */
export function daysOf(period: Period): string[] {
  const start = dayNumber(period.from) ?? 0;
  return Array.from({ length: lengthOf(period) }, (_, i) => dayText(start + i));
}

/** The first day of the bucket `day` falls in: itself, its week's Monday (ISO), or its month's first day. */
export function bucketOf(day: string, interval: AnalyticsInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 8)}01`;
  const n = dayNumber(day) ?? 0;
  // 1970-01-01 was a Thursday: Monday is three days before.
  return dayText(n - ((n + 3) % 7));
}
