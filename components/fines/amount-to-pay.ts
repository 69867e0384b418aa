import type { FineStatus } from '@/lib/domain/fine-status';
import type { FineDiscount } from '@/lib/domain/fine-terms';
import { discountedView } from '@/lib/domain/fine-terms';

/**
 * What paying this charge today costs, in kopeks: the discounted amount while the discount lasts.
 * The list's sum of these over the unpaid tab comes from the server (`totals`), counted the same way.
 */
export function amountToPayKopeks(
  fine: { status: FineStatus; amountKopeks: number; discount: FineDiscount | null },
  today: string,
): number {
  return discountedView(fine, today)?.amountKopeks ?? fine.amountKopeks;
}
