/**
 * Runs once when a server process starts (Next.js instrumentation hook): opens and migrates the
 * database, then starts the background worker of the durable registry-lookup queue.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/lib/env');
  if (env().WORKER_ENABLED !== '1') return;
  const { getDb } = await import('@/lib/server/db/client');
  const { startWorker } = await import('@/lib/server/fines/worker');
  await getDb();
  startWorker(getDb);
}
