import { eq, sql } from 'drizzle-orm';
import { GET as preload } from '@/app/105/api/preload/route';
import { getDb } from '@/lib/server/db/client';
import { documents } from '@/lib/server/db/schema';
import { call, type TestAuth } from './call';
import { makeJobsDue, runJobs } from './jobs';

/** Runs every due registry lookup now, also those waiting for a retry backoff. */
export async function runQueue(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await makeJobsDue('registry-lookup');
    if ((await runJobs(['registry-lookup'])) === 0) return;
  }
}
/** Preloads the user's documents and runs the queue until their lookups are done (as the browser would poll). */
export async function preloadUntilDone(auth: TestAuth) {
  const first = await call(preload, 'preload', { auth, query: { web: 1 } });
  await runQueue();
  const done = await call(preload, 'preload', { auth, query: { web: 1 } });
  return { first, done };
}

/** Makes a document's stored results look `hours` old (default 2), so the next preload looks it up again. */
export async function markStale(documentId: number, hours = 2): Promise<void> {
  const db = await getDb();
  await db
    .update(documents)
    .set({ checkedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(documents.id, documentId));
}
