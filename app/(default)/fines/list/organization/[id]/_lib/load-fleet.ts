import 'server-only';
import { notFound } from 'next/navigation';
import * as z from 'zod/mini';
import { fleetFilterQuery as addressFilters, type FleetAddress } from '@/components/fleet/fleet-address';
import type { FleetGroupsDto, FleetPageDto, FleetStatsDto, FleetVehicleDto } from '@/lib/contract/organizations';
import { todayInMoscow } from '@/lib/domain/dates';
import { getPageUser, redirectToSignIn } from '@/lib/server/accounts/page-auth';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { organizationScope } from '@/lib/server/organizations/access';
import { listFleetPage } from '@/lib/server/organizations/fleet-list';
import { fleetGroups, fleetStats } from '@/lib/server/organizations/fleet-report';
import { listVehicles } from '@/lib/server/organizations/fleet-vehicles';
import { idParam } from '@/lib/validation/common';
import { fleetListQuery, type FleetFilterQuery, type FleetListQuery } from '@/lib/validation/organizations';

/** What the fleet page renders: its list page (always, for the counts), and the groups or figures of its view. */
export interface FleetPageData {
  page: FleetPageDto;
  groups: FleetGroupsDto | null;
  stats: FleetStatsDto | null;
  /** The first page of the fleet's vehicle list («Список машин»). */
  vehicles: { vehicles: FleetVehicleDto[]; nextAfter: number | null };
  /** Messages of filters that could not be used, by field (the view is shown without them). */
  errors: Record<string, string>;
  /** The address actually shown (a refused cursor or filter is dropped). */
  address: FleetAddress;
  today: string;
  /** When this was read (epoch ms): the list's client pages start afresh from a newer render. */
  renderedAt: number;
}

/** The messages of a failed parse, one per field. */
function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

/**
 * The other ends of ranges that contradict themselves (`min` above `max`, `from` after `to`: the
 * checks across both ends name the second in `params.pair`, lib/validation/organizations.ts). Such a
 * range is dropped whole, since keeping one end would filter by half of what the person meant while
 * the page says the filter is not applied. A wrong date alone leaves the other end in force.
 */
function pairedEnds(error: z.core.$ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const pair = issue.code === 'custom' ? (issue.params as { pair?: unknown } | undefined)?.pair : undefined;
    return typeof pair === 'string' ? [pair] : [];
  });
}

/**
 * The list query of an address: every filter that parses is kept, and only the refused ones are
 * dropped and named (a wrong «Сумма от» does not throw away the plate and the article). A cursor
 * that does not parse (a control character, a cut address) is dropped too: the list starts again.
 * Never throws: tab and sort are already one of their values (readFleetAddress).
 */
function usableQuery(address: FleetAddress): {
  query: FleetListQuery;
  errors: Record<string, string>;
  shown: FleetAddress;
} {
  const input: Record<string, string> = {
    ...Object.fromEntries(addressFilters(address)),
    tab: address.tab,
    sort: address.sort,
    ...(address.cursor && { cursor: address.cursor }),
    // The page shows the tab counts and the unpaid totals on a later page too (a link followed
    // with JavaScript off, or opened in a new tab), not only on the first.
    summary: '1',
  };
  const errors: Record<string, string> = {};
  // The other ends of contradictory ranges: left out with them, named once (under the first end).
  const alsoDropped = new Set<string>();
  // Each pass drops the fields the previous one refused; a check across fields (min above max)
  // names one of them, so a few passes always end with a query that parses.
  for (let pass = 0; pass < 4; pass++) {
    const parsed = z.safeParse(fleetListQuery, input);
    if (parsed.success) {
      const filters = Object.fromEntries(
        Object.entries(address.filters).filter(([key]) => !(key in errors) && !alsoDropped.has(key)),
      ) as FleetAddress['filters'];
      const cursor = 'cursor' in errors ? null : address.cursor;
      delete errors.cursor; // a stale or broken page address is not the person's mistake
      return { query: parsed.data, errors, shown: { ...address, filters, cursor } };
    }
    for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
      errors[field] ??= message;
      delete input[field];
    }
    for (const field of pairedEnds(parsed.error)) {
      alsoDropped.add(field);
      delete input[field];
    }
  }
  delete errors.cursor;
  return {
    query: z.parse(fleetListQuery, { tab: address.tab, sort: address.sort }),
    errors,
    shown: { ...address, filters: {}, cursor: null },
  };
}

/**
 * Loads an organization's fleet page for the signed-in member: the organization (else the 404
 * page; a private person too), one page of its charges under the address's filters — each filter
 * that does not parse is named and left out, a cursor the server refuses starts the list again — and the
 * groups or figures of the chosen view. Without a sign-in, the login page.
 */
export async function loadFleetPage(
  rawId: string,
  address: FleetAddress,
  path: string,
): Promise<FleetPageData & { organizationId: number }> {
  const user = await getPageUser();
  if (!user) return redirectToSignIn(path);
  const parsedId = idParam.safeParse(rawId);
  if (!parsedId.success) notFound();
  const organizationId = parsedId.data;
  const db = await getDb();
  try {
    await organizationScope(db, user.userId, organizationId);
  } catch (error) {
    if (isAppError(error) && (error.httpStatus === 404 || error.httpStatus === 403)) notFound();
    throw error;
  }
  const { query, errors, shown } = usableQuery(address);
  const today = todayInMoscow();
  let page: FleetPageDto;
  try {
    page = await listFleetPage(db, user.userId, organizationId, query, today);
  } catch (error) {
    if (!(isAppError(error) && error.httpStatus === 400 && query.cursor)) throw error;
    page = await listFleetPage(db, user.userId, organizationId, { ...query, cursor: undefined }, today);
    shown.cursor = null;
  }
  const filters: FleetFilterQuery = { ...query };
  const groups =
    address.view === 'vehicles' || address.view === 'drivers'
      ? await fleetGroups(
          db,
          user.userId,
          organizationId,
          { ...filters, by: address.view === 'vehicles' ? 'vehicle' : 'driver', page: address.page },
          today,
        )
      : null;
  const stats = address.view === 'chart' ? await fleetStats(db, user.userId, organizationId, filters, today) : null;
  const vehicles = await listVehicles(db, user.userId, organizationId, undefined);
  return { organizationId, page, groups, stats, vehicles, errors, address: shown, today, renderedAt: Date.now() };
}
