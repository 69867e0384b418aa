import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges, chargeSources, documents } from '@/lib/server/db/schema';
import type { RegistryCharge, RegistryOrder, RegistryResult } from '@/lib/server/adapters/registry/types';
import { notifyNewCharges } from '@/lib/server/notifications/new-charges';
import { succeededUins } from '@/lib/server/payments/queries';
import { userScope, type OwnerScope } from '@/lib/server/owner-scope';
import { chargeDetailsOf, orderDetailsOf, saveChargeDetails } from './details-save';

type ChargeInsert = typeof charges.$inferInsert;
const CHUNK = 250;

/** Whose a stored charge is: a user's or an organization's, never both (charges_one_owner). */
export type ChargeOwner = { userId: number; organizationId: null } | { userId: null; organizationId: number };

/** The owner columns of a scope's charges. */
export function chargeOwner(scope: OwnerScope): ChargeOwner {
  return scope.kind === 'user'
    ? { userId: scope.userId, organizationId: null }
    : { userId: null, organizationId: scope.organizationId };
}

/** The stored row of a registry fine or tax charge; `orderUinByFine` names the orders that replaced fines. */
export function fromCharge(owner: ChargeOwner, c: RegistryCharge, orderUinByFine: ReadonlyMap<string, string>): ChargeInsert {
  return {
    ...owner,
    kind: c.kind,
    uin: c.uin,
    status: c.status,
    billDate: c.billDate,
    ordinanceNumber: c.ordinanceNumber,
    amountKopeks: c.amountKopeks,
    purpose: c.purpose,
    kbk: c.kbk,
    oktmo: c.oktmo,
    payee: c.payee,
    discountPercent: c.discount?.percent ?? null,
    discountUntil: c.discount?.until ?? null,
    article: c.offence?.article ?? null,
    articleText: c.offence?.articleText ?? null,
    offenceAt: c.offence ? new Date(c.offence.at) : null,
    place: c.offence?.place ?? null,
    lat: c.offence?.lat ?? null,
    lng: c.offence?.lng ?? null,
    department: c.offence?.department ?? null,
    relatedUin: orderUinByFine.get(c.uin) ?? null,
    vehiclePlate: c.offence?.vehiclePlate ?? null,
    vehicleSts: c.payer?.sts ?? null,
  };
}

/**
 * The stored row of a registry bailiff order. A ФССП order names no vehicle: it takes the plate of
 * the fine it replaced (`plateByFine`, from the same answer), so a fleet's filter by plate shows
 * that car's orders as well as its fines.
 */
export function fromOrder(
  owner: ChargeOwner,
  o: RegistryOrder,
  plateByFine: ReadonlyMap<string, string> = new Map(),
): ChargeInsert {
  return {
    ...owner,
    kind: 'order',
    uin: o.uin,
    status: o.status,
    billDate: o.openedDate,
    ordinanceNumber: o.caseNumber,
    amountKopeks: o.amountKopeks,
    purpose: `Задолженность по исполнительному производству ${o.caseNumber}`,
    kbk: o.kbk,
    oktmo: o.oktmo,
    payee: o.payee,
    department: o.bailiffDepartment,
    caseNumber: o.caseNumber,
    relatedUin: o.fineUin,
    vehiclePlate: plateByFine.get(o.fineUin) ?? null,
    vehicleSts: o.payer?.sts ?? null,
  };
}

/**
 * A registry answer split into parts of at most `size` charges, each bailiff order in the part of
 * the fine it replaced (so the order takes that fine's plate and the fine its order's УИН); orders
 * of fines the answer does not hold go with the last part. Always at least one part.
 */
export function registryResultParts(result: RegistryResult, size: number): RegistryResult[] {
  const parts: RegistryResult[] = [];
  const partOfFine = new Map<string, RegistryResult>();
  for (let i = 0; i < result.charges.length; i += size) {
    const part: RegistryResult = { charges: result.charges.slice(i, i + size), orders: [] };
    for (const c of part.charges) partOfFine.set(c.uin, part);
    parts.push(part);
  }
  if (parts.length === 0) parts.push({ charges: [], orders: [] });
  for (const o of result.orders) (partOfFine.get(o.fineUin) ?? parts[parts.length - 1]!).orders.push(o);
  return parts;
}

/** One stored charge of an upsert: its id, УИН, and whether this transaction added it. */
export interface SavedCharge {
  id: number;
  uin: string;
  isNew: boolean;
}

/**
 * Upserts every charge and order of a registry answer for the scope's owner by (owner, УИН), with
 * their details, inside the caller's transaction. A charge paid through us keeps `in_progress`
 * while the registry still lists it unpaid, and one first seen here after another account paid it
 * through us starts so. Calls `each` with every chunk of saved rows (to link sources). `masked`
 * stores the person's data as a lookup by УИН shows it (a charge kept by its УИН alone).
 */
