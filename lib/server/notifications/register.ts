import 'server-only';
import { registerJob, registerSchedule } from '@/lib/server/jobs';
import { queueScheduledRefresh } from './scheduled-refresh';

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    'notifications-refresh': Record<string, never>;
  }
}

/** How often the scheduled fines refresh of notifications runs: hourly. */
export const SCHEDULED_REFRESH_EVERY_SECONDS = 3600;

/**
 * Registers the scheduled fines refresh of notifications: hourly (a schedule in the database, run
 * once per hour whatever the number of processes and however often they restart), it queues
 * lookups for the stale documents of users with notifications on. Call where the worker starts.
 */
export function registerNotificationJobs(): void {
  registerJob(
    'notifications-refresh',
    async ({ db }) => {
      await queueScheduledRefresh(db);
    },
    { maxAttempts: 3, leaseSeconds: 60 },
  );
  registerSchedule('notifications-refresh', SCHEDULED_REFRESH_EVERY_SECONDS, 'notifications-refresh', {});
}
