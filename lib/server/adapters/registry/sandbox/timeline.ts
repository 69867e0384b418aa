/**
 * Absolute time for the sandbox: charges are placed on fixed calendar days, not at fixed ages,
 * so a document keeps the same charges (and УИН) from one day to the next while `today` moves on;
 * only their statuses evolve and the oldest leave the two-year window.
 * Dates are `YYYY-MM-DD`, Europe/Moscow.
 */
import { addDays, daysBetween } from '@/lib/domain/dates';

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
