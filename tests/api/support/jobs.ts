import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/db/schema';
import { drainJobs } from '@/lib/server/jobs';
import { registerAllJobs } from '@/lib/server/jobs/catalog';

/** Runs every due job of `types` (default: all) in this process until none is due; returns how many ran. */
export async function runJobs(types?: string[]): Promise<number> {
  registerAllJobs();
  return drainJobs(await getDb(), types);
}

/** Makes every queued job of `type` due now (skips a retry's backoff). */
export async function makeJobsDue(type: string): Promise<void> {
  const db = await getDb();
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.type, type), eq(jobs.state, 'queued')));
}

/** A `registry-lookup` job as tests read it. */
export interface LookupJobRow {
  id: number;
  documentId: number;
  state: string;
  attempts: number;
  runAt: Date;
  lastError: string | null;
}

/** The user's `registry-lookup` jobs (all, or only queued and running with `active`), oldest first. */
export async function lookupJobsOf(userId: string | number, active = false): Promise<LookupJobRow[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.type, 'registry-lookup'),
        sql`(${jobs.payload} ->> 'userId')::bigint = ${Number(userId)}`,
        active ? sql`${jobs.state} in ('queued', 'running')` : undefined,
      ),
    )
    .orderBy(jobs.id);
  return rows.map((r) => ({
    id: r.id,
    documentId: (r.payload as { documentId: number }).documentId,
    state: r.state,
    attempts: r.attempts,
    runAt: r.runAt,
    lastError: r.lastError,
  }));
}

/** The `mail-send` job of the outbox row `mailId`. */
export async function mailJobOf(mailId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, 'mail-send'), sql`(${jobs.payload} ->> 'mailId')::bigint = ${mailId}`));
  return row;
}
