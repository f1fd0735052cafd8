/**
 * The days a date from outside may name (coupon expiries, report periods). Both databases store
 * far wider ranges, but year 0000 is no date to PostgreSQL and a day after 9999-12-31 no longer
 * prints as an ISO date, so such input is refused (400 naming the field) before it reaches SQL.
 */
export const EARLIEST_DATE = new Date('1970-01-01T00:00:00.000Z');
export const LATEST_DATE = new Date('2999-12-31T23:59:59.999Z');

export function isWithinDateRange(date: Date): boolean {
  const time = date.getTime();
  return time >= EARLIEST_DATE.getTime() && time <= LATEST_DATE.getTime();
}

/** "between 1970-01-01 and 2999-12-31", for messages. */
export const DATE_RANGE_TEXT = `between ${EARLIEST_DATE.toISOString().slice(0, 10)} and ${LATEST_DATE.toISOString().slice(0, 10)}`;
