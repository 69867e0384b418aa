import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { organizations } from '@/lib/server/db/schema';
import { todayInMoscow } from '@/lib/domain/dates';
import { historySince } from '@/lib/domain/organization-plans';
import { getRegistry } from '@/lib/server/adapters/registry';
import { isRegistryError } from '@/lib/server/adapters/registry/types';
import { upsertRegistryCharges } from '@/lib/server/fines/save-result';
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
 * Looks the organization's ИНН up in the registry for its history window (`countDays`) and stores
 * every charge with the organization as owner, in one transaction after the registry answered (no
 * transaction is held across the call). Charges first seen by a later lookup are mailed to the
 * account that added the organization, as a person's new fines are (`notifyNewCharges`), except
 * by a lookup that reaches further back than the last one (a longer plan): what it adds is history.
 * A failure is shown at once (`check_error`) and retried in the background as a document's lookup is.
 */
async function lookupOrganization({ db, payload, signal }: JobContext<OrganizationLookupPayload>): Promise<void> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, payload.organizationId)).limit(1);
  if (!org) return; // removed meanwhile
  const since = historySince(todayInMoscow(), org.countDays);
  try {
    const result = await getRegistry().lookup({ type: 'organization', number: org.inn }, { since });
    if (signal.aborted) return;
    const scope = checkedOrganizationScope(org.id, org.createdBy);
    await db.transaction(async (tx) => {
      const saved = await upsertRegistryCharges(tx, scope, result);
      await notifyNewCharges(tx, {
        scope,
        chargeIds: saved.filter((s) => s.isNew).map((s) => s.id),
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

/** Registers the `organization-lookup` job: 3 attempts, after 30 s and 2 minutes; a long lease for big fleets. */
export function registerOrganizationLookupJob(): void {
  registerJob(ORGANIZATION_LOOKUP_JOB, lookupOrganization, {
    maxAttempts: 3,
    backoff: { baseSeconds: 30, factor: 4 },
    leaseSeconds: 60,
    concurrency: 2,
  });
}
