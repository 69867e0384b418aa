import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { enqueue, runNow } from '@/lib/server/jobs';
import { rowsOf } from '@/lib/server/jobs/queue';

/** One registry lookup of one document (ГИС ГМП), run by the `registry-lookup` job. */
export interface LookupPayload {
  userId: number;
  documentId: number;
}

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    'registry-lookup': LookupPayload;
  }
}

/** The job type of registry lookups. */
export const LOOKUP_JOB = 'registry-lookup';

/** The dedupe key of a document's lookup: one queued or running lookup per document. */
export function lookupKey(documentId: number): string {
  return `document:${documentId}`;
}

/** After a failure the document is not looked up again by preload for this long (it shows `failed`). */
const FAILED_QUIET_SECONDS = 60;

/**
 * Queues a lookup for every document of the user whose results are missing or older than
 * `staleSeconds`, unless one is queued or running (the dedupe key) or the latest one failed within
 * the last minute. Two processes doing this at once queue each lookup once. Returns how many were queued.
 */
export async function enqueueStaleLookups(db: Db, userId: number, staleSeconds: number): Promise<number> {
  const stale = await db.execute(sql`
    select d.id from documents d
    where d.user_id = ${userId}
      and (d.checked_at is null or d.checked_at < now() - make_interval(secs => ${staleSeconds}))
      and not exists (
        select 1 from jobs j
        where j.type = ${LOOKUP_JOB} and j.dedupe_key = 'document:' || d.id and j.state = 'failed'
          and j.finished_at > now() - make_interval(secs => ${FAILED_QUIET_SECONDS}))`);
  let queued = 0;
  for (const row of rowsOf(stale)) {
    const documentId = Number(row.id);
    if ((await enqueue(db, LOOKUP_JOB, { userId, documentId }, { dedupeKey: lookupKey(documentId) })) !== null) queued += 1;
  }
  return queued;
}

/**
 * Asks for a fresh lookup of one document now («Повторить»): a queued lookup becomes due at once
 * with its attempts and error cleared, a running one counts as not failed, otherwise one is queued.
 * The caller has checked that the document is the user's.
 */
export async function requeueLookup(db: Db, userId: number, documentId: number): Promise<number> {
  return runNow(db, LOOKUP_JOB, { userId, documentId }, lookupKey(documentId));
}
