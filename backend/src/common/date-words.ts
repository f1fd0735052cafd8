// Made once: `toLocaleString` with options builds a formatter per call (the start-up sweep of a
// shop with thousands of open orders formats several dates each). `hourCycle: 'h23'` and not
// `hour12: false`: the latter reads midnight as "24:05" in en-US.
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/**
 * The one way a server text (mail, bell) writes a moment: "Dec 4, 2026, 00:01 UTC". Mails cannot
 * know the reader's time zone, so they say UTC.
 */
export function dateTimeWords(date: Date): string {
  return `${DATE_TIME.format(date)} UTC`;
}

/** A day in a server text, as the product writes dates ("Dec 04, 2026"), in UTC like dateTimeWords. */
export function dayWords(date: Date): string {
  return DAY.format(date);
}
