/**
 * Runs once when a server process starts (Next.js instrumentation hook): opens and migrates the
 * database, then starts the background runner of the durable queues (registry lookups, mail) and the
 * scheduled refresh that finds new fines for notifications.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/lib/env');
  if (env().WORKER_ENABLED !== '1') return;
  const { getDb } = await import('@/lib/server/db/client');
  const { startJobs } = await import('@/lib/server/jobs/runner');
  const { registerNotificationJobs } = await import('@/lib/server/notifications/register');
  await getDb();
  registerNotificationJobs();
  startJobs(getDb);
}
