/**
 * Answers for the edge documents (edge-documents.ts), built so that each shows what its
 * description promises on any `today`.
 */
import { addDays } from '@/lib/domain/dates';
import type { RegistryDocument, RegistryResult } from '../types';
import { findSandboxArticle, type SandboxArticle } from './articles';
import { homeRegion } from './document-region';
import { SANDBOX_MANY_FINES_COUNT, type SandboxEdgeDocument } from './edge-documents';
import { buildFineSet, HISTORY_DAYS } from './fine-set';
import { buildFine } from './fines';
import { buildOrder } from './orders';
import type { Rng } from './prng';
import { MIN_AGE_FOR_ORDER_DAYS } from './statuses';
import type { UinAllocator } from './uins';

/** Charges of the `discountAndOverdue` document: days since the ordinance. */
export const DISCOUNTED_FINE_AGE_DAYS = 3;
/** Past the 70-day pay term and not yet with the bailiffs. */
export const OVERDUE_FINE_AGE_DAYS = 100;
/** Number of fines the `ordersOnly` document has. */
export const ORDERS_ONLY_COUNT = 3;

function article(code: string): SandboxArticle {
  const found = findSandboxArticle(code);
  if (!found) throw new Error(`Article ${code} is missing from the sandbox table`);
  return found;
}

/**
 * The answer for an edge document. `error` gives an empty answer: the registry adapter throws
 * before asking for it (see isSandboxErrorDocument).
 */
export function buildEdgeResult(
  edge: SandboxEdgeDocument,
  doc: RegistryDocument,
  rng: Rng,
  uins: UinAllocator,
  today: string,
): RegistryResult {
  const home = homeRegion(doc, rng);
  switch (edge.behaviour) {
    case 'empty':
    case 'error':
      return { charges: [], orders: [] };
    case 'many':
      return buildFineSet(rng, uins, { doc, home, debtor: 'person', count: SANDBOX_MANY_FINES_COUNT, today });
    case 'ordersOnly': {
      const result: RegistryResult = { charges: [], orders: [] };
      for (let i = 0; i < ORDERS_ONLY_COUNT; i++) {
        const ageDays = rng.int(MIN_AGE_FOR_ORDER_DAYS + 30, HISTORY_DAYS);
        const fine = buildFine(rng, uins, { billDate: addDays(today, -ageDays), status: 'moved-to-order', region: home });
        const order = buildOrder(rng, uins, { fine, region: home, debtor: 'person' }, today);
        result.charges.push(fine);
        // The first order stays open, so there is always something to pay.
        result.orders.push(i === 0 ? { ...order, status: 'open' } : order);
      }
      return result;
    }
    case 'discountAndOverdue':
      return {
        charges: [
          buildFine(rng, uins, {
            billDate: addDays(today, -DISCOUNTED_FINE_AGE_DAYS),
            status: 'notpaid',
            region: home,
            article: article('12.9 ч.2'),
          }),
          buildFine(rng, uins, {
            billDate: addDays(today, -OVERDUE_FINE_AGE_DAYS),
            status: 'notpaid',
            region: home,
            article: article('12.12 ч.1'),
          }),
        ],
        orders: [],
      };
  }
}
