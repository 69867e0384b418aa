import 'server-only';
import { registerJob, registerSchedule } from '@/lib/server/jobs';
import { rollUpUsageEvents, RAW_USAGE_DAYS } from './roll-up';

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    'usage-roll-up': Record<string, never>;
  }
}

/** How often the roll-up runs: hourly (a roll-up with nothing to do is one query). */
export const USAGE_ROLL_UP_EVERY_SECONDS = 3600;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Registers the roll-up of raw usage records older than RAW_USAGE_DAYS into daily figures: a job
 * type and an hourly schedule in the database (ADR 6), run once per hour whatever the number of
 * processes. Called by `registerAllJobs`.
 */
export function registerUsageJobs(): void {
  registerJob(
    'usage-roll-up',
    async ({ db }) => {
      await rollUpUsageEvents(db, new Date(Date.now() - RAW_USAGE_DAYS * DAY_MS));
    },
    { maxAttempts: 3, leaseSeconds: 120 },
  );
  registerSchedule('usage-roll-up', USAGE_ROLL_UP_EVERY_SECONDS, 'usage-roll-up', {});
}
