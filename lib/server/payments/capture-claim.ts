import 'server-only';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { paymentItems, payments } from '@/lib/server/db/schema';
import type { PaymentRow } from './queries';
import { lockUins } from './uin-locks';

/** The gateway status we record while a capture is under way: the person's cancel then waits for its outcome. */
export const CAPTURING = 'capturing';

/**
 * What became of a claim to take a payment's authorised money:
 * - `claimed`: ours to capture now (the payment is marked `capturing`);
 * - `not-pending`: the payment was closed meanwhile (the person's cancel landed first);
 * - `wait`: another payment of one of its УИНs is being captured right now: decide after its outcome;
 * - `paid-elsewhere`: another payment of one of its УИНs went through since this one started (or at
 *   all, when the person did not confirm paying again): release the money, do not take it.
 */
export type CaptureClaim = 'claimed' | 'not-pending' | 'wait' | 'paid-elsewhere';

/**
 * Claims the capture of a payment whose money the gateway holds (ADR 8). Several accounts may pay
 * the same УИН at once (the fine reaches everybody who added the car's СТС, and every member of an
 * organization), so the decision is made here, once per УИН: its УИНs are locked (`lockUins`), so
 * overlapping captures, reservations and successes take turns across processes; then another
 * payment being captured makes this one wait, and another that succeeded since this one was
 * created (or at all, unless the person confirmed paying again what was paid) makes it lose. Both
 * moments are taken under those locks (`clock_timestamp()`), so a success this payment's
 * reservation could not see is always later than its creation. The claim itself is one atomic
 * update of a still `pending` payment, so a cancel by the person either lands before it — and
 * nothing is captured — or is refused after it; once made, it stays until the payment is closed
 * (applyObservation keeps it), so an older read of the gateway cannot undo it.
 */
export async function claimCapture(db: Db, payment: PaymentRow): Promise<CaptureClaim> {
  return db.transaction(async (tx) => {
    const items = await tx.select({ uin: paymentItems.uin }).from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
    const uins = [...new Set(items.map((i) => i.uin))];
    await lockUins(tx, uins);
    if (uins.length > 0) {
      const rivals = await tx
        .select({ state: payments.state, finishedAt: payments.finishedAt })
        .from(paymentItems)
        .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
        .where(
          and(
            inArray(paymentItems.uin, uins),
            ne(payments.id, payment.id),
            or(and(eq(payments.state, 'pending'), eq(payments.gatewayStatus, CAPTURING)), eq(payments.state, 'succeeded')),
          ),
        );
      const paidSince = (r: (typeof rivals)[number]) =>
        r.state === 'succeeded' && (!payment.repeatConfirmed || (r.finishedAt !== null && r.finishedAt >= payment.createdAt));
      if (rivals.some(paidSince)) return 'paid-elsewhere';
      if (rivals.some((r) => r.state === 'pending')) return 'wait';
    }
    const claimed = await tx
      .update(payments)
      .set({ gatewayStatus: CAPTURING })
      .where(and(eq(payments.id, payment.id), eq(payments.state, 'pending')))
      .returning({ id: payments.id });
    return claimed.length > 0 ? 'claimed' : 'not-pending';
  });
}
