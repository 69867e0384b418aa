import type { ChargeCountsDto, UnpaidTotalsDto } from '@/lib/contract/fines';
import { unpaidSplit } from '@/components/fines/unpaid-summary';
import { plural } from '@/lib/domain/plural';

/**
 * Why the unpaid tab holds more charges than «К оплате» sums: those already paid and awaiting
 * ГИС ГМП's confirmation (`in_progress`), those the viewer's unfinished payment holds (`held`), and
 * those of a status this version does not know (kept in the tab, spec §8, but not summed: nothing
 * is claimed about paying them). Null when the two agree.
 */
export function fleetUnpaidRest(counts: ChargeCountsDto, totals: UnpaidTotalsDto): string | null {
  const { unpaid, awaiting } = unpaidSplit(counts, totals);
  const held = totals.held;
  const unknown = Math.max(0, unpaid - totals.count - held);
  if (awaiting === 0 && unknown === 0 && held === 0) return null;
  const parts = [
    held > 0 &&
      `${held} ${plural(held, 'начисление уже', 'начисления уже', 'начислений уже')} в вашем неоконченном платеже — ${plural(held, 'его карточка ведёт', 'их карточки ведут', 'их карточки ведут')} к нему`,
    awaiting > 0 &&
      `${awaiting} ${plural(awaiting, 'начисление уже оплачено', 'начисления уже оплачены', 'начислений уже оплачены')} и ${plural(awaiting, 'ждёт', 'ждут', 'ждут')} подтверждения из ГИС ГМП — платить ${plural(awaiting, 'его', 'их', 'их')} не нужно`,
    unknown > 0 &&
      `у ${unknown} ${plural(unknown, 'начисления', 'начислений', 'начислений')} неизвестный статус ответа сервера — ${plural(unknown, 'оно не вошло', 'они не вошли', 'они не вошли')} в сумму`,
  ].filter(Boolean);
  return `Ещё в этой вкладке: ${parts.join('; ')}.`;
}
