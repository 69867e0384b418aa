import 'server-only';
import { and, desc, sql } from 'drizzle-orm';
import type { FleetGroupsDto, FleetStatsDto } from '@/lib/contract/organizations';
import { todayInMoscow } from '@/lib/domain/dates';
import { historySince } from '@/lib/domain/organization-plans';
import type { Db } from '@/lib/server/db/client';
import { charges, fleetVehicles } from '@/lib/server/db/schema';
import { amountToPaySql } from '@/lib/server/fines/amount-sql';
import { listConditions } from '@/lib/server/fines/list-filter';
import type { FleetFilterQuery } from '@/lib/validation/organizations';
import { organizationScope } from './access';
import { fleetFilterOf } from './fleet-filter';
import { vehicleRefs } from './fleet-list';

/** Groups on a page of `GET organization/{id}/groups`. */
export const GROUPS_PAGE_SIZE = 50;

/**
 * `GET /105/api/organization/{id}/groups?by=vehicle|driver`: the fleet's charges under the filters
 * (every tab) grouped by vehicle plate or by driver, the largest unpaid sums first: how many, how
 * many unpaid, what paying those costs today and the amount of all — aggregates in SQL, 50 a page.
 * @throws AppError 403; 404 when not the user's.
 */
export async function fleetGroups(
  db: Db,
  userId: number,
  organizationId: number,
  query: FleetFilterQuery & { by: 'vehicle' | 'driver'; page: number },
  today = todayInMoscow(),
): Promise<FleetGroupsDto> {
  const { organization, scope } = await organizationScope(db, userId, organizationId);
  const { tab: _all, ...filter } = fleetFilterOf(query, 'unpaid', organization.countDays, today);
  const unpaid = sql`${charges.listTab} = 'unpaid' and ${charges.status} = 'notpaid'`;
  // Charges are summed per vehicle first (one pass over the index), then per plate or per driver:
  // a driver is looked up once per vehicle, not once per charge.
  const perVehicle = db
    .select({
      plate: sql<string | null>`${charges.vehiclePlate}`.as('plate'),
      sts: sql<string | null>`${charges.vehicleSts}`.as('sts'),
      count: sql<number>`count(*)`.as('count'),
      unpaidCount: sql<number>`count(*) filter (where ${unpaid})`.as('unpaid_count'),
      unpaidKopeks: sql<string>`coalesce(sum(${amountToPaySql(today)}) filter (where ${unpaid}), 0)`.as('unpaid_kopeks'),
      amountKopeks: sql<string>`coalesce(sum(${charges.amountKopeks}), 0)`.as('amount_kopeks'),
    })
    .from(charges)
    .where(listConditions(db, scope, filter))
    .groupBy(charges.vehiclePlate, charges.vehicleSts)
    .as('per_vehicle');
  const organizationKey = scope.kind === 'organization' ? scope.organizationId : -1;
  // Each vehicle's driver, read once per vehicle (a lateral join). The subquery's own columns share
  // the names `sts` and `plate`, and Drizzle writes an aliased field of a subquery unqualified: name
  // per_vehicle's columns in full, or `v.sts = "sts"` would compare the vehicle with itself and give
  // every group the fleet's first driver.
  const vehicleDriver = db
    .select({ driver: sql<string | null>`${fleetVehicles.driver}`.as('driver') })
    .from(fleetVehicles)
    .where(
      sql`${fleetVehicles.organizationId} = ${organizationKey}
        and (${fleetVehicles.sts} = "per_vehicle"."sts" or ${fleetVehicles.plate} = "per_vehicle"."plate")`,
    )
    .orderBy(fleetVehicles.id)
    .limit(1)
    .as('vehicle_driver');
  const sums = {
    sts: sql<string | null>`min(${perVehicle.sts})`,
    count: sql<number>`sum(${perVehicle.count})::int`,
    unpaidCount: sql<number>`sum(${perVehicle.unpaidCount})::int`,
    unpaidKopeks: sql<string>`sum(${perVehicle.unpaidKopeks})::bigint`,
    amountKopeks: sql<string>`sum(${perVehicle.amountKopeks})::bigint`,
  };
  const rows = await (
    query.by === 'vehicle'
      ? db
          .select({ key: sql<string | null>`${perVehicle.plate}`, ...sums })
          .from(perVehicle)
          .groupBy(sql`1`)
      : // One driver however the lines of the import spelled the case («Петров П. П.», «петров п. п.»):
        // grouped without case, shown as the capitalised spelling (first in code-point order, whatever the collation).
        db
          .select({ key: sql<string | null>`min(${vehicleDriver.driver} collate "C")`, ...sums })
          .from(perVehicle)
          .leftJoinLateral(vehicleDriver, sql`true`)
          .groupBy(sql`lower(${vehicleDriver.driver})`)
  )
    .orderBy(sql`5 desc`, sql`3 desc`, sql`1`)
    .limit(GROUPS_PAGE_SIZE + 1)
    .offset((query.page - 1) * GROUPS_PAGE_SIZE);
  const page = rows.slice(0, GROUPS_PAGE_SIZE);
  const refOf =
    query.by === 'vehicle'
      ? await vehicleRefs(
          db,
          scope,
          page.map((r) => ({ vehiclePlate: r.key, vehicleSts: r.sts })),
        )
      : null;
  return {
    by: query.by,
    page: query.page,
    hasMore: rows.length > GROUPS_PAGE_SIZE,
    groups: page.map((r) => ({
      key: r.key,
      sts: query.by === 'vehicle' ? r.sts : null,
      driver: refOf ? refOf({ vehiclePlate: r.key, vehicleSts: r.sts }).driver : r.key,
      count: Number(r.count),
      unpaidCount: Number(r.unpaidCount),
      unpaidKopeks: Number(r.unpaidKopeks),
      amountKopeks: Number(r.amountKopeks),
    })),
  };
}

