import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { usageEvents } from '@/lib/server/db/schema';
import type { UsageRecordDto } from '@/lib/contract/usage-figures';

/**
 * The newest raw records of one device (operators checking what a device reported), newest first.
 * Carries only what is stored: names, masked data, headers' values — never a session.
 */
export async function recentDeviceRecords(db: Db, deviceId: string, limit: number): Promise<UsageRecordDto[]> {
  const rows = await db
    .select()
    .from(usageEvents)
    .where(eq(usageEvents.deviceId, deviceId))
    .orderBy(desc(usageEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    userId: r.userId,
    deviceId: r.deviceId,
    channel: r.channel,
    referer: r.referer,
    data: r.data,
    appVersion: r.appVersion,
    deviceTime: r.deviceTime?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
