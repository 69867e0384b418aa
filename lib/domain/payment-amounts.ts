/**
 * What paying a charge costs today (spec §4, §9; DOMAIN.md "Money and fee"). All amounts are
 * integer kopeks; `today` is a `YYYY-MM-DD` day in Europe/Moscow — the day of payment decides
 * whether the early-payment discount still applies (КоАП РФ 32.2 ч.1.3).
 */
import { serviceFeeKopeks } from './fee';
import { discountedView, type FineDiscount } from './fine-terms';
import type { FineStatus } from './fine-status';

/** What the amount of a charge depends on. */
export interface PayableCharge {
  status: FineStatus;
  /** The full amount of the charge, kopeks. */
  amountKopeks: number;
  discount: FineDiscount | null;
}

/** One charge in a payment: the full amount, what is paid (discount applied), the fee and their sum. */
export interface PaymentLine {
  /** The charge's full amount, kopeks. */
  fullAmountKopeks: number;
  /** What is paid for the charge: the discounted amount while the discount lasts, else the full one. */
  amountKopeks: number;
  /** The discount percent applied (25, 50), or null. */
  discountPercent: number | null;
  /** The service fee on `amountKopeks` (spec §9, per charge). */
  feeKopeks: number;
  /** `amountKopeks + feeKopeks`. */
  totalKopeks: number;
}

/**
 * The line for one charge paid on `today`: the discounted amount when the discount applies that
 * day (percent above 0, the charge not paid or closed, `today` not after its last day), and the
 * spec §9 fee on the amount actually paid. Throws RangeError for a negative or fractional amount.
 */
export function paymentLine(charge: PayableCharge, today: string): PaymentLine {
  const discounted = discountedView(charge, today);
  const amountKopeks = discounted?.amountKopeks ?? charge.amountKopeks;
  const feeKopeks = serviceFeeKopeks(amountKopeks);
  return {
    fullAmountKopeks: charge.amountKopeks,
    amountKopeks,
    discountPercent: discounted?.percent ?? null,
    feeKopeks,
    totalKopeks: amountKopeks + feeKopeks,
  };
}

/** Sums of a payment, kopeks: the charges, the fees and the total the card is charged. */
export interface PaymentTotals {
  amountKopeks: number;
  feeKopeks: number;
  totalKopeks: number;
}

/** Adds up the lines of a payment (whole kopeks in, whole kopeks out). */
export function paymentTotals(lines: readonly Pick<PaymentLine, 'amountKopeks' | 'feeKopeks'>[]): PaymentTotals {
  let amountKopeks = 0;
  let feeKopeks = 0;
  for (const line of lines) {
    amountKopeks += line.amountKopeks;
    feeKopeks += line.feeKopeks;
  }
  return { amountKopeks, feeKopeks, totalKopeks: amountKopeks + feeKopeks };
}

/** The smallest card payment a gateway takes: 1 ₽ (YooKassa's minimum for bank cards). */
export const MIN_PAYMENT_KOPEKS = 100;

/** At most this many charges in one payment of a person (their unpaid list fits). */
export const MAX_PAYMENT_ITEMS = 50;

/** Most charges one payment of an organization's fleet holds (a bulk payment of a legal entity). */
export const MAX_BULK_PAYMENT_ITEMS = 500;

/** Kopeks → the decimal string of rubles gateways use in `amount.value` (`123456` → `"1234.56"`). */
export function kopeksToDecimal(kopeks: number): string {
  if (!Number.isSafeInteger(kopeks) || kopeks < 0) throw new RangeError(`Expected whole non-negative kopeks, got ${kopeks}`);
  return `${Math.floor(kopeks / 100)}.${String(kopeks % 100).padStart(2, '0')}`;
}

/** The decimal string of a gateway's `amount.value` (`"1234.56"`, `"10"`) → kopeks; null when not an amount. */
export function decimalToKopeks(value: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