export async function upsertRegistryCharges(
  tx: Db,
  scope: OwnerScope,
  result: RegistryResult,
  { each = async () => {}, masked = false }: { each?: (saved: SavedCharge[]) => Promise<void>; masked?: boolean } = {},
): Promise<SavedCharge[]> {
  const owner = chargeOwner(scope);
  const orderUinByFine = new Map(result.orders.map((o) => [o.fineUin, o.uin]));
  const plateByFine = new Map(
    result.charges.flatMap((c) => (c.offence?.vehiclePlate ? [[c.uin, c.offence.vehiclePlate] as const] : [])),
  );
  const rows = [
    ...result.charges.map((c) => fromCharge(owner, c, orderUinByFine)),
    ...result.orders.map((o) => fromOrder(owner, o, plateByFine)),
  ].map((r) => (masked ? { ...r, vehicleSts: null } : r));
  // One unique index per kind of owner: (user, УИН), or (organization, УИН) for organizations' rows.
  const target =
    scope.kind === 'user'
      ? { target: [charges.userId, charges.uin] }
      : { target: [charges.organizationId, charges.uin], targetWhere: sql`organization_id is not null` };
  const details = new Map([
    ...result.charges.map((c) => [c.uin, chargeDetailsOf(c)] as const),
    ...result.orders.map((o) => [o.uin, orderDetailsOf(o)] as const),
  ]);
  const all: SavedCharge[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const saved = await tx
      .insert(charges)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        ...target,
        set: {
          // A charge paid through us («оплачен, ждём подтверждения», `in_progress`) stays so while the
          // registry still lists it unpaid; the registry's `paid`/`closed` (or an order) confirms or replaces it.
          status: sql`case when ${charges.status} = 'in_progress' and excluded.status in ('notpaid', 'open') then ${charges.status} else excluded.status end`,
          amountKopeks: sql`excluded.amount_kopeks`,
          discountPercent: sql`excluded.discount_percent`,
          discountUntil: sql`excluded.discount_until`,
          relatedUin: sql`excluded.related_uin`,
          // Orders stored before they took their fine's plate get it on the next lookup.
          vehiclePlate: sql`coalesce(${charges.vehiclePlate}, excluded.vehicle_plate)`,
          payee: sql`excluded.payee`,
          updatedAt: sql`now()`,
        },
      })
      // An inserted row takes first_seen_at's default, now() — this transaction's start; an updated
      // row keeps the earlier moment it was first seen. So equality means "new for this user".
      .returning({ id: charges.id, uin: charges.uin, isNew: sql<boolean>`${charges.firstSeenAt} = now()` });
    await markPaidThroughUs(tx, saved);
    await saveChargeDetails(tx, saved, details, { masked });
    await each(saved);
    all.push(...saved);
  }
  return all;
}

/**
 * Charges first seen by this owner that a succeeded payment through us already covers become
 * `in_progress`: ГИС ГМП confirms a payment days later, and meanwhile an account that adds the same
 * car's СТС must not be offered the fine as if nobody had paid it. Rows the owner already had were
 * marked when the payment succeeded (payments/apply.ts); the registry's later word on them stands.
 */
async function markPaidThroughUs(tx: Db, saved: readonly SavedCharge[]): Promise<void> {
  const fresh = saved.filter((s) => s.isNew);
  const paid = await succeededUins(
    tx,
    fresh.map((s) => s.uin),
  );
  const ids = fresh.filter((s) => paid.has(s.uin)).map((s) => s.id);
  if (ids.length === 0) return;
  await tx
    .update(charges)
    .set({ status: 'in_progress' })
    .where(and(inArray(charges.id, ids), inArray(charges.status, ['notpaid', 'open'])));
}

/**
 * Stores one registry answer for one document in a transaction: upserts every charge and order
 * by (user, УИН) — so a charge found by several documents stays one row — links them to the
 * document, and marks the document checked. Charges no longer returned are kept (paid history
 * must not vanish, DOMAIN.md). Charges first seen by this lookup are handed to `notifyNewCharges`
 * in the same transaction, so a new-fine mail commits together with the charges it names.
 * `number` is the document number that was looked up: when the document was deleted or given
 * another number meanwhile, the answer is not its own and nothing is stored (returns false).
 */
export async function saveLookupResult(
  db: Db,
  userId: number,
  documentId: number,
  result: RegistryResult,
  number: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked, so a change of number waits for this answer to be stored, or this waits for it.
    const [doc] = await tx
      .select({ checkedAt: documents.checkedAt, number: documents.number })
      .from(documents)
      .where(eq(documents.id, documentId))
      .for('update');
    if (!doc || doc.number !== number) return false;
    const saved = await upsertRegistryCharges(tx, userScope(userId), result, {
      each: async (chunk) => {
        await tx
          .insert(chargeSources)
          .values(chunk.map((s) => ({ chargeId: s.id, documentId })))
          .onConflictDoNothing();
      },
    });
    const inserted = saved.filter((s) => s.isNew).map((s) => s.id);
    await notifyNewCharges(tx, { scope: userScope(userId), chargeIds: inserted, firstLookup: !doc?.checkedAt });
    await tx
      .update(documents)
      .set({ checkedAt: sql`now()`, checkError: null })
      .where(eq(documents.id, documentId));
    return true;
  });
}
