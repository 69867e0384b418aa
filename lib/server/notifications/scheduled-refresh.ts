import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { enqueueStaleLookups } from '@/lib/server/fines/lookup-queue';
import { enqueueStaleOrganizationLookups } from '@/lib/server/organizations/lookup-job';
import { notifiedUserIds } from './queries';

/**
 * Documents of users with notifications on are looked up again once their results are this old:
 * twice a day finds a new camera fine well inside its 30-day discount term while keeping the
 * registry load at about two lookups per document a day.
 */
export const SCHEDULED_REFRESH_STALE_SECONDS = 12 * 3600;
const PAGE = 500;

/**
 * Queues registry lookups for the stale documents and organizations of every user with
 * notifications on and an address (`enqueueStaleLookups`, `enqueueStaleOrganizationLookups`; the
 * `registry-lookup` and `organization-lookup` jobs run them and `notifyNewCharges` mails what is new).
 * Safe to run from several processes at once: a document with a lookup queued or running is
 * skipped. Returns how many lookups were queued.
 */
export async function queueScheduledRefresh(db: Db): Promise<number> {
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const ids = await notifiedUserIds(db, afterId, PAGE);
    for (const id of ids) {
      queued += await enqueueStaleLookups(db, id, SCHEDULED_REFRESH_STALE_SECONDS);
      queued += await enqueueStaleOrganizationLookups(db, id, SCHEDULED_REFRESH_STALE_SECONDS);
    }
    const last = ids.at(-1);
    if (ids.length < PAGE || last === undefined) return queued;
    afterId = last;
  }
}
