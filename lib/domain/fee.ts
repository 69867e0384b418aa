/**
 * Service fee for paying a fine through us (spec §9; DOMAIN.md "Money and fee").
 * All amounts are integer kopeks.
 */

/** Percent taken when no fixed tier applies (spec §9). */
export const SERVICE_FEE_PERCENT = 9;

/**
 * How the 9 percent is rounded: to whole kopeks, half up (x,5 kopek → x+1).
 * Chosen because it is what a person computing "9 % of the amount" by hand expects, and it is
 * never below the exact value by more than half a kopek.
 */
export const SERVICE_FEE_ROUNDING =
  '9 % of the fine amount in kopeks, rounded half up to whole kopeks (4 999,50 → 5 000 kopeks).';

/** Fixed fees of spec §9, in kopeks. */
export const SERVICE_FEE_FIXED = {
  /** Fine below 500 ₽. */
  below500: 4_900,
  /** Fine from 500 ₽ to below 800 ₽. */
  from500to800: 8_900,
  /** Fine of exactly 2 500 ₽. */
  exactly2500: 34_900,
} as const;

/**
 * The fee rule in Russian, ready to show next to the payment button (spec §9): the tiers apply to
 * the amount actually paid, the discounted one within the discount term (ADR 8).
 */
export const SERVICE_FEE_RULE =
  'Комиссия сервиса считается от суммы к оплате — со скидкой, если она действует: 49 ₽ при сумме до 500 ₽, ' +
  '89 ₽ — от 500 до 800 ₽, 349 ₽ — при сумме ровно 2 500 ₽, в остальных случаях 9 % от суммы ' +
  '(округляется до копейки). Для нулевой суммы комиссии нет.';

/**
 * Fee in kopeks for a fine of `amountKopeks` kopeks (spec §9), tiers by the amount in rubles:
 * 0 → 0; below 500 → 49 ₽; from 500 to below 800 → 89 ₽; exactly 2 500 → 349 ₽; otherwise 9 %
 * rounded half up to whole kopeks (so 800 ₽ → 72 ₽, below the 500–800 tier: spec as written).
 * Throws RangeError for a negative or fractional amount: that is a caller's bug, not a fee.
 */
export function serviceFeeKopeks(amountKopeks: number): number {
  if (!Number.isSafeInteger(amountKopeks) || amountKopeks < 0) {
    throw new RangeError(`Expected whole non-negative kopeks, got ${amountKopeks}`);
  }
  if (amountKopeks === 0) return 0;
  if (amountKopeks < 50_000) return SERVICE_FEE_FIXED.below500;
  if (amountKopeks < 80_000) return SERVICE_FEE_FIXED.from500to800;
  if (amountKopeks === 250_000) return SERVICE_FEE_FIXED.exactly2500;
  // Integer arithmetic: floor((a·9 + 50) / 100) is a·9/100 rounded half up, with no float noise.
  return Math.floor((amountKopeks * SERVICE_FEE_PERCENT + 50) / 100);
}
