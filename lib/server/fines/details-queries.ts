import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { chargeDetails, charges, chargeSources } from '@/lib/server/db/schema';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { chargesOwnedBy } from './list-filter';

/** A stored charge with its details row (null before the first lookup that stored them) and sources. */
export type ChargeWithDetails = typeof charges.$inferSelect & {
  details: typeof chargeDetails.$inferSelect | null;
  documentIds: number[];
};

/** A kind of stored charge. */
export type ChargeKind = 'fine' | 'tax' | 'order';

const documentIds = sql<number[]>`coalesce(
  (select array_agg(${chargeSources.documentId} order by ${chargeSources.documentId})
   from ${chargeSources} where ${chargeSources.chargeId} = ${charges.id}), '{}')`;

/**
 * One of the scope's charges of `kinds` by id or УИН, with its details; undefined when it is not
 * the scope's (the owner is part of the query, so another owner's id finds nothing).
 */
export async function findOwnChargeDetails(
  db: Db,
  scope: OwnerScope,
  key: { id: number } | { uin: string },
  kinds: readonly ChargeKind[],
): Promise<ChargeWithDetails | undefined> {
  const match = 'id' in key ? eq(charges.id, key.id) : eq(charges.uin, key.uin);
  const [row] = await db
    .select({ charge: charges, details: chargeDetails, documentIds })
    .from(charges)
    .leftJoin(chargeDetails, eq(chargeDetails.chargeId, charges.id))
    .where(and(chargesOwnedBy(scope), match, inArray(charges.kind, [...kinds])))
    .limit(1);
  return row ? { ...row.charge, details: row.details, documentIds: (row.documentIds ?? []).map(Number) } : undefined;
}

/**
 * Whether the scope has a charge of `kinds` with this id: the same owner condition as
 * findOwnChargeDetails, without reading the row (the route guard's question before the page reads it).
 */
export async function ownChargeExists(db: Db, scope: OwnerScope, id: number, kinds: readonly ChargeKind[]): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(charges)
    .where(and(chargesOwnedBy(scope), eq(charges.id, id), inArray(charges.kind, [...kinds])))
    .limit(1);
  return rows.length > 0;
}

/**
 * A charge by id whoever owns it, with what serving its files needs: the owner (to check a signed
 * link against) and the registry's reference. Only for links whose signature names the owner.
 */
export async function findChargeFiles(
  db: Db,
  chargeId: number,
): Promise<{ owner: FileOwner; uin: string; ref: string | null; photoCount: number; hasDocument: boolean } | undefined> {
  const [row] = await db
    .select({
      userId: charges.userId,
      organizationId: charges.organizationId,
      uin: charges.uin,
      ref: chargeDetails.attachmentsRef,
      photoCount: chargeDetails.photoCount,
      hasDocument: chargeDetails.hasDocument,
    })
    .from(charges)
    .leftJoin(chargeDetails, eq(chargeDetails.chargeId, charges.id))
    .where(eq(charges.id, chargeId))
    .limit(1);
  if (!row) return undefined;
  const { userId, organizationId, ...rest } = row;
  const owner: FileOwner = userId !== null ? { kind: 'user', userId } : { kind: 'organization', organizationId: organizationId! };
  return { ...rest, owner, photoCount: row.photoCount ?? 0, hasDocument: row.hasDocument ?? false };
}

/** Who a charge belongs to, as its file links are signed for. */
export type FileOwner = { kind: 'user'; userId: number } | { kind: 'organization'; organizationId: number };

/** The id and article of the scope's charge with `uin` of `kind`, or undefined (links between a fine and its order). */
export async function findOwnLinked(
  db: Db,
  scope: OwnerScope,
  uin: string,
  kind: ChargeKind,
): Promise<{ id: number; article: string | null } | undefined> {
  const [row] = await db
    .select({ id: charges.id, article: charges.article })
    .from(charges)
    .where(and(chargesOwnedBy(scope), eq(charges.uin, uin), eq(charges.kind, kind)))
    .limit(1);
  return row;
}

/**
 * Whether a document of the user (a СТС, ВУ or ИНН in their list) found any of these УИНs: then the
 * user may see the charge in full, not only as its УИН's open lookup shows it.
 */
export async function foundByOwnDocument(db: Db, userId: number, uins: readonly string[]): Promise<boolean> {
  if (uins.length === 0) return false;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(charges)
    .innerJoin(chargeSources, eq(chargeSources.chargeId, charges.id))
    .where(and(eq(charges.userId, userId), inArray(charges.uin, [...uins])))
    .limit(1);
  return rows.length > 0;
}
