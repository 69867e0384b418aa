/**
 * Pay-by term, overdue and early-payment discount of a fine (spec §4, §9; DOMAIN.md "Fines").
 * Dates are `YYYY-MM-DD` calendar days in Europe/Moscow; amounts are integer kopeks.
 */
import { addDays, isIsoDate } from './dates';
import { moveToWorkingDay } from './working-days';
import { type FineStatus, isPaidStatus, isUnpaidStatus } from './fine-status';
import { parseKoapArticle } from './koap-article';
import { roundHalfUp } from './money';
import { taxPayByDate } from './tax-terms';

/**
 * Days from the ordinance date to the last day to pay (spec §4, §9): 10 days until the
 * ordinance takes effect + 60 days to pay (КоАП РФ 32.2 ч.1, 31.1).
 */
export const PAY_TERM_DAYS = 70;

/** Early-payment discount: percent off and the last `YYYY-MM-DD` day it applies. */
export type FineDiscount = { percent: number; until: string };

/**
 * Last day to pay: ordinance date + 70 days (`2022-09-15` → `2022-11-24`, as real charges show;
 * DOMAIN.md "Fines"). Not moved off weekends: the charges observed do not do it.
 */
export function payByDate(ordinanceDate: string): string {
  return addDays(ordinanceDate, PAY_TERM_DAYS);
}

/**
 * True when an unpaid (notpaid | in_progress) fine is past its pay-by date: day 70 after the
 * ordinance is still in time, day 71 is overdue (spec §4). Paid, closed and moved-to-order
 * fines are never overdue. Both dates are `YYYY-MM-DD`; ISO strings compare as dates.
 */
export function isOverdue(ordinanceDate: string, today: string, status: FineStatus): boolean {
  if (!isIsoDate(today)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${today}"`);
  return isUnpaidStatus(status) && today > payByDate(ordinanceDate);
}

/** What the term of a charge depends on: its kind, date, and for taxes the КБК and purpose. */
export interface ChargeTermInput {
  kind: 'fine' | 'tax';
  /** Ordinance or charge date, `YYYY-MM-DD`. */
  billDate: string;
  kbk: string;
  purpose: string;
}

/**
 * Last day to pay a charge, `YYYY-MM-DD`: a fine's ordinance date + 70 days (payByDate); a tax's
 * statutory deadline of its period (tax-terms.ts; НК РФ 363, 397, 409), however late it was charged.
 */
export function chargePayByDate(charge: ChargeTermInput): string {
  return charge.kind === 'tax' ? taxPayByDate(charge) : payByDate(charge.billDate);
}

/**
 * True when an unpaid (notpaid | in_progress) charge is past its last day to pay
 * (chargePayByDate): that day itself is still in time. `today` is `YYYY-MM-DD`, Moscow.
 */
export function isChargeOverdue(charge: ChargeTermInput & { status: FineStatus }, today: string): boolean {
  if (!isIsoDate(today)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${today}"`);
  return isUnpaidStatus(charge.status) && today > chargePayByDate(charge);
}

/** First day of the 25 % / 30 days discount (Federal Law 490-ФЗ, in force from 2025-01-01). */
export const DISCOUNT_2025_FROM = '2025-01-01';
/** First day any discount exists: 50 % / 20 days (Federal Law 437-ФЗ, in force from 2016-01-01). */
export const DISCOUNT_2016_FROM = '2016-01-01';

/**
 * Offences paid in full, with no early-payment discount (КоАП РФ 32.2 ч.1.3; DOMAIN.md "Fines").
 * `part: null` means every part of the article.
 */
export const NO_DISCOUNT_ARTICLES: readonly { article: string; part: string | null }[] = [
  { article: '12.1', part: '1.1' },
  { article: '12.8', part: null },
  { article: '12.9', part: '6' },
  { article: '12.9', part: '7' },
  { article: '12.12', part: '3' },
  { article: '12.15', part: '5' },
  { article: '12.16', part: '3.1' },
  { article: '12.24', part: null },
  { article: '12.26', part: null },
  { article: '12.27', part: '3' },
];

/** True when the article reference (`12.9 ч.6`, `ч.3 ст.12.27`) names an offence without discount. */
export function isNoDiscountArticle(article: string): boolean {
  const ref = parseKoapArticle(article);
  if (!ref) return false;
  return NO_DISCOUNT_ARTICLES.some((x) => x.article === ref.article && (x.part === null || x.part === ref.part));
}

/**
 * The discount the law gives for an ordinance of `ordinanceDate` (`YYYY-MM-DD`), used only when
 * the charge carries no `discountInfo` of its own (the charge wins; DOMAIN.md "Fines"):
 * from 2025-01-01 25 % within 30 days (490-ФЗ), from 2016-01-01 50 % within 20 days, earlier none.
 * The term counts calendar days from the ordinance date; ending on a non-working day it moves to
 * the next working day (КоАП РФ 4.8 ч.3, lib/domain/working-days.ts): 2025-04-24 → until 2025-05-26. Articles listed in
 * `NO_DISCOUNT_ARTICLES` → null.
 */
export function lawDiscountFor(ordinanceDate: string, article?: string | null): FineDiscount | null {
  if (!isIsoDate(ordinanceDate)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${ordinanceDate}"`);
  if (article && isNoDiscountArticle(article)) return null;
  if (ordinanceDate < DISCOUNT_2016_FROM) return null;
  const [percent, days] = ordinanceDate >= DISCOUNT_2025_FROM ? [25, 30] : [50, 20];
  return { percent, until: moveToWorkingDay(addDays(ordinanceDate, days)) };
}

/**
 * The discounted variant to show on a fine (spec §4), or null. Shown when the percent is above 0
 * (and below 100), the fine is neither paid, closed nor moved to the bailiffs, and `today`
 * (`YYYY-MM-DD`, Moscow) is not after `until`. Amount in kopeks = amount × (100 − percent) / 100
 * rounded half up to whole kopeks (75 000 at 25 % → 56 250, i.e. 562,50 ₽).
 */
export function discountedView(
  fine: { status: FineStatus; amountKopeks: number; discount: FineDiscount | null },
  today: string,
): { amountKopeks: number; percent: number; until: string } | null {
  const { discount, status } = fine;
  if (!discount || !(discount.percent > 0) || discount.percent >= 100) return null;
  if (isPaidStatus(status) || status === 'moved-to-order') return null;
  if (today > discount.until) return null;
  return {
    amountKopeks: roundHalfUp((fine.amountKopeks * (100 - discount.percent)) / 100),
    percent: discount.percent,
    until: discount.until,
  };
}
