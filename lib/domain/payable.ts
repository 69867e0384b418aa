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
