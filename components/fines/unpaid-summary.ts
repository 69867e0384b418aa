import type { ChargeCountsDto, UnpaidTotalsDto } from '@/lib/contract/fines';

/**
 * The finished check's sentence about the unpaid tab: how many charges are still to pay, and how
 * many of the tab's charges wait for ГИС ГМП's confirmation of a payment (made through us or elsewhere). Those
 * stay in the unpaid tab («Оплачен, ждём подтверждения» on their cards) but are not counted as
 * unpaid here (`totals.awaiting`, counted by the server). A charge of a status the product does not
 * know stays counted as unpaid: it is not known to be paid. Those the person's unfinished payment holds
 * are still unpaid, and named (`totals.held`).
 */
export function unpaidSummary(counts: ChargeCountsDto, totals: UnpaidTotalsDto): string {
  const { unpaid, awaiting } = unpaidSplit(counts, totals);
  // Taxes found by an ИНН are named apart: they are not fines (КоАП), and their sum is not a fine's.
  const sentence =
    totals.taxes > 0
      ? `Неоплаченных штрафов: ${unpaid - totals.taxes}, налогов: ${totals.taxes}`
      : `Неоплаченных штрафов: ${unpaid}`;
  const held = totals.held > 0 ? `${sentence}, из них в вашем неоконченном платеже: ${totals.held}` : sentence;
  return awaiting > 0 ? `${held}, оплачены и ждут подтверждения: ${awaiting}` : held;
}

/** The unpaid tab's charges split into those still to pay and those awaiting ГИС ГМП's confirmation. */
export function unpaidSplit(counts: ChargeCountsDto, totals: UnpaidTotalsDto): { unpaid: number; awaiting: number } {
  return { unpaid: counts.unpaid - totals.awaiting, awaiting: totals.awaiting };
}

/**
 * The finished check's whole sentence, as the list and /profile say it: unpaid (unpaidSummary) and
 * the orders at the bailiffs still owed (the orders tab keeps paid ones too); those paid and
 * awaiting ГИС ГМП's confirmation are named apart, as in the unpaid tab.
 */
export function checkSummary(counts: ChargeCountsDto, totals: UnpaidTotalsDto): string {
  const paid = totals.ordersAwaiting;
  // «не оплачено»: the orders tab's own count keeps the paid ones too, and must not seem contradicted.
  const orders = `у приставов не оплачено: ${totals.ordersOwed}`;
  return `${unpaidSummary(counts, totals)}, ${paid > 0 ? `${orders}, оплаченных постановлений ФССП ждут подтверждения: ${paid}` : orders}`;
}
