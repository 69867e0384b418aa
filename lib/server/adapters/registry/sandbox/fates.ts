/**
 * What happens to a charge over time, drawn once per charge; the status on a given day follows
 * from it. A fine has 70 days to be paid (PAY_TERM_DAYS, spec §4); an unpaid one reaches the
 * bailiffs some months later (КоАП РФ 32.2 ч.5). So recent charges are mostly `notpaid`,
 * older ones `paid`, `closed` or `moved-to-order`, and a charge never goes back in status.
 */
import { PAY_TERM_DAYS } from '@/lib/domain/fine-terms';
import type { ChargeStatus } from '../types';
import type { Rng } from './prng';

/** Days after the ordinance before a fine can be `moved-to-order`: the pay term plus about two months. */
export const MIN_AGE_FOR_ORDER_DAYS = PAY_TERM_DAYS + 60;

/** Days counted from the bill date; null when the event never happens. */
export interface PaymentFate {
  /** Day the payer pays. */
  payDay: number | null;
  /** Days the registry takes to confirm a payment; the charge is `in_progress` meanwhile. */
  confirmDays: number;
  /** Days after confirmation the payment is reconciled and the charge `closed`. */
  closeAfterDays: number | null;
  /** Day the charge is cancelled without payment (ordinance overturned, tax recalculated): `closed`. */
  cancelDay: number | null;
  /** Day an unpaid fine is handed to the bailiffs; always null for taxes. */
  moveDay: number | null;
}

type Behaviour = 'early' | 'inTerm' | 'late' | 'ignores' | 'cancelled';

/** Draws the fate of a fine, or of a tax debt when `canMove` is false (taxes stay with the ФНС). */
export function drawFate(rng: Rng, canMove: boolean): PaymentFate {
  const behaviour = rng.weighted<Behaviour>([
    // Many pay within the discount term (30 days since 2025, 490-ФЗ).
    { weight: 45, value: 'early' },
    { weight: 15, value: 'inTerm' },
    { weight: 10, value: 'late' },
    { weight: 22, value: 'ignores' },
    { weight: 8, value: 'cancelled' },
  ]);
  // Every draw happens whatever the behaviour, so one charge's fate never shifts another's.
  const early = rng.int(0, 25);
  const inTerm = rng.int(26, PAY_TERM_DAYS);
  const late = rng.int(PAY_TERM_DAYS + 1, 250);
  // Most payments are matched to the charge within days; some hang for months (wrong requisites,
  // a bank's delay): the "paid but still unpaid" case users complain about (DOMAIN.md).
  const confirmDays = rng.chance(0.15) ? rng.int(20, 150) : rng.int(1, 7);
  const closeAfterDays = rng.chance(0.5) ? rng.int(30, 365) : null;
  const cancelDay = rng.int(10, 60);
  const moveDay = MIN_AGE_FOR_ORDER_DAYS + rng.int(0, 90);
  return {
    payDay: behaviour === 'early' ? early : behaviour === 'inTerm' ? inTerm : behaviour === 'late' ? late : null,
    confirmDays,
    closeAfterDays,
    cancelDay: behaviour === 'cancelled' ? cancelDay : null,
    moveDay: behaviour === 'ignores' && canMove ? moveDay : null,
  };
}

/** Status of a charge with `fate` when its bill is `ageDays` old (0 = billed today). */
export function statusAt(fate: PaymentFate, ageDays: number): ChargeStatus {
  if (fate.cancelDay !== null) return ageDays >= fate.cancelDay ? 'closed' : 'notpaid';
  if (fate.payDay !== null) {
    if (ageDays < fate.payDay) return 'notpaid';
    const confirmed = fate.payDay + fate.confirmDays;
    if (ageDays < confirmed) return 'in_progress';
    return fate.closeAfterDays !== null && ageDays >= confirmed + fate.closeAfterDays ? 'closed' : 'paid';
  }
  return fate.moveDay !== null && ageDays >= fate.moveDay ? 'moved-to-order' : 'notpaid';
}
