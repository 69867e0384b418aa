/**
 * Absolute time for the sandbox: charges are placed on fixed calendar days, not at fixed ages,
 * so a document keeps the same charges (and УИН) from one day to the next while `today` moves on;
 * only their statuses evolve and the oldest leave the two-year window.
 * Dates are `YYYY-MM-DD`, Europe/Moscow.
 */
import { addDays, daysBetween, isIsoDate, todayInMoscow } from '@/lib/domain/dates';

/** The moment the sandbox answers at: the Moscow date and the minute of that day (0–1439). */
export interface SandboxNow {
  today: string;
  minuteOfDay: number;
}

/** Last minute of a day: a bare date means the whole day has passed. */
const END_OF_DAY = 24 * 60 - 1;
/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MINUTES = 180;

/**
 * The sandbox clock at `at`: an instant, or a `YYYY-MM-DD` day taken as a whole (its last minute),
 * which tests and tools use to look at a day's complete answer.
 */
export function sandboxNow(at: Date | string): SandboxNow {
  if (typeof at === 'string') {
    if (!isIsoDate(at)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${at}"`);
    return { today: at, minuteOfDay: END_OF_DAY };
  }
  const minutes = Math.floor(at.getTime() / 60_000) + MOSCOW_OFFSET_MINUTES;
  return { today: todayInMoscow(at), minuteOfDay: ((minutes % 1440) + 1440) % 1440 };
}

const EPOCH = '2000-01-01';

/** How far back ordinances go, days (about two years). */
export const HISTORY_DAYS = 730;

/** Days since 2000-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return daysBetween(EPOCH, date);
}

/** The `YYYY-MM-DD` date of a day number. */
export function dateOfDay(day: number): string {
  return addDays(EPOCH, day);
}

/** A run of `length` days starting at day number `firstDay`; `index` names it in seeds. */
export interface TimeWindow {
  index: number;
  firstDay: number;
  length: number;
}

/** The fixed windows of `length` days that overlap the last HISTORY_DAYS days up to `today`. */
export function windowsBack(today: string, length: number): TimeWindow[] {
  const last = dayNumber(today);
  const windows: TimeWindow[] = [];
  for (let index = Math.floor((last - HISTORY_DAYS) / length); index * length <= last; index++) {
    windows.push({ index, firstDay: index * length, length });
  }
  return windows;
}

/** True when `date` lies within the last HISTORY_DAYS days up to `today`, both included. */
export function inHistory(date: string, today: string): boolean {
  return date <= today && date >= addDays(today, -HISTORY_DAYS);
}

/**
 * The latest date at least `minAgeDays` before `today` whose day number is a multiple of
 * `periodDays`: its age stays within [minAgeDays, minAgeDays + periodDays), and it stays the
 * same date for `periodDays` days in a row.
 */
export function steppedDate(today: string, minAgeDays: number, periodDays: number): string {
  const day = dayNumber(today) - minAgeDays;
  return dateOfDay(day - (((day % periodDays) + periodDays) % periodDays));
}
