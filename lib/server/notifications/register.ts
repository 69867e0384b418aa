import 'server-only';
import { addPeriodicJob } from '@/lib/server/jobs/runner';
import { queueScheduledRefresh } from './scheduled-refresh';

/** The job runner polls once a second (startJobs), so 3600 ticks is once an hour. */
export const SCHEDULED_REFRESH_EVERY_TICKS = 3600;

let registered = false;

/**
 * Registers the scheduled fines refresh of notifications with the job runner: hourly, it queues
 * lookups for the stale documents of users with notifications on. Call once per process where the
 * runner starts (instrumentation.ts, before `startJobs`); repeated calls do nothing.
 */
export function registerNotificationJobs(): void {
  if (registered) return;
  registered = true;
  addPeriodicJob(SCHEDULED_REFRESH_EVERY_TICKS, queueScheduledRefresh);
}
