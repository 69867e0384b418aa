/**
 * Runs once when a server process starts (Next.js instrumentation hook): records each request's socket
 * address in X-Forwarded-For (per-address rate limits, README «Развёртывание»), opens and migrates the
 * database, then starts the background runner of the durable queues (registry lookups, mail) and the
 * scheduled refresh that finds new fines for notifications.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Per-address rate limits need the socket address, which the framework drops when a client sends X-Forwarded-For.
  const [{ Server }, { stampPeerAddress }] = await Promise.all([import('node:http'), import('@/lib/server/http/client-ip')]);
  stampPeerAddress(Server);
  const { env } = await import('@/lib/env');
  try {
    env();
  } catch (error) {
    // A wrong configuration (e.g. no PUBLIC_URL in production) must stop the server, not leave it half up.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (env().WORKER_ENABLED !== '1') return;
  const { getDb } = await import('@/lib/server/db/client');
  const { startJobs } = await import('@/lib/server/jobs/runner');
  const { registerNotificationJobs } = await import('@/lib/server/notifications/register');
  const { registerPaymentJobs } = await import('@/lib/server/payments/schedule');
  await getDb();
  registerNotificationJobs();
  registerPaymentJobs();
  startJobs(getDb);
}
