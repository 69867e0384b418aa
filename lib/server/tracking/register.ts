import 'server-only';
import { addPeriodicJob } from '@/lib/server/jobs/runner';
import { rollUpUsageEvents, RAW_USAGE_DAYS } from './roll-up';

/** The job runner polls once a second (startJobs): 3600 ticks is hourly; a roll-up with nothing to do is one query. */
const ROLL_UP_EVERY_TICKS = 3600;
const DAY_MS = 24 * 60 * 60 * 1000;

let registered = false;

/**
 * Schedules the roll-up of raw usage records older than RAW_USAGE_DAYS with the job runner. Call
 * once per process where the runner starts (instrumentation.ts, before `startJobs`).
 */
export function registerUsageJobs(): void {
  if (registered) return;
  registered = true;
  addPeriodicJob(ROLL_UP_EVERY_TICKS, (db) => rollUpUsageEvents(db, new Date(Date.now() - RAW_USAGE_DAYS * DAY_MS)));
}
