import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/**
 * Calendar dates of the domain are `YYYY-MM-DD` strings meaning a day in Europe/Moscow
 * (ARCHITECTURE.md §4: ordinance and pay-by dates are `date` in Moscow).
 * Arithmetic on them is plain UTC-midnight arithmetic, so it never depends on the
 * machine's time zone or on daylight saving.
 */

/** IANA zone every calendar date of the product is counted in (Moscow has no DST since 2014). */
export const MOSCOW_TIME_ZONE = 'Europe/Moscow';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * True when `s` is a real calendar date written as `YYYY-MM-DD`
 * (`2024-02-29` yes, `2023-02-29` no).
 */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  // No year 0 in the Gregorian calendar (nor in PostgreSQL's dates).
  if (!m || m[1] === '0000') return false;
  const [, y, mo, d] = m;
  const t = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
  t.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  // 2023-02-29 rolls over to March; a real date survives the round trip.
  return toIsoDate(t) === s;
}

/** True when `s` is written as `YYYY-MM-DD`, whether or not that day exists (see isIsoDate). */
export function looksLikeIsoDate(s: string): boolean {
  return ISO_DATE.test(s);
}

/** Milliseconds at UTC midnight of a `YYYY-MM-DD` date; throws RangeError on anything else. */
function utcMs(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${date}"`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** `YYYY-MM-DD` of a Date read in UTC (years 0–9999). */
function toIsoDate(d: Date): string {
  const y = String(d.getUTCFullYear()).padStart(4, '0');
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  const day = String(d.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

// Made once: building an Intl.DateTimeFormat costs far more than using one, and a list page reads
// the Moscow clock for every row (it was 5 % of the server's time under load on /fines/list).
let moscowClock: Intl.DateTimeFormat | undefined;

/** Date and time parts of an instant as seen on a clock in Moscow. */
function moscowParts(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  // Intl does the zone conversion, so the result is the same on a server in UTC and a laptop in Vladivostok.
  moscowClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: MOSCOW_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = moscowClock.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/**
 * Today's calendar date in Moscow as `YYYY-MM-DD`. `now` defaults to the current instant;
 * pass it in tests and on the server to keep one "today" per request.
 */
export function todayInMoscow(now: Date = new Date()): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date');
  const p = moscowParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `date` (`YYYY-MM-DD`) moved by a whole number of calendar days, negative allowed. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Expected whole days, got ${days}`);
  return toIsoDate(new Date(utcMs(date) + days * DAY_MS));
}

/** Calendar days from `a` to `b` (both `YYYY-MM-DD`): positive when `b` is later, 0 on the same day. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMs(b) - utcMs(a)) / DAY_MS);
}

/** Day of the week of a `YYYY-MM-DD` date, ISO numbering: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(utcMs(date)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** `YYYY-MM-DD` → `DD.MM.YYYY` (`2022-11-24` → `24.11.2022`), the Russian way to write a date. */
export function formatDateRu(date: string): string {
  utcMs(date);
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * An instant (ISO 8601 with zone, e.g. `2025-04-20T11:32:00Z`) as Moscow wall time
 * `DD.MM.YYYY, HH:mm` (`20.04.2025, 14:32`). Throws RangeError when it cannot be parsed.
 */
export function formatDateTimeRu(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Expected an ISO timestamp, got "${iso}"`);
  const p = moscowParts(instant);
  return `${p.day}.${p.month}.${p.year}, ${p.hour}:${p.minute}`;
}

/** An instant (a Date or ms since the epoch) as Moscow wall time `HH:mm`, whatever the browser's zone. */
export function formatTimeMoscow(instant: Date | number): string {
  const p = moscowParts(new Date(instant));
  return `${p.hour}:${p.minute}`;
}

/**
 * dayjs with the Russian locale (month names, weeks start on Monday), without touching
 * dayjs's global locale so other callers are unaffected (ARCHITECTURE.md §5).
 */
export function dayjsRu(date?: dayjs.ConfigType): dayjs.Dayjs {
  return dayjs(date).locale('ru');
}
