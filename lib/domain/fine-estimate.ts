/**
 * What a person can work out from an ordinance alone, before the charge is found in ГИС ГМП:
 * the early-payment discount the law gives, the last day to pay and where today stands. The
 * discount of a real charge (its `discountInfo`) always wins over this estimate.
 * Dates are `YYYY-MM-DD` in Europe/Moscow; amounts are integer kopeks.
 */
import { daysBetween, isIsoDate } from './dates';
import { lawDiscountFor, payByDate } from './fine-terms';
import { roundHalfUp } from './money';

/** The estimate for one ordinance. */
export interface FineEstimate {
  /** The discount by law, or null (an article without discount, or an ordinance before 2016). */
  discount: { percent: number; until: string; amountKopeks: number } | null;
  /** Last day to pay in full: ordinance date + 70 days (КоАП РФ 32.2 ч.1, 31.1). */
  payBy: string;
  /** `discount` while the discount lasts, `full` until the pay-by date, `overdue` after it. */
  stage: 'discount' | 'full' | 'overdue';
  /** Days left in the current stage, counting today (0 when overdue). */
  daysLeft: number;
}

/**
 * Estimates the discount and the term of a fine of `amountKopeks` from `ordinanceDate`, as of
 * `today`. `noDiscount` marks an article the discount does not apply to (КоАП РФ 32.2 ч.1.3).
 * @throws RangeError when a date is not `YYYY-MM-DD` or the amount is not a positive integer.
 */
export function estimateFine(ordinanceDate: string, amountKopeks: number, noDiscount: boolean, today: string): FineEstimate {
  if (!isIsoDate(ordinanceDate) || !isIsoDate(today)) throw new RangeError('Expected YYYY-MM-DD dates');
  if (!Number.isSafeInteger(amountKopeks) || amountKopeks <= 0) throw new RangeError('Expected a positive amount in kopeks');
  const law = noDiscount ? null : lawDiscountFor(ordinanceDate);
  const discount = law && { ...law, amountKopeks: roundHalfUp((amountKopeks * (100 - law.percent)) / 100) };
  const payBy = payByDate(ordinanceDate);
  if (discount && today <= discount.until) {
    return { discount, payBy, stage: 'discount', daysLeft: daysBetween(today, discount.until) + 1 };
  }
  if (today <= payBy) return { discount, payBy, stage: 'full', daysLeft: daysBetween(today, payBy) + 1 };
  return { discount, payBy, stage: 'overdue', daysLeft: 0 };
}
