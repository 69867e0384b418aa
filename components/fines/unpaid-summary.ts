import type { ChargeCountsDto, UnpaidTotalsDto } from '@/lib/contract/fines';

/**
 * The finished check's sentence about the unpaid tab: how many charges are still to pay, and how
 * many of the tab's charges wait for ГИС ГМП's confirmation of a payment made through us. Those
 * stay in the unpaid tab («Оплачен, ждём подтверждения» on their cards) but are not counted as
 * unpaid here: `totals.count` sums only the `notpaid` charges of the tab (lib/contract/fines.ts).
 */
export function unpaidSummary(counts: ChargeCountsDto, totals: UnpaidTotalsDto): string {
  const awaiting = Math.max(0, counts.unpaid - totals.count);
  const unpaid = `Неоплаченных штрафов: ${counts.unpaid - awaiting}`;
  return awaiting > 0 ? `${unpaid}, оплачены и ждут подтверждения: ${awaiting}` : unpaid;
}
