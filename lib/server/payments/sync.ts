import 'server-only';
import { and, eq } from 'drizzle-orm';
import { todayInMoscow } from '@/lib/domain/dates';
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

/**
 * Why the payment can no longer be taken as priced, or null when it can: a charge paid, closed or
 * replaced by an order since (`noLongerPayable`), or a line priced with the early-payment discount
 * whose last day (КоАП art. 32.2 part 1.3, in Moscow's calendar) has passed while the person was on
 * the card page (`discountEnded`): taking the discounted sum then would leave the fine part-paid.
 */
async function whyNotPayable(db: Db, payment: PaymentRow, today = todayInMoscow()): Promise<string | null> {
  const rows = await db
    .select({
      status: charges.status,
      discountUntil: charges.discountUntil,
      amountKopeks: paymentItems.amountKopeks,
      fullAmountKopeks: paymentItems.fullAmountKopeks,
    })
    .from(paymentItems)
    .innerJoin(charges, eq(charges.id, paymentItems.chargeId))
    .where(eq(paymentItems.paymentId, payment.id));
  if (rows.some((r) => NOT_PAYABLE.has(r.status))) return OWN_REASONS.noLongerPayable;
  const lapsed = (r: (typeof rows)[number]) =>
    r.amountKopeks < r.fullAmountKopeks && (r.discountUntil === null || r.discountUntil < today);
  return rows.some(lapsed) ? OWN_REASONS.discountEnded : null;
}

/** Charge statuses that can no longer be paid. */
const NOT_PAYABLE = new Set<string>(['paid', 'closed', 'moved-to-order']);

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
 * our payment is still `pending` for exactly that amount and its charges are still payable at the
 * price it was made for (whyNotPayable);
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
    const refused = wanted ? await whyNotPayable(db, payment) : null;
    if (wanted && refused === null && (await claimCapture(db, payment))) {
      remote = await settle(gateway, remote, () => gateway.capturePayment(remote.id, payment.totalKopeks, captureKey(payment)));
    } else {
      if (remote.amountKopeks !== payment.totalKopeks) reason = OWN_REASONS.amountMismatch;
      else if (payment.state === 'pending') reason = refused ?? OWN_REASONS.noLongerPayable;
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
