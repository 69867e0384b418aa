import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { documents } from '@/lib/server/db/schema';
import { getRegistry } from '@/lib/server/adapters/registry';
import { isRegistryError, type RegistryDocument } from '@/lib/server/adapters/registry/types';
import { logError } from '@/lib/server/http/log';
import { JobError, registerJob, type JobContext } from '@/lib/server/jobs';
import { LOOKUP_JOB, type LookupPayload } from './lookup-queue';
import { saveLookupResult } from './save-result';

/** Russian message shown for a document whose lookup failed. */
export const MSG_REGISTRY_UNAVAILABLE = 'Не удалось получить данные из ГИС ГМП. Попробуем ещё раз позже';

/** After a failure the lookup is tried again in the background after 30 s, then 2 minutes; 3 attempts in all. */
export const LOOKUP_JOB_OPTIONS = {
  maxAttempts: 3,
  backoff: { baseSeconds: 30, factor: 4 },
  // A registry round trip (СМЭВ) can take long: the heartbeat keeps the lease, and a worker that
  // dies loses the lookup to another one within 15 s.
  leaseSeconds: 15,
  concurrency: 4,
} as const;

async function request(db: Db, documentId: number): Promise<RegistryDocument | undefined> {
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
  if (!doc) return undefined;
  return doc.type === 'sts'
    ? { type: 'sts', number: doc.number, plateNumber: doc.plateNumber ?? undefined, plateRegion: doc.plateRegion ?? undefined }
    : { type: doc.type, number: doc.number };
}

/**
 * Looks one document up in the registry and stores the answer (`saveLookupResult`). A failure
 * gives the document `checkError` (a Russian message) at once, so the person sees it and can press
 * «Повторить» instead of waiting: a failure is final for the person at the first failed attempt.
 * A temporary failure is still retried in the background (LOOKUP_JOB_OPTIONS); a permanent one is not.
 */
export async function lookupDocument({ db, payload, signal }: JobContext<LookupPayload>): Promise<void> {
  const doc = await request(db, payload.documentId);
  if (!doc) return; // deleted meanwhile
  try {
    // No transaction is open during the registry call (PGlite has one connection; ARCHITECTURE.md §4).
    const result = await getRegistry().lookup(doc);
    if (signal.aborted) return; // another worker took the lookup over
    await saveLookupResult(db, payload.userId, payload.documentId, result, doc.number);
  } catch (error) {
    // A registry that says it cannot answer is expected; anything else is a defect worth a log line.
    if (!isRegistryError(error)) logError('registry lookup failed', error, { documentId: payload.documentId });
    // Only while the document still has the number that failed (a new number is looked up afresh).
    await db
      .update(documents)
      .set({ checkError: MSG_REGISTRY_UNAVAILABLE })
      .where(and(eq(documents.id, payload.documentId), eq(documents.number, doc.number)));
    throw new JobError(MSG_REGISTRY_UNAVAILABLE, isRegistryError(error) ? error.retryable : true);
  }
}

/** Registers the `registry-lookup` job in this process. */
export function registerLookupJob(): void {
  registerJob(LOOKUP_JOB, lookupDocument, LOOKUP_JOB_OPTIONS);
}
