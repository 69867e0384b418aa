import 'server-only';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { documents } from '@/lib/server/db/schema';
import { rowsOf } from '@/lib/server/jobs/queue';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { LOOKUP_JOB, LOOKUP_KEY_PREFIX, lookupDueSql } from './lookup-queue';
import type { DocumentCheckDto, DocumentCheckState } from '@/lib/contract/fines';
import { documentsOwnedBy, type DocumentRow } from '@/lib/server/documents/queries';

/** An unfinished lookup job: queued (maybe for a background retry) or running. */
export interface ActiveLookup {
  documentId: number;
  /** Set when an earlier attempt of this job failed: it is a background retry. */
  lastError: string | null;
}

/** The scope's documents with their unfinished lookups, read together (readDocumentsWithLookups). */
export interface DocumentsWithLookups {
  /** Every document of the scope, oldest first. */
  rows: DocumentRow[];
  /** Their lookups still queued or running (one per document at most: the dedupe key). */
  jobs: ActiveLookup[];
  /** Whether any document's lookup is due to be queued (lookupDueSql). */
  due: boolean;
}

/** The document's lookup job queued or running, by its dedupe key (lookupKey). */
function activeJob(condition: SQL): SQL {
  return sql`select 1 from jobs j where j.type = ${LOOKUP_JOB} and j.dedupe_key = ${LOOKUP_KEY_PREFIX} || ${documents.id}
    and j.state in ('queued', 'running') and ${condition}`;
}

/**
 * Every document of the scope, oldest first, with its lookup queued or running and whether one is
 * due (`staleSeconds`: FINES_STALE_SECONDS), in one statement: documents and jobs come from one
 * snapshot, so a lookup that finishes meanwhile is seen either running or done with its results,
 * never done without them. An organization has no documents of its own (its charges come by ИНН).
 */
export async function readDocumentsWithLookups(db: Db, scope: OwnerScope, staleSeconds: number): Promise<DocumentsWithLookups> {
  const read = await db
    .select({
      document: documents,
      running: sql<boolean>`exists (${activeJob(sql`j.last_error is null`)})`,
      retryError: sql<string | null>`(${activeJob(sql`j.last_error is not null`).append(sql` limit 1`)})`,
      due: sql<boolean>`${lookupDueSql({ id: documents.id, checkedAt: documents.checkedAt }, staleSeconds)}`,
    })
    .from(documents)
    .where(documentsOwnedBy(scope))
    .orderBy(asc(documents.id));
  const jobs: ActiveLookup[] = [];
  for (const r of read) {
    if (r.running) jobs.push({ documentId: r.document.id, lastError: null });
    if (r.retryError !== null) jobs.push({ documentId: r.document.id, lastError: r.retryError });
  }
  return { rows: read.map((r) => r.document), jobs, due: read.some((r) => r.due) };
}

/** The lookups of the user's documents still queued or running (`registry-lookup` jobs, one per document). */
export async function activeLookups(db: Db, userId: number): Promise<ActiveLookup[]> {
  // One statement: the documents and their jobs are read from one snapshot. The key is lookupKey(d.id).
  const result = await db.execute(sql`
    select d.id as document_id, j.last_error from documents d
    join jobs j on j.type = ${LOOKUP_JOB} and j.dedupe_key = ${LOOKUP_KEY_PREFIX} || d.id and j.state in ('queued', 'running')
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
