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

/** What a payment's charges are, in the words of its heading, totals and outcome (a tax alone is not a «штраф»). */
export interface PayableWords {
  /** «Оплата штрафа», «Оплата штрафов», «Оплата налога», «Оплата налогов», «Оплата штрафов и налогов». */
  heading: string;
  /** The totals' first line and a sentence's subject: «Штраф», «Штрафы», «Налог», «Налоги», «Штрафы и налоги». */
  sum: string;
  /** One charge: the sentence's verb agrees («остался», «отмечен»). */
  one: boolean;
}

/**
 * The words for a payment of these kinds of charge: a ФССП order is a fine's debt (КоАП 32.2 ч.5) and
 * counts as a fine here; nothing (an empty selection) reads as fines, where the pay buttons start.
 */
export function payableWords(kinds: readonly ('fine' | 'tax' | 'order')[]): PayableWords {
  const taxes = kinds.filter((k) => k === 'tax').length;
  const fines = kinds.length - taxes;
  const one = kinds.length === 1;
  if (taxes > 0 && fines > 0) return { heading: 'Оплата штрафов и налогов', sum: 'Штрафы и налоги', one };
  if (taxes > 0) return one ? { heading: 'Оплата налога', sum: 'Налог', one } : { heading: 'Оплата налогов', sum: 'Налоги', one };
  return one ? { heading: 'Оплата штрафа', sum: 'Штраф', one } : { heading: 'Оплата штрафов', sum: 'Штрафы', one };
}
