import type { ChargeCountsDto, UnpaidTotalsDto } from '@/lib/contract/fines';

/**
 * The finished check's sentence about the unpaid tab: how many charges are still to pay, and how
 * many of the tab's charges wait for ГИС ГМП's confirmation of a payment made through us. Those
 * stay in the unpaid tab («Оплачен, ждём подтверждения» on their cards) but are not counted as
 * unpaid here (`totals.awaiting`, counted by the server). A charge of a status the product does not
 * know stays counted as unpaid: it is not known to be paid.
 */
export function unpaidSummary(counts: ChargeCountsDto, totals: UnpaidTotalsDto): string {
  const unpaid = `Неоплаченных штрафов: ${counts.unpaid - totals.awaiting}`;
  return totals.awaiting > 0 ? `${unpaid}, оплачены и ждут подтверждения: ${totals.awaiting}` : unpaid;
}
