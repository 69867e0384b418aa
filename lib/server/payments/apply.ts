import 'server-only';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { advance, isActiveState, type PaymentState } from '@/lib/domain/payment-state';
import type { Db } from '@/lib/server/db/client';
import { charges, paymentItems, paymentLedger, payments } from '@/lib/server/db/schema';
import { enqueueMail } from '@/lib/server/mail/queue';
import { CAPTURING } from './capture-claim';
import { itemsOf, type PaymentRow } from './queries';
import { receiptMail } from './receipt-mail';
import { lockUins } from './uin-locks';

/** Who observed a state: the create call, the wait page's read, a notification, reconciliation, the person, a refund. */
export type LedgerSource = 'create' | 'status' | 'notification' | 'reconcile' | 'user' | 'refund';

/** A state seen for a payment, with what the gateway said. */
export interface Observation {
  state: PaymentState;
  /** The gateway's own status word, kept for people reading the table. */
  gatewayStatus?: string | null;
  /** For canceled and failed: why (payment-reasons.ts). */
  reason?: string | null;
  /** The gateway payment, once known. */
  gatewayPaymentId?: string;
  confirmationUrl?: string | null;
  /** Applied only when this holds for the locked row (e.g. the person's cancel, unless a capture is under way). */
  onlyIf?: (payment: PaymentRow) => boolean;
}

/**
 * Applies an observed state to a payment in one transaction, at most once (ADR 0008): its УИНs
 * and then the payment row are locked, the state moves only forward (`advance`), a capture claim
 * (`capturing`) is kept while the payment stays open, and the ledger's unique
 * (payment, to_state) guards every transition across processes. In the same transaction:
 * - leaving `created`/`pending`: the payment's lines stop holding their charges;
 * - `succeeded`: the charges of its УИНs still `notpaid`/`open` — of every account holding them —
 *   become `in_progress` («оплачен, ждём подтверждения из ГИС ГМП»), and the receipt mail is queued
 *   (durable mail queue);
 * - `refunded`: those `in_progress` charges that no other succeeded payment covers go back to unpaid.
 * An observation that changes nothing only records the gateway's status and the time of the check.
 * Answers the payment as it is after the call.
 */
export async function applyObservation(
  db: Db,
  paymentId: number,
  observed: Observation,
  source: LedgerSource,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    // The УИН locks first, in the order every other step takes them (capture claims, reservations).
    const uins = await tx.select({ uin: paymentItems.uin }).from(paymentItems).where(eq(paymentItems.paymentId, paymentId));
    await lockUins(
      tx,
      uins.map((u) => u.uin),
    );
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    const next = observed.onlyIf && !observed.onlyIf(payment) ? payment.state : advance(payment.state, observed.state);
    // A capture claimed stays claimed while the payment is open: a read of the gateway made before
    // the claim and applied after it must not make other accounts' payments think nobody captures.
    const keepClaim = payment.gatewayStatus === CAPTURING && isActiveState(next);
    const known = {
      ...(observed.gatewayStatus !== undefined && !keepClaim && { gatewayStatus: observed.gatewayStatus }),
      ...(observed.gatewayPaymentId && !payment.gatewayPaymentId && { gatewayPaymentId: observed.gatewayPaymentId }),
      ...(observed.confirmationUrl !== undefined && isActiveState(next) && { confirmationUrl: observed.confirmationUrl }),
      checkedAt: sql`now()`,
    };
    if (next === payment.state) {
      const [same] = await tx.update(payments).set(known).where(eq(payments.id, paymentId)).returning();
      return same!;
    }
    const money = next === 'succeeded' ? payment.totalKopeks : next === 'refunded' ? -payment.totalKopeks : 0;
    const [entry] = await tx
      .insert(paymentLedger)
      .values({
        paymentId,
        fromState: payment.state,
        toState: next,
        amountKopeks: money,
        source,
        gatewayStatus: observed.gatewayStatus ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentLedger.id });
    if (!entry) return payment; // another process applied this very transition first
    const [updated] = await tx
      .update(payments)
      .set({
        ...known,
        state: next,
        updatedAt: sql`now()`,
        ...((next === 'canceled' || next === 'failed') && { reason: observed.reason ?? null, confirmationUrl: null }),
        // Under the УИН locks (claimCapture compares it with other payments' creation).
        ...(!isActiveState(next) && { finishedAt: payment.finishedAt ?? sql`clock_timestamp()`, confirmationUrl: null }),
      })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!isActiveState(next)) {
      await tx.update(paymentItems).set({ active: null }).where(eq(paymentItems.paymentId, paymentId));
    }
    if (next === 'succeeded') await markCharges(tx, updated!, 'in_progress');
    if (next === 'refunded') await markCharges(tx, updated!, 'notpaid');
    return updated!;
  });
}

/**
 * The charges of a payment's УИНs, whoever holds them (the payer, and every other account or
 * organization with the same document, through `charges_uin_idx`): `in_progress` after a success
 * (and the receipt), back to unpaid after a refund unless another succeeded payment covers the УИН.
 */
async function markCharges(tx: Db, payment: PaymentRow, to: 'in_progress' | 'notpaid'): Promise<void> {
  const items = await tx.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
  const uins = [...new Set(items.map((i) => i.uin))];
  if (to === 'in_progress') {
    if (uins.length > 0) {
      await tx
        .update(charges)
        .set({ status: 'in_progress', updatedAt: sql`now()` })
        .where(and(inArray(charges.uin, uins), inArray(charges.status, ['notpaid', 'open'])));
    }
    // With the vehicle each charge names: a fleet's accountant matches the receipt to its cars.
    await enqueueMail(tx, receiptMail(payment, await itemsOf(tx, [payment.id])));
    return;
  }
  if (uins.length === 0) return;
  const otherSuccess = tx
    .select({ one: sql`1` })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(and(eq(paymentItems.uin, charges.uin), eq(payments.state, 'succeeded')));
  await tx
    .update(charges)
    .set({ status: sql`case when ${charges.kind} = 'order' then 'open' else 'notpaid' end`, updatedAt: sql`now()` })
    .where(and(inArray(charges.uin, uins), eq(charges.status, 'in_progress'), notExists(otherSuccess)));
}
