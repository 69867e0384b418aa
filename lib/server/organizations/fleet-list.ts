import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FleetChargeRowDto, FleetPageDto } from '@/lib/contract/organizations';
import { todayInMoscow } from '@/lib/domain/dates';
import type { Db } from '@/lib/server/db/client';
import { fleetVehicles } from '@/lib/server/db/schema';
import { getRegistry } from '@/lib/server/adapters/registry';
import { toChargeRowDto } from '@/lib/server/fines/dto';
import { decodeCursor, encodeCursor } from '@/lib/server/fines/list-cursor';
import { filterKey } from '@/lib/server/fines/list-filter';
import { chargeListSummary, listChargeRows, type ChargeListRow } from '@/lib/server/fines/list-queries';
import type { OwnerScope } from '@/lib/server/owner-scope';
import type { FleetListQuery } from '@/lib/validation/organizations';
import { organizationScope } from './access';
import { toOrganizationDto } from './dto';
import { fleetFilterOf } from './fleet-filter';
import { organizationLookupActive } from './lookup-job';
import { refreshIfStale } from './service';

/**
 * The drivers the fleet list gives the vehicles of `rows` (by СТС, else by plate), in one query.
 * Answers a function from a row to its vehicle reference.
 */
export async function vehicleRefs(
  db: Db,
  scope: OwnerScope,
  rows: readonly Pick<ChargeListRow, 'vehiclePlate' | 'vehicleSts'>[],
) {
  const organizationId = scope.kind === 'organization' ? scope.organizationId : -1;
  const stsList = [...new Set(rows.map((r) => r.vehicleSts).filter((v): v is string => v !== null))];
  const plates = [...new Set(rows.map((r) => r.vehiclePlate).filter((v): v is string => v !== null))];
  const known =
    stsList.length + plates.length === 0
      ? []
      : await db
          .select({ sts: fleetVehicles.sts, plate: fleetVehicles.plate, driver: fleetVehicles.driver })
          .from(fleetVehicles)
          .where(
            and(
              eq(fleetVehicles.organizationId, organizationId),
              // One array parameter each, not thousands of bound values (an export reads 500 rows at a time).
              or(
                stsList.length ? sql`${fleetVehicles.sts} = any(${sql.param(stsList)}::text[])` : undefined,
                plates.length ? sql`${fleetVehicles.plate} = any(${sql.param(plates)}::text[])` : undefined,
              ),
            ),
          );
  const bySts = new Map(known.map((v) => [v.sts, v.driver]));
  const byPlate = new Map(known.map((v) => [v.plate, v.driver]));
  return (row: Pick<ChargeListRow, 'vehiclePlate' | 'vehicleSts'>) => ({
    plate: row.vehiclePlate,
    sts: row.vehicleSts,
    driver: (row.vehicleSts && bySts.get(row.vehicleSts)) || (row.vehiclePlate && byPlate.get(row.vehiclePlate)) || null,
  });
}

/**
 * `GET /105/api/organization/{id}/fines`: one page of the fleet's charges under the filters —
 * newest first or by amount — with the vehicle and driver of each, and, on the first page (or with
 * `summary=1`), the tab counts and the unpaid totals computed in SQL. A stale or never looked up
 * organization gets a lookup queued (its state says `pending` until it finishes).
 * @throws AppError 403 for a private person; 404 when not the user's; 400 for a bad cursor.
 */
export async function listFleetPage(
  db: Db,
  userId: number,
  organizationId: number,
  query: FleetListQuery,
  today = todayInMoscow(),
): Promise<FleetPageDto> {
  const { organization, scope } = await organizationScope(db, userId, organizationId);
  await refreshIfStale(db, organization);
  const filter = fleetFilterOf(query, query.tab, organization.countDays, today);
  const key = `${filterKey(filter)}|${query.sort}`;
  const after = query.cursor ? decodeCursor(scope, key, query.cursor) : null;
  // The state before the rows: when it says done, the rows read next hold the whole lookup.
  const active = await organizationLookupActive(db, organizationId);
  const [rows, summary] = await Promise.all([
    listChargeRows(db, scope, filter, after, query.limit + 1, query.sort),
    !query.cursor || query.summary ? chargeListSummary(db, scope, filter, today) : undefined,
  ]);
  const page = rows.slice(0, query.limit);
  const refOf = await vehicleRefs(db, scope, page);
  const last = page.at(-1);
  const position =
    last &&
    (query.sort === 'amount' ? { amountKopeks: last.amountKopeks, id: last.id } : { billDate: last.billDate, id: last.id });
  return {
    items: page.map((row): FleetChargeRowDto => ({ ...toChargeRowDto(row), vehicle: refOf(row) })),
    nextCursor: rows.length > query.limit && position ? encodeCursor(scope, key, position) : null,
    limit: query.limit,
    ...summary,
    organization: toOrganizationDto(organization, active),
    sandbox: getRegistry().sandbox,
  };
}
