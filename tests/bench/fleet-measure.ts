/**
 * The measuring process of the fleet bench, started by tests/bench/fleet.ts with the environment
 * `npm start` gives a server (SERVER_ENV) and FLEET_SEEDED (the seeder's JSON report),
 * FLEET_ENGINE, FLEET_VEHICLES, FLEET_CHARGES, FLEET_RUNS and BENCH_QUICK. Like a server
 * (instrumentation.ts), it limits its heap's growth to HEAP_GROWING_PERCENT.
 */
import { env } from '@/lib/env';
import { closeDb } from '@/lib/server/db/client';
import { limitHeapGrowth } from '@/lib/server/runtime/heap-growth';
import { runFleetBench } from './fleet-run';
import type { SeededFleet } from './fleet-seeder';

limitHeapGrowth(env().HEAP_GROWING_PERCENT);
const seeded = JSON.parse(process.env.FLEET_SEEDED ?? 'null') as SeededFleet | null;
if (!seeded) throw new Error('FLEET_SEEDED is missing: run tests/bench/fleet.ts');
try {
  await runFleetBench(
    process.env.FLEET_ENGINE ?? '?',
    {
      vehicles: Number(process.env.FLEET_VEHICLES),
      charges: Number(process.env.FLEET_CHARGES),
      runs: Number(process.env.FLEET_RUNS),
      quick: process.env.BENCH_QUICK === '1',
    },
    seeded,
  );
} finally {
  await closeDb();
}
