import { addDays } from './dates';

/**
 * What a legal entity's organization settings mean (spec §3 Organization: `countDays`,
 * `subscribeType`; the spec leaves their meaning open, so it is decided here and in docs/api.md):
 * - `subscribeType` is the plan: how many vehicles the fleet list may hold and how far back the
 *   history may reach;
 * - `countDays` is how many days of history are loaded and shown: charges billed in the last
 *   `countDays` days (today included), never more than the plan allows.
 * Plans are not billed in this version; choosing one only sets these limits.
 */

/** The plans, in the order they are offered. */
export const SUBSCRIBE_TYPES = ['base', 'fleet', 'enterprise'] as const;

/** One plan's name. */
export type SubscribeType = (typeof SUBSCRIBE_TYPES)[number];

/** What a plan allows and how it is named in the UI. */
export interface OrganizationPlan {
  title: string;
  /** Most vehicles in the fleet list (imported vehicles). */
  maxVehicles: number;
  /** Longest history, days. */
  maxCountDays: number;
}

/** The plans' limits. */
export const ORGANIZATION_PLANS: Readonly<Record<SubscribeType, OrganizationPlan>> = {
  base: { title: 'Базовый', maxVehicles: 50, maxCountDays: 90 },
  fleet: { title: 'Автопарк', maxVehicles: 2_000, maxCountDays: 365 },
  enterprise: { title: 'Корпоративный', maxVehicles: 20_000, maxCountDays: 730 },
};

/** The history lengths a person can choose, days (two years is what ГИС ГМП answers about). */
export const COUNT_DAYS_OPTIONS = [30, 90, 180, 365, 730] as const;

/** A plan name, or false. */
export function isSubscribeType(value: unknown): value is SubscribeType {
  return typeof value === 'string' && (SUBSCRIBE_TYPES as readonly string[]).includes(value);
}

/** The Russian refusal when `countDays` is not one of the options or is over the plan's limit, else null. */
export function countDaysProblem(plan: SubscribeType, countDays: number): string | null {
  if (!(COUNT_DAYS_OPTIONS as readonly number[]).includes(countDays)) {
    return `Глубина истории — одно из значений: ${COUNT_DAYS_OPTIONS.join(', ')} дней`;
  }
  const { maxCountDays, title } = ORGANIZATION_PLANS[plan];
  return countDays > maxCountDays ? `На тарифе «${title}» история — не больше ${maxCountDays} дней` : null;
}

/**
 * The first bill date of an organization's history on `today` (`YYYY-MM-DD`, Moscow): the last
 * `countDays` days, today included (30 days on 2025-05-30 → from 2025-05-01).
 */
export function historySince(today: string, countDays: number): string {
  return addDays(today, -(countDays - 1));
}

/** Most organizations one account keeps (as its document lists, spec §3 and §9). */
export const MAX_ORGANIZATIONS = 50;
