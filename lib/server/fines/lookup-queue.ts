import 'server-only';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { documents, registryLookups } from '@/lib/server/db/schema';

/** A claimed lookup job with the document it checks. */
export interface ClaimedLookup {
  id: number;
  userId: number;
  documentId: number;
  attempts: number;
}

/** After this many failed attempts a lookup is given up until the next preload or «Повторить». */
export const MAX_LOOKUP_ATTEMPTS = 3;
/** A claimed job whose worker died is reclaimed after this lease. */
const LEASE_SECONDS = 60;

/**
 * Queues a lookup for every document of the user whose results are missing or older than
 * `staleSeconds` and that has no lookup queued or running. Returns how many were queued.
 */
export async function enqueueStaleLookups(db: Db, userId: number, staleSeconds: number): Promise<number> {
  // Raw SQL: one statement, so two processes preloading the same user at once queue at most
  // one extra lookup (a harmless duplicate) instead of reading and then writing.
  const result = await db.execute(sql`
    insert into registry_lookups (user_id, document_id)
    select d.user_id, d.id from documents d
    where d.user_id = ${userId}
      and (d.checked_at is null or d.checked_at < now() - make_interval(secs => ${staleSeconds}))
      and not exists (
        select 1 from registry_lookups l where l.document_id = d.id and l.state in ('queued', 'running'))
      and not exists (
        select 1 from registry_lookups l where l.document_id = d.id and l.state = 'failed'
          and l.finished_at > now() - interval '60 seconds')
    returning id`);
  return rowsOf(result).length;
}

/**
 * Asks for a fresh lookup of one document now («Повторить»): an unfinished job of the document is
 * made due at once and counts as not failed; without one a new job is queued. Returns the job's id.
 * The caller has checked that the document is the user's.
 */
export async function requeueLookup(db: Db, userId: number, documentId: number): Promise<number> {
  const [moved] = await db
    .update(registryLookups)
    .set({ runAfter: sql`least(${registryLookups.runAfter}, now())`, lastError: null, attempts: 0 })
    .where(
      and(
        eq(registryLookups.userId, userId),
        eq(registryLookups.documentId, documentId),
        inArray(registryLookups.state, ['queued', 'running']),
      ),
    )
    .returning({ id: registryLookups.id });
  if (moved) return moved.id;
  const [added] = await db.insert(registryLookups).values({ userId, documentId }).returning({ id: registryLookups.id });
  return added!.id;
}

/**
 * Claims up to `limit` due jobs (queued and due, or running with an expired lease) with
 * `FOR UPDATE SKIP LOCKED`, so several processes never take the same job.
 */
export async function claimLookups(db: Db, limit: number): Promise<ClaimedLookup[]> {
  const result = await db.execute(sql`
    update ${registryLookups} set state = 'running', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from ${registryLookups}
      where (state = 'queued' and run_after <= now()) or (state = 'running' and locked_until < now())
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id, user_id, document_id, attempts`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    documentId: Number(r.document_id),
    attempts: Number(r.attempts),
  }));
}

/** Marks a job done. */
export async function completeLookup(db: Db, id: number): Promise<void> {
  await db
    .update(registryLookups)
    .set({ state: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(registryLookups.id, id));
}

/** Seconds before the background retries of a temporary failure (after attempt 1, then 2). */
export const BACKGROUND_RETRY_SECONDS = [30, 120] as const;

/**
 * Records a failure. The document gets `checkError` (a Russian message) at once, so the person
 * sees the failure and can retry instead of waiting: a failure is final for the person on the
 * first failed attempt. A temporary (retryable) failure is still retried in the background
 * (after 30 s, then 2 min) while attempts remain; otherwise the job is marked failed.
 */
export async function failLookup(db: Db, job: ClaimedLookup, message: string, retryable: boolean): Promise<void> {
  await db.update(documents).set({ checkError: message }).where(eq(documents.id, job.documentId));
  const backoff = retryable ? BACKGROUND_RETRY_SECONDS[job.attempts - 1] : undefined;
  if (backoff === undefined || job.attempts >= MAX_LOOKUP_ATTEMPTS) {
    await db
      .update(registryLookups)
      .set({ state: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError: message })
      .where(eq(registryLookups.id, job.id));
    return;
  }
  await db
    .update(registryLookups)
    .set({ state: 'queued', lockedUntil: null, lastError: message, runAfter: sql`now() + make_interval(secs => ${backoff})` })
    .where(eq(registryLookups.id, job.id));
}

/** Drops finished jobs older than a day (housekeeping, run by the worker). */
export async function pruneLookups(db: Db): Promise<void> {
  await db
    .delete(registryLookups)
    .where(
      and(
        or(eq(registryLookups.state, 'done'), eq(registryLookups.state, 'failed')),
        lt(registryLookups.finishedAt, sql`now() - interval '1 day'`),
      ),
    );
}

// node-postgres answers { rows }, PGlite answers { rows } too; keep one accessor for both.
function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
