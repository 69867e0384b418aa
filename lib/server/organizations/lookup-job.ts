import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges, organizations } from '@/lib/server/db/schema';
import { todayInMoscow } from '@/lib/domain/dates';
import { historySince } from '@/lib/domain/organization-plans';
import { getRegistry } from '@/lib/server/adapters/registry';
import { isRegistryError } from '@/lib/server/adapters/registry/types';
import { registryResultParts, upsertRegistryCharges } from '@/lib/server/fines/save-result';
import { lookupDueSql } from '@/lib/server/fines/lookup-queue';
import { notifyNewCharges } from '@/lib/server/notifications/new-charges';
import { MSG_REGISTRY_UNAVAILABLE } from '@/lib/server/fines/worker';
import { logError } from '@/lib/server/http/log';
import { enqueue, JobError, registerJob, runNow, type JobContext } from '@/lib/server/jobs';
import { rowsOf } from '@/lib/server/jobs/queue';
import { checkedOrganizationScope } from '@/lib/server/owner-scope';

/** One registry lookup of everything charged to an organization's ИНН. */
export interface OrganizationLookupPayload {
  organizationId: number;
}

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    'organization-lookup': OrganizationLookupPayload;
  }
}

/** The job type of organization lookups. */
export const ORGANIZATION_LOOKUP_JOB = 'organization-lookup';

const ORGANIZATION_KEY_PREFIX = 'organization:';

/** One queued or running lookup per organization. */
export function organizationLookupKey(organizationId: number): string {
  return `${ORGANIZATION_KEY_PREFIX}${organizationId}`;
}

/** Queues a lookup of the organization unless one is queued or running. */
export async function enqueueOrganizationLookup(db: Db, organizationId: number): Promise<void> {
  await enqueue(db, ORGANIZATION_LOOKUP_JOB, { organizationId }, { dedupeKey: organizationLookupKey(organizationId) });
}

/**
 * Queues a lookup of every organization the user added whose charges are older than `staleSeconds`
 * (or were never looked up), unless one is queued, running or failed within the last minute
 * (`lookupDueSql`). Two processes doing this at once queue each once. Returns how many were queued.
 */
export async function enqueueStaleOrganizationLookups(db: Db, userId: number, staleSeconds: number): Promise<number> {
  const due = lookupDueSql({ id: sql`o.id`, checkedAt: sql`o.checked_at` }, staleSeconds, {
    type: ORGANIZATION_LOOKUP_JOB,
    keyPrefix: ORGANIZATION_KEY_PREFIX,
  });
  const stale = await db.execute(sql`select o.id from organizations o where o.created_by = ${userId} and ${due}`);
  let queued = 0;
  for (const row of rowsOf(stale)) {
    const organizationId = Number(row.id);
    const job = await enqueue(
      db,
      ORGANIZATION_LOOKUP_JOB,
      { organizationId },
      { dedupeKey: organizationLookupKey(organizationId) },
    );
    if (job !== null) queued += 1;
  }
  return queued;
}

/** «Обновить»: a fresh lookup now (a queued one becomes due at once, its attempts cleared). */
export async function requeueOrganizationLookup(db: Db, organizationId: number): Promise<void> {
  await runNow(db, ORGANIZATION_LOOKUP_JOB, { organizationId }, organizationLookupKey(organizationId));
}

