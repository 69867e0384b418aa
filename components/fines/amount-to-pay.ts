import type { FineDto } from '@/lib/contract/fines';
import { discountedView } from '@/lib/domain/fine-terms';

/** What paying this charge today costs, in kopeks: the discounted amount while the discount lasts. */
export function amountToPayKopeks(fine: Pick<FineDto, 'status' | 'amountKopeks' | 'discount'>, today: string): number {
  return discountedView(fine, today)?.amountKopeks ?? fine.amountKopeks;
}

/**
 * Sum still to pay over a list of charges, in kopeks. Only `notpaid` counts: an `in_progress`
 * charge is already paid through us and waits for confirmation, so adding it would invite paying twice.
 */
export function totalToPayKopeks(fines: readonly Pick<FineDto, 'status' | 'amountKopeks' | 'discount'>[], today: string): number {
  return fines.reduce((sum, fine) => (fine.status === 'notpaid' ? sum + amountToPayKopeks(fine, today) : sum), 0);
}
