import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { OWN_REASONS } from '@/lib/domain/payment-reasons';
import { stateFromGateway } from '@/lib/domain/payment-state';
import { GatewayError, type GatewayPayment, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { charges, paymentItems, payments } from '@/lib/server/db/schema';
import { logError } from '@/lib/server/http/log';
import { applyObservation, type LedgerSource } from './apply';
import type { PaymentRow } from './queries';

/** Idempotence keys of the follow-up calls, derived from the attempt's own key (≤ 64 characters). */
const captureKey = (p: PaymentRow) => `${p.idempotenceKey}:capture`;
const cancelKey = (p: PaymentRow) => `${p.idempotenceKey}:cancel`;

/** True while every charge of the payment can still be paid (none paid, closed or replaced by an order since). */
async function chargesStillPayable(db: Db, payment: PaymentRow): Promise<boolean> {
  const rows = await db
    .select({ status: charges.status, kind: charges.kind, relatedUin: charges.relatedUin })
    .from(paymentItems)
    .innerJoin(charges, eq(charges.id, paymentItems.chargeId))
    .where(and(eq(paymentItems.paymentId, payment.id), inArray(charges.status, ['paid', 'closed', 'moved-to-order'])));
  return rows.length === 0;
}

/** The gateway status we record while a capture is under way: the person's cancel then waits for its outcome. */
export const CAPTURING = 'capturing';

/**
 * Marks the payment as being captured, if it is still `pending` (one atomic update, so a cancel by
 * the person either lands before it — and nothing is captured — or is refused after it).
 */
async function claimCapture(db: Db, payment: PaymentRow): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ gatewayStatus: CAPTURING })
    .where(and(eq(payments.id, payment.id), eq(payments.state, 'pending')))
    .returning({ id: payments.id });
  return claimed.length > 0;
}

/**
 * Brings our payment in line with the gateway, reading the payment back (the only source of truth;
 * notification bodies are not). Money authorised and waiting for capture is captured only while
 * our payment is still `pending` for exactly that amount and its charges are still payable;
 * otherwise it is released (cancelled), so no charge is paid twice. The result is applied with
 * `applyObservation` (once, whichever process gets there first). A payment without a gateway id
 * yet, or made through another gateway than this process uses, is answered as it is.
 * @throws GatewayError when the gateway cannot be read (the caller retries later).
 */
export async function syncPayment(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  source: LedgerSource,
): Promise<PaymentRow> {
  if (!payment.gatewayPaymentId || payment.gateway !== gateway.name) return payment;
  let remote = await gateway.getPayment(payment.gatewayPaymentId);
  let reason: string | null = null;
  if (remote.status === 'waiting_for_capture') {
    const wanted = payment.state === 'pending' && remote.amountKopeks === payment.totalKopeks;
    if (wanted && (await chargesStillPayable(db, payment)) && (await claimCapture(db, payment))) {
      remote = await settle(gateway, remote, () => gateway.capturePayment(remote.id, payment.totalKopeks, captureKey(payment)));
    } else {
      if (remote.amountKopeks !== payment.totalKopeks) reason = OWN_REASONS.amountMismatch;
      else if (payment.state === 'pending') reason = OWN_REASONS.noLongerPayable;
      remote = await settle(gateway, remote, () => gateway.cancelPayment(remote.id, cancelKey(payment)));
    }
  }
  if (remote.status === 'succeeded' && (payment.state === 'canceled' || payment.state === 'failed')) {
    // Never expected: we capture only pending payments. Kept loud so a person looks at it.
    logError('gateway reports money taken for a payment we closed', new Error('captured after close'), { paymentId: payment.id });
  }
  return applyObservation(
    db,
    payment.id,
    {
      state: stateFromGateway(remote.status, remote.refundedKopeks, remote.amountKopeks),
      gatewayStatus: remote.status,
      reason: reason ?? remote.cancellation?.reason ?? null,
      gatewayPaymentId: remote.id,
      confirmationUrl: remote.confirmationUrl,
    },
    source,
  );
}

/**
 * Runs a capture or cancel; when the gateway refuses it (the payment moved on meanwhile, e.g. it
 * expired), reads the payment again and goes by what it says now.
 */
async function settle(
  gateway: PaymentGateway,
  remote: GatewayPayment,
  action: () => Promise<GatewayPayment>,
): Promise<GatewayPayment> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof GatewayError && !error.retryable) return gateway.getPayment(remote.id);
    throw error;
  }
}