/** True when a lookup of the organization is queued or running (its list may still grow). */
export async function organizationLookupActive(db: Db, organizationId: number): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from jobs where type = ${ORGANIZATION_LOOKUP_JOB} and dedupe_key = ${organizationLookupKey(organizationId)}
      and state in ('queued', 'running') and last_error is null limit 1`);
  return rowsOf(result).length > 0;
}

/**
 * Charges of one organization stored per transaction, the event loop let go between them. PGlite
 * runs in the server's own thread and a transaction holds its one connection: a large fleet's
 * 3 400 charges saved at once held every request for seconds; a part of this size holds them for
 * a fifth of a second at most.
 */
const SAVE_PART = 100;

/**
 * Looks the organization's ИНН up in the registry for its history window (`countDays`) and stores
 * every charge with the organization as owner, after the registry answered (no transaction is held
 * across the call), a part at a time (SAVE_PART); the list says «Проверяем…» until the last part
 * is stored and `checked_at` set, in the transaction that mails what is new. New is what was first
 * seen after the last completed lookup and not yet mailed, so a lookup that stopped half-way (a
 * restart) and ran again still mails the fines its first attempt stored. Charges first seen by a
 * later lookup are mailed to the account that added the organization, as a person's new fines are
 * (`notifyNewCharges`), except by a lookup that reaches further back than the last one (a longer
 * plan): what it adds is history. A failure is shown at once (`check_error`) and retried in the
 * background as a document's lookup is.
 */
async function lookupOrganization({ db, payload, signal }: JobContext<OrganizationLookupPayload>): Promise<void> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, payload.organizationId)).limit(1);
  if (!org) return; // removed meanwhile
  const since = historySince(todayInMoscow(), org.countDays);
  try {
    const result = await getRegistry().lookup({ type: 'organization', number: org.inn }, { since });
    const scope = checkedOrganizationScope(org.id, org.createdBy);
    for (const part of registryResultParts(result, SAVE_PART)) {
      if (signal.aborted) return; // another worker took the lookup over
      const stored = await db.transaction(async (tx) => {
        // Held until the part is stored, so a removal waits for it, or this finds the organization gone.
        if (!(await organizationStillThere(tx, org.id))) return false;
        await upsertRegistryCharges(tx, scope, part);
        return true;
      });
      if (!stored) return;
      // PGlite answers within the same turn of the event loop, so the parts would follow one another
      // as one chain of promises and no request would be read until the last: let waiting ones in.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db.transaction(async (tx) => {
      if (!(await organizationStillThere(tx, org.id))) return;
      await notifyNewCharges(tx, {
        scope,
        chargeIds: await firstSeenSince(tx, org.id, org.checkedAt),
        // A longer history than last time brings in older charges: like a first lookup, it mails nothing.
        firstLookup: !org.checkedAt || (org.checkedSince !== null && since < org.checkedSince),
        organizationName: org.name,
      });
      await tx
        .update(organizations)
        .set({ checkedAt: sql`now()`, checkedSince: since, checkError: null })
        .where(eq(organizations.id, org.id));
    });
  } catch (error) {
    if (!isRegistryError(error)) logError('organization lookup failed', error, { organizationId: org.id });
    await db.update(organizations).set({ checkError: MSG_REGISTRY_UNAVAILABLE }).where(eq(organizations.id, org.id));
    throw new JobError(MSG_REGISTRY_UNAVAILABLE, isRegistryError(error) ? error.retryable : true);
  }
}

/** Locks the organization's row for this transaction (`for share`); false when it was removed. */
async function organizationStillThere(tx: Db, organizationId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('share');
  return rows.length > 0;
}

/** Ids of the organization's charges first seen after `checkedAt` (its last completed lookup) and never mailed. */
async function firstSeenSince(tx: Db, organizationId: number, checkedAt: Date | null): Promise<number[]> {
  if (!checkedAt) return [];
  const rows = await tx
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.organizationId, organizationId), gt(charges.firstSeenAt, checkedAt), isNull(charges.notifiedAt)));
  return rows.map((r) => r.id);
}

/** Registers the `organization-lookup` job: 3 attempts, after 30 s and 2 minutes; a long lease for big fleets. */
export function registerOrganizationLookupJob(): void {
  registerJob(ORGANIZATION_LOOKUP_JOB, lookupOrganization, {
    maxAttempts: 3,
    backoff: { baseSeconds: 30, factor: 4 },
    leaseSeconds: 60,
    concurrency: 2,
  });
}
