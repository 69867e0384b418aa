/**
 * Answers for the edge documents (edge-documents.ts), built so that each shows what its
 * description promises on any `today`. Dates step in fixed periods (steppedDate), so the charges
 * stay the same for weeks rather than changing every day.
 */
import type { RegistryDocument, RegistryResult } from '../types';
import { findSandboxArticle, type SandboxArticle } from './articles';
import { homeRegion } from './document-region';
import type { SandboxEdgeDocument } from './edge-documents';
import { MIN_AGE_FOR_ORDER_DAYS, type PaymentFate } from './fates';
import { buildFineHistory, buildFineWithFate } from './fine-history';
import { sandboxHolder, type SandboxHolder } from './people';
import { createRng } from './prng';
import type { SandboxRegion } from './regions';
import { type SandboxNow, steppedDate } from './timeline';
import type { UinAllocator } from './uins';

/** The `discountAndOverdue` fines: the first is 0–19 days old, inside any discount term (20 or 30 days). */
export const DISCOUNTED_FINE_MIN_AGE_DAYS = 0;
/** …the second 100–119 days old: past the 70-day pay term and not with the bailiffs. */
export const OVERDUE_FINE_MIN_AGE_DAYS = 100;
/** Number of fines the `ordersOnly` document has. */
export const ORDERS_ONLY_COUNT = 3;

// Edge dates move every 20 days: the shortest discount term (20 days before 2025), so the discounted
// fine is always inside its term.
const STEP_DAYS = 20;
/** Window of the `many` document, days. */
const MANY_WINDOW_DAYS = 30;
/**
 * Its fines per window. Two years always hold 23 whole windows, so 23 × 45 ≥ SANDBOX_MANY_FINES_MIN;
 * about 1200 on average.
 */
const MANY_PER_WINDOW = { min: 45, max: 55 } as const;

/** A fine nobody pays: it stays `notpaid`, or goes to the bailiffs on `moveDay`. */
function unpaidFate(moveDay: number | null): PaymentFate {
  return { payDay: null, confirmDays: 1, closeAfterDays: null, cancelDay: null, moveDay };
}

function article(code: string): SandboxArticle {
  const found = findSandboxArticle(code);
  if (!found) throw new Error(`Article ${code} is missing from the sandbox table`);
  return found;
}

/** Context shared by the edge builders. */
interface EdgeContext {
  doc: RegistryDocument;
  seed: string;
  home: SandboxRegion;
  uins: UinAllocator;
  today: string;
  minuteOfDay: number;
  holder: SandboxHolder;
}

function ordersOnly({ seed, home, uins, today, minuteOfDay, holder }: EdgeContext): RegistryResult {
  const result: RegistryResult = { charges: [], orders: [] };
  for (let i = 0; i < ORDERS_ONLY_COUNT; i++) {
    const billDate = steppedDate(today, MIN_AGE_FOR_ORDER_DAYS + 60 + i * 150, STEP_DAYS);
    const rng = createRng(`${seed}:edge:${billDate}`);
    const fate = unpaidFate(MIN_AGE_FOR_ORDER_DAYS + rng.int(0, 50));
    // The newest order stays open, so there is always something to pay.
    const keepOrderOpen = i === 0;
    const plan = { billDate, fate, region: home, home, debtor: 'person' as const, today, minuteOfDay, holder, keepOrderOpen };
    const { fine, order } = buildFineWithFate(rng, uins, plan);
    result.charges.push(fine);
    if (order) result.orders.push(order);
  }
  return result;
}

function discountAndOverdue({ seed, home, uins, today, minuteOfDay, holder }: EdgeContext): RegistryResult {
  const plans = [
    { minAge: DISCOUNTED_FINE_MIN_AGE_DAYS, code: '12.9 ч.2' },
    { minAge: OVERDUE_FINE_MIN_AGE_DAYS, code: '12.12 ч.1' },
  ];
  const charges = plans.map(({ minAge, code }) => {
    const billDate = steppedDate(today, minAge, STEP_DAYS);
    const rng = createRng(`${seed}:edge:${billDate}`);
    const plan = {
      billDate,
      fate: unpaidFate(null),
      region: home,
      home,
      debtor: 'person' as const,
      today,
      minuteOfDay,
      article: article(code),
      holder,
    };
    return buildFineWithFate(rng, uins, plan).fine;
  });
  return { charges, orders: [] };
}

/**
 * The answer for an edge document at `now`. `error` gives an empty answer: the registry adapter
 * throws before asking for it (see isSandboxErrorDocument).
 */
export function buildEdgeResult(
  edge: SandboxEdgeDocument,
  doc: RegistryDocument,
  uins: UinAllocator,
  now: SandboxNow,
): RegistryResult {
  const seed = `${doc.type}:${doc.number}`;
  const { today, minuteOfDay } = now;
  const home = homeRegion(doc, createRng(seed));
  const ctx: EdgeContext = { doc, seed, home, uins, today, minuteOfDay, holder: sandboxHolder(doc, home) };
  switch (edge.behaviour) {
    case 'empty':
    case 'error':
      return { charges: [], orders: [] };
    case 'many':
      return buildFineHistory(uins, {
        doc,
        home: ctx.home,
        debtor: 'person',
        today,
        minuteOfDay,
        windowDays: MANY_WINDOW_DAYS,
        countIn: (rng) => rng.int(MANY_PER_WINDOW.min, MANY_PER_WINDOW.max),
      });
    case 'ordersOnly':
      return ordersOnly(ctx);
    case 'discountAndOverdue':
      return discountAndOverdue(ctx);
  }
}
