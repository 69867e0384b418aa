import type { FineDto } from '@/lib/contract/fines';
import { serviceFeeKopeks } from '@/lib/domain/fee';
import { discountedView } from '@/lib/domain/fine-terms';

type Payable = Pick<FineDto, 'status' | 'amountKopeks' | 'discount'>;

/** What paying this charge today costs, in kopeks: the discounted amount while the discount lasts. */
export function amountToPayKopeks(fine: Payable, today: string): number {
  return discountedView(fine, today)?.amountKopeks ?? fine.amountKopeks;
}

/**
 * What paying every `notpaid` charge costs (an `in_progress` one is already paid through us and
 * waits for confirmation: adding it would invite paying twice), in kopeks: the fines, the service fee charged per
 * fine (as each card shows it, spec §9) and their total — so the list and the cards agree.
 */
export function totalsToPay(fines: readonly Payable[], today: string): { fines: number; fee: number; total: number } {
  let sum = 0;
  let fee = 0;
  for (const fine of fines) {
    if (fine.status !== 'notpaid') continue;
    const amount = amountToPayKopeks(fine, today);
    sum += amount;
    fee += serviceFeeKopeks(amount);
  }
  return { fines: sum, fee, total: sum + fee };
}
