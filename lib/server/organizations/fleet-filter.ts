import 'server-only';
import type { ChargeListTab } from '@/lib/domain/fine-status';
import { todayInMoscow } from '@/lib/domain/dates';
import { historySince } from '@/lib/domain/organization-plans';
import type { ChargeListFilter } from '@/lib/server/fines/list-filter';
import type { FleetFilterQuery } from '@/lib/validation/organizations';

/** Rubles as typed (whole or with kopeks) to kopeks. */
function kopeks(rubles: number | undefined): number | null {
  return rubles === undefined ? null : Math.round(rubles * 100);
}

/**
 * The charge-list filter of a fleet's query: its tab, dates and fleet filters, within the
 * organization's history window (`countDays` back from `today`, Moscow).
 */
export function fleetFilterOf(
  query: FleetFilterQuery,
  tab: ChargeListTab,
  countDays: number,
  today = todayInMoscow(),
): ChargeListFilter {
  return {
    tab,
    documents: null,
    kind: null,
    from: query.from ?? null,
    to: query.to ?? null,
    fleet: {
      vehicle: query.vehicle ?? null,
      driver: query.driver ?? null,
      article: query.article ?? null,
      minKopeks: kopeks(query.min),
      maxKopeks: kopeks(query.max),
      since: historySince(today, countDays),
    },
  };
}
