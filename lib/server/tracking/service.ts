import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { usageEvents } from '@/lib/server/db/schema';
import type * as z from 'zod/mini';
import type { trackInput } from '@/lib/validation/tracking';

/** Records one usage event; `userId` only when the call carried a valid session. */
export async function recordEvent(db: Db, input: z.output<typeof trackInput>, userId: number | null): Promise<void> {
  await db.insert(usageEvents).values({ kind: input.kind, name: input.name, clientId: input.clientId ?? null, userId });
}
