/**
 * The fines of one document over the last two years, with the bailiffs' orders for those
 * `moved-to-order`. Each fine is drawn from its own seed (`type:number:w<window>:<i>`) and placed on
 * a fixed day, so it keeps its УИН and details while `today` moves; its status follows its fate.
 */
import { addDays, daysBetween } from '@/lib/domain/dates';
import type { RegistryCharge, RegistryDocument, RegistryOrder, RegistryResult } from '../types';
import type { SandboxArticle } from './articles';
import { offenceRegion } from './document-region';
import { drawFate, type PaymentFate, statusAt } from './fates';
import { buildFine } from './fines';
import { buildOrder, type Debtor } from './orders';
import { sandboxHolder, type SandboxHolder } from './people';
import { createRng, type Rng } from './prng';
import { fineProgress } from './progress';
import type { SandboxRegion } from './regions';
import { dateOfDay, dayNumber, HISTORY_DAYS, windowsBack } from './timeline';
import type { UinAllocator } from './uins';

/** One fine to build: when, where, its fate, and who the debtor is (their region handles orders). */
export interface FineWithFatePlan {
  /** Ordinance date, `YYYY-MM-DD`, not after `today`. */
  billDate: string;
  fate: PaymentFate;
  region: SandboxRegion;
  home: SandboxRegion;
  debtor: Debtor;
  today: string;
  /** Minute of `today` (Moscow) the registry answers at: offences are never later. */
  minuteOfDay: number;
  article?: SandboxArticle;
  /** Whose fine it is (people.ts). */
  holder: SandboxHolder;
  /** Its order, if any, is never paid. */
  keepOrderOpen?: boolean;
}

/**
 * A fine with its status and progress on `today`, and its order when the fate has moved it to
 * the bailiffs.
 */
export function buildFineWithFate(
  rng: Rng,
  uins: UinAllocator,
  plan: FineWithFatePlan,
): { fine: RegistryCharge; order: RegistryOrder | null } {
  const status = statusAt(plan.fate, daysBetween(plan.billDate, plan.today));
  const now = { today: plan.today, minuteOfDay: plan.minuteOfDay };
  const { holder } = plan;
  const fine = buildFine(rng, uins, { billDate: plan.billDate, status, region: plan.region, article: plan.article, now, holder });
  fine.progress = fineProgress({
    offenceDate: fine.offence!.at.slice(0, 10),
    billDate: fine.billDate,
    ordinanceNumber: fine.ordinanceNumber,
    camera: fine.offence!.recordedBy === 'camera',
    fate: plan.fate,
    today: plan.today,
  });
  if (status !== 'moved-to-order' || plan.fate.moveDay === null) return { fine, order: null };
  const openedDate = addDays(plan.billDate, plan.fate.moveDay);
  const order = buildOrder(
    rng,
    uins,
    { fine, openedDate, region: plan.home, debtor: plan.debtor, holder, keepOpen: plan.keepOrderOpen },
    plan.today,
  );
  return { fine, order };
}

/** Whose fines and how many: `countIn` draws the number of fines in one window of `windowDays`. */
export interface FineHistoryPlan {
  doc: RegistryDocument;
  home: SandboxRegion;
  debtor: Debtor;
  /** `YYYY-MM-DD`, Europe/Moscow. */
  today: string;
  /** Minute of `today` the registry answers at. */
  minuteOfDay: number;
  windowDays: number;
  countIn: (rng: Rng) => number;
}

/** All fines billed within the last two years up to `today`, and their orders. */
export function buildFineHistory(uins: UinAllocator, plan: FineHistoryPlan): RegistryResult {
  const seed = `${plan.doc.type}:${plan.doc.number}`;
  const result: RegistryResult = { charges: [], orders: [] };
  // Day numbers rather than date strings: this loop runs over a thousand times for the long edge document.
  const holder = sandboxHolder(plan.doc, plan.home);
  const lastDay = dayNumber(plan.today);
  const firstDay = lastDay - HISTORY_DAYS;
  for (const window of windowsBack(plan.today, plan.windowDays)) {
    const count = plan.countIn(createRng(`${seed}:w${window.index}`));
    for (let i = 0; i < count; i++) {
      const rng = createRng(`${seed}:w${window.index}:${i}`);
      const billDay = window.firstDay + rng.int(0, window.length - 1);
      if (billDay < firstDay || billDay > lastDay) continue;
      const billDate = dateOfDay(billDay);
      const fate = drawFate(rng, true);
      const region = offenceRegion(plan.doc, plan.home, rng);
      const { home, debtor, today, minuteOfDay } = plan;
      const plan2 = { billDate, fate, region, home, debtor, today, minuteOfDay, holder };
      const { fine, order } = buildFineWithFate(rng, uins, plan2);
      result.charges.push(fine);
      if (order) result.orders.push(order);
    }
  }
  return result;
}