/** Every `YYYY-MM` from the month of `from` to the month of `to`, oldest first. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const [endYear, endMonth] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/**
 * `GET /105/api/organization/{id}/stats`: the fleet's charges under the filters (every tab) per
 * month of its history (zeros included) and the 10 vehicles with the largest sums, aggregated in
 * SQL. @throws AppError 403; 404 when not the user's.
 */
export async function fleetStats(
  db: Db,
  userId: number,
  organizationId: number,
  query: FleetFilterQuery,
  today = todayInMoscow(),
): Promise<FleetStatsDto> {
  const { organization, scope } = await organizationScope(db, userId, organizationId);
  const { tab: _all, ...filter } = fleetFilterOf(query, 'unpaid', organization.countDays, today);
  const conditions = listConditions(db, scope, filter);
  const month = sql<string>`to_char(${charges.billDate}, 'YYYY-MM')`;
  const [perMonth, perVehicle] = await Promise.all([
    db
      .select({ month, count: sql<number>`count(*)::int`, amount: sql<string>`sum(${charges.amountKopeks})::bigint` })
      .from(charges)
      .where(conditions)
      .groupBy(month),
    db
      .select({
        plate: charges.vehiclePlate,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${charges.amountKopeks})::bigint`,
      })
      .from(charges)
      .where(and(conditions, sql`${charges.vehiclePlate} is not null`))
      .groupBy(charges.vehiclePlate)
      .orderBy(desc(sql`3`), charges.vehiclePlate)
      .limit(10),
  ]);
  const byMonth = new Map(perMonth.map((r) => [r.month, r]));
  const first = query.from && query.from > filter.fleet!.since ? query.from : historySince(today, organization.countDays);
  const lastDay = query.to && query.to < today ? query.to : today;
  return {
    months: (lastDay < first ? [] : monthsBetween(first, lastDay)).map((m) => ({
      month: m,
      count: Number(byMonth.get(m)?.count ?? 0),
      amountKopeks: Number(byMonth.get(m)?.amount ?? 0),
    })),
    vehicles: perVehicle.map((r) => ({ plate: r.plate!, count: Number(r.count), amountKopeks: Number(r.amount) })),
  };
}
