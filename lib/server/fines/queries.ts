import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges, chargeSources } from '@/lib/server/db/schema';
import type { ChargeWithSources } from './dto';

/** Ids of the documents that found the charge, ascending (an index-only lookup per row). */
export const sourceDocumentIds = sql<number[]>`coalesce(
  (select array_agg(${chargeSources.documentId} order by ${chargeSources.documentId})
   from ${chargeSources} where ${chargeSources.chargeId} = ${charges.id}), '{}')`;

/**
 * One of the user's charges in full (every column: the detail endpoints) by id or УИН and kind;
 * undefined when it is not theirs. Lists read slim rows instead (list-queries.ts).
 */
export async function findOwnCharge(
  db: Db,
  userId: number,
  key: { id: number } | { uin: string },
  kinds: ('fine' | 'tax' | 'order')[],
): Promise<ChargeWithSources | undefined> {
  const match = 'id' in key ? eq(charges.id, key.id) : eq(charges.uin, key.uin);
  const [row] = await db
    .select({ charge: charges, documentIds: sourceDocumentIds })
    .from(charges)
    .where(and(eq(charges.userId, userId), match, inArray(charges.kind, kinds)))
    .limit(1);
  return row ? { ...row.charge, documentIds: (row.documentIds ?? []).map(Number) } : undefined;
}
