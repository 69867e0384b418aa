import type { ChargeRowDto } from '@/lib/contract/fines';
import { isFineStatus, isPaidStatus } from '@/lib/domain/fine-status';

/**
 * Which of the three card shapes a row takes — an order, a paid fine (no amounts to pay, no
 * selection) or an unpaid one, the tallest — so the list can guess an unpainted card's height
 * (`data-card` in app/globals.css) close to what it takes when painted.
 */
export function cardShape(row: Pick<ChargeRowDto, 'kind' | 'status'>): 'order' | 'paid' | 'unpaid' {
  if (row.kind === 'order') return 'order';
  return isFineStatus(row.status) && isPaidStatus(row.status) ? 'paid' : 'unpaid';
}
