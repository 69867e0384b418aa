/**
 * Whether a charge can be paid now, as the pay buttons decide (the server decides again when the
 * payment is made: lib/server/payments/selection.ts): a fine or tax charge that is `notpaid`, not
 * replaced by a bailiff order (its УИН is void then, DOMAIN.md) and with something to pay, or an
 * `open` ФССП order. `in_progress` is paid through us and awaits confirmation: not payable again here.
 */
export function isPayableNow(charge: {
  kind: 'fine' | 'tax' | 'order';
  status: string;
  /** A bailiff order replaced this fine. */
  replaced: boolean;
  /** What paying costs, kopeks. */
  amountKopeks: number;
}): boolean {
  if (charge.amountKopeks <= 0) return false;
  if (charge.kind === 'order') return charge.status === 'open';
  return charge.status === 'notpaid' && !charge.replaced;
}

/** What a payment's charges are, in the words of its heading and totals (a tax alone is not a «штраф»). */
export interface PayableWords {
  /** «Оплата штрафов», «Оплата налогов», «Оплата штрафов и налогов». */
  heading: string;
  /** The totals' first line: «Штрафы», «Налоги», «Штрафы и налоги». */
  sum: string;
}

/**
 * The words for a payment of these kinds of charge: a ФССП order is a fine's debt (КоАП 32.2 ч.5) and
 * counts as a fine here; nothing (an empty selection) reads as fines, where the pay buttons start.
 */
export function payableWords(kinds: readonly ('fine' | 'tax' | 'order')[]): PayableWords {
  const taxes = kinds.some((k) => k === 'tax');
  const fines = kinds.some((k) => k !== 'tax') || kinds.length === 0;
  if (taxes && fines) return { heading: 'Оплата штрафов и налогов', sum: 'Штрафы и налоги' };
  if (taxes) return { heading: 'Оплата налогов', sum: 'Налоги' };
  return { heading: 'Оплата штрафов', sum: 'Штрафы' };
}
