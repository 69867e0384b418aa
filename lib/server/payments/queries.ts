import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges, paymentItems, payments } from '@/lib/server/db/schema';
import { chargesOwnedBy } from '@/lib/server/fines/list-filter';
import type { OwnerScope } from '@/lib/server/owner-scope';

/** A stored payment. */
export type PaymentRow = typeof payments.$inferSelect;
/** A stored payment line. */
export type PaymentItemRow = typeof paymentItems.$inferSelect;
/** A payment line with the charge's status now (null when the charge is gone). */
/** A payment's line with its charge as it is now: status, and the vehicle it names (null when none, or the charge is gone). */
export type PaymentItemWithCharge = PaymentItemRow & { chargeStatus: string | null; vehiclePlate: string | null };

/**
 * The scope's charges (a person's, or an organization's) with these УИНs, in any kind. With
 * `lock`, the rows are locked for the transaction (`FOR UPDATE`), so two requests paying the same
 * charges take turns.
 */
export async function ownChargesByUin(db: Db, scope: OwnerScope, uins: readonly string[], lock = false) {
  const query = db
    .select()
    .from(charges)
    .where(and(chargesOwnedBy(scope), inArray(charges.uin, [...uins])))
    .orderBy(charges.id);
  return lock ? query.for('update') : query;
}

/**
 * Active payment lines (their payment is created or pending) for these УИНs, whoever pays them:
 * the same fine reaches everybody who added the car's СТС, and every member of an organization.
 * At most one per УИН and payer (the partial unique index `payment_items_active_user_uin_uq`).
 */
export async function activeItemsByUin(db: Db, uins: readonly string[]) {
  return db
    .select({ uin: paymentItems.uin, paymentId: paymentItems.paymentId, userId: paymentItems.userId })
    .from(paymentItems)
    .where(and(inArray(paymentItems.uin, [...uins]), eq(paymentItems.active, true)));
}

/** The УИNs of an active payment, to tell whether a new selection is the very same one. */
export async function itemUins(db: Db, paymentId: number): Promise<string[]> {
  const rows = await db.select({ uin: paymentItems.uin }).from(paymentItems).where(eq(paymentItems.paymentId, paymentId));
  return rows.map((r) => r.uin);
}

/**
 * When each of these УИНs was last paid through us (a succeeded payment of anyone: the person, or
 * another account holding the same document), also through the fine an order replaced
 * (`related`): a map from the requested УИН to the ISO moment.
 */
export async function paidThroughUs(
  db: Db,
  uins: readonly { uin: string; related: string | null }[],
): Promise<Map<string, string>> {
  const all = [...new Set(uins.flatMap((u) => (u.related ? [u.uin, u.related] : [u.uin])))];
  if (all.length === 0) return new Map();
  const rows = await db
    .select({ uin: paymentItems.uin, at: sql<string>`max(${payments.finishedAt})` })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(and(inArray(paymentItems.uin, all), eq(payments.state, 'succeeded')))
    .groupBy(paymentItems.uin);
  const byUin = new Map(rows.map((r) => [r.uin, new Date(r.at).toISOString()]));
  const result = new Map<string, string>();
  for (const u of uins) {
    const at = byUin.get(u.uin) ?? (u.related ? byUin.get(u.related) : undefined);
    if (at) result.set(u.uin, at);
  }
  return result;
}

/**
 * Those of these УИНs that a succeeded payment through us covers (anyone's: a fine reaches every
 * account holding the car's СТС): paidThroughUs without the moments. Such a charge is
 * `in_progress` («оплачен, ждём подтверждения») for every owner while ГИС ГМП still lists it unpaid.
 */
export async function succeededUins(db: Db, uins: readonly string[]): Promise<Set<string>> {
  return new Set(
    (
      await paidThroughUs(
        db,
        uins.map((uin) => ({ uin, related: null })),
      )
    ).keys(),
  );
}

/** The user's payment with this attempt key, if any. */
export async function paymentByAttempt(db: Db, userId: number, attemptKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.attemptKey, attemptKey)));
  return row;
}

/** One of the user's payments; undefined when there is none with this id for this user. */
export async function ownPayment(db: Db, userId: number, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

/** A payment by id, whoever owns it (background work: notifications, reconciliation). */
export async function paymentById(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Our payment behind a gateway payment id. */
export async function paymentByGatewayId(db: Db, gateway: string, gatewayPaymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayPaymentId, gatewayPaymentId)));
  return row;
}

/** The lines of these payments with their charges' current status. */
export async function itemsOf(db: Db, paymentIds: readonly number[]): Promise<PaymentItemWithCharge[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      id: paymentItems.id,
      paymentId: paymentItems.paymentId,
      userId: paymentItems.userId,
      chargeId: paymentItems.chargeId,
      uin: paymentItems.uin,
      kind: paymentItems.kind,
      title: paymentItems.title,
      billDate: paymentItems.billDate,
      fullAmountKopeks: paymentItems.fullAmountKopeks,
      amountKopeks: paymentItems.amountKopeks,
      discountPercent: paymentItems.discountPercent,
      feeKopeks: paymentItems.feeKopeks,
      active: paymentItems.active,
      chargeStatus: charges.status,
      vehiclePlate: charges.vehiclePlate,
    })
    .from(paymentItems)
    .leftJoin(charges, eq(charges.id, paymentItems.chargeId))
    .where(inArray(paymentItems.paymentId, [...paymentIds]))
    .orderBy(paymentItems.id);
}

/** The user's payments, newest first (at most `limit`). */
export async function ownPayments(db: Db, userId: number, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** The ids and УИНs of the scope's charges with these ids (others' ids give nothing). */
export async function ownUinsByChargeIds(
  db: Db,
  scope: OwnerScope,
  ids: readonly number[],
): Promise<{ id: number; uin: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: charges.id, uin: charges.uin })
    .from(charges)
    .where(and(chargesOwnedBy(scope), inArray(charges.id, [...ids])));
}
