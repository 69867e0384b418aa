import 'server-only';
import { eq } from 'drizzle-orm';
import { todayInMoscow } from '@/lib/domain/dates';
import { OWN_REASONS } from '@/lib/domain/payment-reasons';
import { stateFromGateway } from '@/lib/domain/payment-state';
import { GatewayError, type GatewayPayment, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { charges, paymentItems } from '@/lib/server/db/schema';
import { logError } from '@/lib/server/http/log';
import { applyObservation, type LedgerSource } from './apply';
import { claimCapture } from './capture-claim';
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

/**
 * Brings our payment in line with the gateway, reading the payment back (the only source of truth;
 * notification bodies are not). Money authorised and waiting for capture is captured only while
 * our payment is still `pending` for exactly that amount, its charges are still payable at the
 * price it was made for (whyNotPayable) and no other account's payment of the same УИН went
 * through first (claimCapture); otherwise it is released (cancelled), so no charge is paid twice.
 * While another account's payment of the same УИН is being captured, the money is left authorised
 * and the next read (the wait page, reconciliation) decides. The result is applied with
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
    const claim = wanted && refused === null ? await claimCapture(db, payment) : null;
    if (claim === 'claimed') {
      remote = await settle(gateway, remote, () => gateway.capturePayment(remote.id, payment.totalKopeks, captureKey(payment)));
    } else if (claim !== 'wait') {
      // 'wait': another account's payment of the same УИН is being captured; the next read decides.
      if (remote.amountKopeks !== payment.totalKopeks) reason = OWN_REASONS.amountMismatch;
      else if (claim === 'paid-elsewhere') reason = OWN_REASONS.paidElsewhere;
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
