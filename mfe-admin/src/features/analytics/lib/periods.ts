import type { Period } from '../api/analytics-api';

export const PRESETS = ['7', '30', '90', 'month', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

const DAY_MS = 86_400_000;
const text = (date: Date) => date.toISOString().slice(0, 10);
/** Today's calendar date where the reader is, as a UTC midnight (so day arithmetic has no DST jumps). */
const todayOf = (now: Date) => new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));

/** The days a preset names, ending today: the last 7, 30 or 90 days, or this month so far. */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, now = new Date()): Period {
  const today = todayOf(now);
  if (preset === 'month') {
    return {
      from: text(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))),
      to: text(today),
    };
  }
  return { from: text(new Date(today.getTime() - (Number(preset) - 1) * DAY_MS)), to: text(today) };
}

/** This week so far, from Monday (the dashboard's panel). */
export function thisWeek(now = new Date()): Period {
  const today = todayOf(now);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return { from: text(new Date(today.getTime() - sinceMonday * DAY_MS)), to: text(today) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A custom period from the URL or the form, if it is two real days in order at most two years apart. */
export function customPeriod(from: string | null, to: string | null): Period | undefined {
  if (!from || !to || !DAY.test(from) || !DAY.test(to)) return undefined;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end || (end - start) / DAY_MS > 730)
    return undefined;
  return { from, to };
}

/** The change from `previous` to `current` as a fraction (0.25 = +25 %); null when there was nothing before. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / Math.abs(previous);
}
