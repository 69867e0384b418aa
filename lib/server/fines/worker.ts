import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { documents } from '@/lib/server/db/schema';
import { getRegistry } from '@/lib/server/adapters/registry';
import { isRegistryError, type FinesRegistry, type RegistryDocument } from '@/lib/server/adapters/registry/types';
import { logError } from '@/lib/server/http/log';
import { claimLookups, completeLookup, failLookup, type ClaimedLookup } from './lookup-queue';
import { saveLookupResult } from './save-result';

/** Russian message shown for a document whose lookup failed. */
export const MSG_REGISTRY_UNAVAILABLE = 'Не удалось получить данные из ГИС ГМП. Попробуем ещё раз позже';
const BATCH = 4;

async function runOne(db: Db, registry: FinesRegistry, job: ClaimedLookup): Promise<void> {
  const [doc] = await db.select().from(documents).where(eq(documents.id, job.documentId)).limit(1);
  if (!doc) return completeLookup(db, job.id); // deleted meanwhile
  const request: RegistryDocument =
    doc.type === 'sts'
      ? { type: 'sts', number: doc.number, plateNumber: doc.plateNumber ?? undefined, plateRegion: doc.plateRegion ?? undefined }
      : { type: doc.type, number: doc.number };
  try {
    // No transaction is open during the registry call (PGlite has one connection; ARCHITECTURE.md §4).
    const result = await registry.lookup(request);
    await saveLookupResult(db, job.userId, job.documentId, result);
    await completeLookup(db, job.id);
  } catch (error) {
    // A registry that says it cannot answer is expected; anything else is a defect worth a log line.
    const retryable = isRegistryError(error) ? error.retryable : true;
    if (!isRegistryError(error)) logError('registry lookup failed', error, { lookupId: job.id });
    await failLookup(db, job, MSG_REGISTRY_UNAVAILABLE, retryable);
  }
}

/**
 * Claims and runs due lookups until none are left. Returns how many jobs ran.
 * Safe to call from several processes at once (jobs are claimed with SKIP LOCKED).
 */
export async function drainLookups(db: Db, registry: FinesRegistry = getRegistry()): Promise<number> {
  let total = 0;
  for (;;) {
    const jobs = await claimLookups(db, BATCH);
    if (jobs.length === 0) return total;
    await Promise.all(jobs.map((job) => runOne(db, registry, job)));
    total += jobs.length;
  }
}
