import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/jobs/queue';
import { LOOKUP_JOB } from './lookup-queue';
import type { DocumentCheckDto, DocumentCheckState } from '@/lib/contract/fines';
import type { DocumentRow } from '@/lib/server/documents/queries';

/** An unfinished lookup job: queued (maybe for a background retry) or running. */
interface ActiveLookup {
  documentId: number;
  /** Set when an earlier attempt of this job failed: it is a background retry. */
  lastError: string | null;
}

/** The lookups of the user's documents still queued or running (`registry-lookup` jobs, one per document). */
export async function activeLookups(db: Db, userId: number): Promise<ActiveLookup[]> {
  // One statement: the documents and their jobs are read from one snapshot. The key is lookupKey(d.id).
  const result = await db.execute(sql`
    select d.id as document_id, j.last_error from documents d
    join jobs j on j.type = ${LOOKUP_JOB} and j.dedupe_key = 'document:' || d.id and j.state in ('queued', 'running')
    where d.user_id = ${userId}`);
  return rowsOf(result).map((r) => ({ documentId: Number(r.document_id), lastError: (r.last_error as string | null) ?? null }));
}

/**
 * The state a person sees for one document (rule of the fines list, docs/api.md):
 * - a job queued or running that has not failed yet → `pending`;
 * - a job that failed and waits for a background retry, or the latest failure on the document → `failed`
 *   (a failure is shown at once; the background retry may still fix it by the next visit);
 * - never checked, or checked longer than `staleSeconds` ago (a lookup is about to be queued) → `pending`;
 * - otherwise `done`.
 */
export function documentState(
  doc: Pick<DocumentRow, 'checkedAt' | 'checkError'>,
  jobs: readonly Pick<ActiveLookup, 'lastError'>[],
  staleSeconds: number,
  now: number,
): { state: DocumentCheckState; checkError: string | null } {
  if (jobs.some((j) => j.lastError === null)) return { state: 'pending', checkError: null };
  const jobError = jobs.find((j) => j.lastError !== null)?.lastError ?? null;
  const error = doc.checkError ?? jobError;
  if (error) return { state: 'failed', checkError: error };
  if (!doc.checkedAt || doc.checkedAt.getTime() < now - staleSeconds * 1000) return { state: 'pending', checkError: null };
  return { state: 'done', checkError: null };
}

/** Maps documents with their active jobs to the API's per-document lookup states. */
export function toCheckDtos(
  docs: readonly DocumentRow[],
  jobs: readonly ActiveLookup[],
  staleSeconds: number,
  now = Date.now(),
): DocumentCheckDto[] {
  return docs.map((d) => ({
    id: d.id,
    type: d.type,
    number: d.number,
    title: d.title,
    plateNumber: d.plateNumber,
    plateRegion: d.plateRegion,
    checkedAt: d.checkedAt?.toISOString() ?? null,
    ...documentState(
      d,
      jobs.filter((j) => j.documentId === d.id),
      staleSeconds,
      now,
    ),
  }));
}
