import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FleetVehicleDto } from '@/lib/contract/organizations';
import type { Db } from '@/lib/server/db/client';
import { fleetVehicles } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import { organizationScope } from './access';

/** Vehicles on a page of `GET organization/{id}/vehicles`. */
export const VEHICLES_PAGE_SIZE = 100;

/**
 * `GET /105/api/organization/{id}/vehicles?after=`: the fleet's vehicle list in the order they
 * were added, 100 a page after the id `after`. @throws AppError 403; 404 when not the user's.
 */
export async function listVehicles(
  db: Db,
  userId: number,
  organizationId: number,
  after: number | undefined,
): Promise<{ vehicles: FleetVehicleDto[]; nextAfter: number | null }> {
  await organizationScope(db, userId, organizationId);
  const rows = await db
    .select({
      id: fleetVehicles.id,
      sts: fleetVehicles.sts,
      plateNumber: fleetVehicles.plateNumber,
      plateRegion: fleetVehicles.plateRegion,
      driver: fleetVehicles.driver,
    })
    .from(fleetVehicles)
    .where(and(eq(fleetVehicles.organizationId, organizationId), after ? gt(fleetVehicles.id, after) : undefined))
    .orderBy(asc(fleetVehicles.id))
    .limit(VEHICLES_PAGE_SIZE + 1);
  const page = rows.slice(0, VEHICLES_PAGE_SIZE);
  return { vehicles: page, nextAfter: rows.length > VEHICLES_PAGE_SIZE ? page.at(-1)!.id : null };
}

/** `DELETE /105/api/organization/{id}/vehicles?vehicle=`: removes one vehicle. @throws AppError 403; 404. */
export async function deleteVehicle(db: Db, userId: number, organizationId: number, vehicleId: number): Promise<void> {
  await organizationScope(db, userId, organizationId);
  const deleted = await db
    .delete(fleetVehicles)
    .where(and(eq(fleetVehicles.organizationId, organizationId), eq(fleetVehicles.id, vehicleId)))
    .returning({ id: fleetVehicles.id });
  if (deleted.length === 0) throw notFound('Машина не найдена');
}
