import 'server-only';
import { runDbMaintenance } from '@/lib/server/db/maintenance';
import { logInfo } from '@/lib/server/http/log';
import { registerJob, registerSchedule } from './registry';

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    'db-maintenance': Record<string, never>;
  }
}

/** How often the embedded database's tables are looked at: PostgreSQL's `autovacuum_naptime`. */
export const DB_MAINTENANCE_EVERY_SECONDS = 60;

/**
 * Registers the `db-maintenance` job and its schedule: autovacuum's work for the embedded database
 * (lib/server/db/maintenance.ts). Only where there is no PostgreSQL server, which runs its own.
 */
export function registerDbMaintenanceJob(): void {
  registerJob(
    'db-maintenance',
    async ({ db }) => {
      const done = await runDbMaintenance(db);
      if (done.vacuumed.length + done.analyzed.length > 0) logInfo('db-maintenance', done);
    },
    // A large table's vacuum takes seconds; a failed run is simply the next minute's.
    { maxAttempts: 1, leaseSeconds: 300 },
  );
  registerSchedule('db-maintenance', DB_MAINTENANCE_EVERY_SECONDS, 'db-maintenance', {});
}
