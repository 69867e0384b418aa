import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** What a document lookup's dedupe key starts with, before the document's id. */
export const LOOKUP_KEY_PREFIX = 'document:';

/** The dedupe key of a document's lookup: one queued or running lookup per document. */
export function lookupKey(documentId: number): string {
  return `${LOOKUP_KEY_PREFIX}${documentId}`;
}

/** After a failure the document is not looked up again by preload for this long (it shows `failed`). */
const FAILED_QUIET_SECONDS = 60;

/** A document's columns the lookup conditions read: its id and when it was last checked. */
export interface DocumentColumns {
  id: SQLWrapper;
  checkedAt: SQLWrapper;
}

/**
 * The condition that preload should queue a document's lookup now: its results are missing or
 * older than `staleSeconds`, no lookup of it is queued or running, and the latest one did not fail
 * within the last minute. One definition for the queueing and for the read that tells whether
 * there is anything to queue (lookup-states.ts). `job` names the lookup's job type and dedupe-key
 * prefix for rows other than documents (organizations: `organization-lookup`, `organization:`).
 */
export function lookupDueSql(
  doc: DocumentColumns,
  staleSeconds: number,
  job: { type: string; keyPrefix: string } = { type: LOOKUP_JOB, keyPrefix: LOOKUP_KEY_PREFIX },
): SQL {
  return sql`(${doc.checkedAt} is null or ${doc.checkedAt} < now() - make_interval(secs => ${staleSeconds}))
      and not exists (
        select 1 from jobs j
        where j.type = ${job.type} and j.dedupe_key = cast(${job.keyPrefix} as text) || ${doc.id}
          and (j.state in ('queued', 'running')
            or (j.state = 'failed' and j.finished_at > now() - make_interval(secs => ${FAILED_QUIET_SECONDS}))))`;
}

/**
 * Queues a lookup for every document of the user that is due (lookupDueSql). Two processes doing
 * this at once queue each lookup once (the dedupe key). Returns how many were queued.
 */
export async function enqueueStaleLookups(db: Db, userId: number, staleSeconds: number): Promise<number> {
  const stale = await db.execute(sql`select d.id from documents d
    where d.user_id = ${userId} and ${lookupDueSql({ id: sql`d.id`, checkedAt: sql`d.checked_at` }, staleSeconds)}`);
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
