/**
 * The fleet bench's seeding, run as a process of its own by tests/bench/fleet.ts on the database
 * the environment names (DATA_DIR or DATABASE_URL): one legal entity's fleet of
 * FLEET_VEHICLES vehicles and FLEET_CHARGES charges, then `vacuum analyze` as autovacuum would
 * leave the statistics. Its last line on stdout is a JSON {@link SeededFleet}.
 *
 * Why a separate process: the measured process should start as a server does, on a database that
 * is already there. Writing 100 000 charges in one statement is the bench's shortcut, not
 * something a server does (charges arrive a lookup at a time), and the memory it leaves behind in
 * the writer's heap would be counted against the export.
 */
import { sql } from 'drizzle-orm';
import { todayInMoscow } from '@/lib/domain/dates';
import { closeDb, getDbAtStart } from '@/lib/server/db/client';
import { benchVehicles, insertCharges, insertVehicles } from './fleet-seed';
import { legalEntityWithOrganization, type FleetOwner } from './fleet-owner';
import { timed } from './fleet-table';

/** What the seeding process reports: the owner's ids and how long seeding and analysis took, ms. */
export interface SeededFleet extends FleetOwner {
  seedMs: number;
  analyzeMs: number;
}

const vehicles = Number(process.env.FLEET_VEHICLES);
const charges = Number(process.env.FLEET_CHARGES);
if (!(vehicles > 0 && charges > 0)) throw new Error('FLEET_VEHICLES and FLEET_CHARGES must be positive numbers');

const db = await getDbAtStart();
try {
  const seeded = await timed(async () => {
    const owner = await legalEntityWithOrganization(db, '770412345');
    await insertVehicles(db, owner.organizationId, benchVehicles('main', vehicles));
    await insertCharges(db, owner.organizationId, charges, todayInMoscow());
    return owner;
  });
  const analyzed = await timed(async () => {
    await db.execute(sql`vacuum analyze charges`);
    await db.execute(sql`vacuum analyze fleet_vehicles`);
  });
  const report: SeededFleet = { ...seeded.value, seedMs: seeded.ms, analyzeMs: analyzed.ms };
  console.log(JSON.stringify(report));
} finally {
  await closeDb();
}
