/**
 * The countdown to the end of an early-payment discount (КоАП РФ 32.2 ч.1.3): the discount holds
 * through its last day, `until` (`YYYY-MM-DD`), to midnight in Europe/Moscow. Pure: the caller
 * passes the instant.
 */
import { addDays, daysBetween, todayInMoscow } from './dates';

/** The Russian plural of `n`: `forms` for 1, 2–4 and 5+ (`день`, `дня`, `дней`); 11–14 take the last. */
export function pluralRu(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const mod100 = Math.abs(n) % 100;
  const mod10 = mod100 % 10;
  if (mod100 >= 11 && mod100 <= 14) return forms[2];
  if (mod10 === 1) return forms[0];
  if (mod10 >= 2 && mod10 <= 4) return forms[1];
  return forms[2];
}

/** How long a discount still holds at an instant. */
export type DiscountTimeLeft =
  | { state: 'ended' }
  /** Whole calendar days it still holds, today included (2 = today and tomorrow). */
  | { state: 'days'; days: number }
  /**
   * Its last day: whole hours to midnight in Moscow, rounded down (0–24; 0 is less than an hour):
   * a deadline to pay is never said to be further than it is.
   */
  | { state: 'lastDay'; hours: number };

/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET = '+03:00';

/** What is left of a discount ending with the day `until` (Moscow) at `now`. */
export function discountTimeLeft(until: string, now: Date): DiscountTimeLeft {
  const today = todayInMoscow(now);
  if (today > until) return { state: 'ended' };
  if (today < until) return { state: 'days', days: daysBetween(today, until) + 1 };
  const end = Date.parse(`${addDays(until, 1)}T00:00:00${MOSCOW_OFFSET}`);
  return { state: 'lastDay', hours: Math.floor((end - now.getTime()) / 3_600_000) };
}

/**
 * The countdown in words: `ещё 12 дней`, `последний день — осталось 5 часов` (or `меньше часа`),
 * `срок скидки истёк`.
 */
export function discountTimeLeftText(left: DiscountTimeLeft): string {
  switch (left.state) {
    case 'ended':
      return 'срок скидки истёк';
    case 'days':
      return `ещё ${left.days} ${pluralRu(left.days, ['день', 'дня', 'дней'])}`;
    case 'lastDay':
      if (left.hours < 1) return 'последний день — осталось меньше часа';
      return `последний день — осталось ${left.hours} ${pluralRu(left.hours, ['час', 'часа', 'часов'])}`;
  }
}
