import 'server-only';
import type * as z from 'zod/mini';
import type { Db } from '@/lib/server/db/client';
import { usageEvents } from '@/lib/server/db/schema';
import type { trackInput, TrackingRecordInput } from '@/lib/validation/tracking';
import type { TrackingContext } from './request';

type UsageRow = typeof usageEvents.$inferInsert;

/** Records one event of the older `POST /105/api/track`; `userId` only when the call carried a valid session. */
export async function recordEvent(db: Db, input: z.output<typeof trackInput>, userId: number | null): Promise<void> {
  await db.insert(usageEvents).values({ kind: input.kind, name: input.name, clientId: input.clientId ?? null, userId });
}

/**
 * The stored row of one validated record. The user is kept only when the record names the user
 * whose session the call carried (nobody attributes events to someone else); the device is the
 * record's `trackingId`, else the `DeviceId` header. Sessions are never stored.
 */
export function toUsageRow(record: TrackingRecordInput, context: TrackingContext): UsageRow {
  const userId = context.userId !== null && record.userId === String(context.userId) ? context.userId : null;
  const common = {
    userId,
    deviceId: 'trackingId' in record ? record.trackingId : (context.deviceId ?? null),
    appVersion: context.appVersion ?? null,
    deviceTime: context.deviceTime ?? null,
  };
  switch (record.type) {
    case 'event':
      return { ...common, kind: 'event', name: record.event, data: record.params, channel: record.channel };
    case 'button':
      return { ...common, kind: 'button', name: record.buttonName, data: record.buttonData };
    case 'screen':
      return { ...common, kind: 'screen', name: record.screenName, referer: record.referer, data: record.screenData };
    case 'form':
      return { ...common, kind: 'form', name: record.formName, data: record.formData };
    case 'goal':
      return { ...common, kind: 'goal', name: record.goalName };
  }
}

/**
 * Appends validated records (spec §3, §7) in one insert; answers how many were stored. Rows are
 * never updated afterwards (append-only, see the schema).
 */
export async function recordBatch(db: Db, records: TrackingRecordInput[], context: TrackingContext): Promise<number> {
  if (records.length === 0) return 0;
  await db.insert(usageEvents).values(records.map((r) => toUsageRow(r, context)));
  return records.length;
}
