import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges, chargeSources } from '@/lib/server/db/schema';
import type { ChargeWithSources } from './dto';

const documentIds = sql<number[]>`coalesce(
  (select array_agg(${chargeSources.documentId} order by ${chargeSources.documentId})
   from ${chargeSources} where ${chargeSources.chargeId} = ${charges.id}), '{}')`;

/**
 * The user's charges, newest ordinance first; with `documentId`, only those that document found.
 * Every row is scoped by the owner.
 */
export async function listCharges(db: Db, userId: number, documentId?: number): Promise<ChargeWithSources[]> {
  const bySource = documentId
    ? inArray(
        charges.id,
        db.select({ id: chargeSources.chargeId }).from(chargeSources).where(eq(chargeSources.documentId, documentId)),
      )
    : undefined;
  const rows = await db
    .select({ charge: charges, documentIds })
    .from(charges)
    .where(and(eq(charges.userId, userId), bySource))
    .orderBy(desc(charges.billDate), desc(charges.id));
  return rows.map((r) => ({ ...r.charge, documentIds: (r.documentIds ?? []).map(Number) }));
}

/** One of the user's charges by id or УИН and kind; undefined when it is not theirs. */
export async function findOwnCharge(
  db: Db,
  userId: number,
  key: { id: number } | { uin: string },
  kinds: ('fine' | 'tax' | 'order')[],
): Promise<ChargeWithSources | undefined> {
  const match = 'id' in key ? eq(charges.id, key.id) : eq(charges.uin, key.uin);
  const [row] = await db
    .select({ charge: charges, documentIds })
    .from(charges)
    .where(and(eq(charges.userId, userId), match, inArray(charges.kind, kinds)))
    .limit(1);
  return row ? { ...row.charge, documentIds: (row.documentIds ?? []).map(Number) } : undefined;
}
