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

/** After this many failed attempts a lookup is given up until the next preload. */
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

/** Lookups of the user still queued or running. */
export async function pendingLookups(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ id: registryLookups.id })
    .from(registryLookups)
    .where(and(eq(registryLookups.userId, userId), inArray(registryLookups.state, ['queued', 'running'])));
  return rows.length;
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

/**
 * Records a failure: retried after a short backoff (2 s, then 5 s) while attempts remain,
 * otherwise marked failed and the document gets `checkError` (a Russian message for the UI).
 */
export async function failLookup(db: Db, job: ClaimedLookup, message: string, retryable: boolean): Promise<void> {
  const giveUp = !retryable || job.attempts >= MAX_LOOKUP_ATTEMPTS;
  if (giveUp) {
    await db
      .update(registryLookups)
      .set({ state: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError: message })
      .where(eq(registryLookups.id, job.id));
    await db.update(documents).set({ checkError: message }).where(eq(documents.id, job.documentId));
    return;
  }
  const backoff = job.attempts === 1 ? 2 : 5;
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
