import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { todayInMoscow } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { MAX_PAYMENT_ITEMS, MIN_PAYMENT_KOPEKS, paymentTotals } from '@/lib/domain/payment-amounts';
import { OWN_REASONS, paymentReasonMessage } from '@/lib/domain/payment-reasons';
import { stateFromGateway } from '@/lib/domain/payment-state';
import { GatewayError, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { paymentItems, paymentLedger, payments } from '@/lib/server/db/schema';
import { AppError, badInput, conflict, notFound, unavailable } from '@/lib/server/errors';
import type { OwnerScope } from '@/lib/server/owner-scope';
import { MSG_TOO_MANY_UINS } from '@/lib/validation/payments';
import { databaseErrorCode } from '@/lib/server/http/db-errors';
import { logError } from '@/lib/server/http/log';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { absoluteUrl } from '@/lib/server/mail/templates';
import { applyObservation } from './apply';
import { PAYMENT_RATE } from './limits';
import { itemUins, ownPayment, paymentByAttempt, type PaymentRow } from './queries';
import { assessSelection, type Assessment } from './selection';
import { lockUins } from './uin-locks';
import { plural } from '@/lib/domain/plural';

/** What starting a payment needs (validated by `createPaymentInput`). */
export interface StartPaymentInput {
  uins: string[];
  /** Where the receipt goes. */
  email: string;
  /** The client's key of this press of «Оплатить» (UUID). */
  attempt: string;
  /** The person confirmed paying again what was already paid through us. */
  confirm: boolean;
  /** The total in kopeks the person saw on «Оплатить»; when given, another total today is refused. */
  total?: number;
}

/** The payment, or `busy` while another request of the same press is still creating it at the gateway. */
export type StartPaymentResult = { payment: PaymentRow } | { busy: true; paymentId: number };

/** Seconds a client waits before asking again while the same press is being created. */
export const START_WAIT_SECONDS = 1;

/** The first problem of the selection as the error the API answers, or undefined. */
function firstProblem(assessment: Assessment, uins: readonly string[]): AppError | undefined {
  const problem = [...assessment.problems].sort((a, b) => uins.indexOf(a.uin) - uins.indexOf(b.uin))[0];
  if (!problem) return undefined;
  return problem.code === 'not_found' ? notFound(problem.message) : conflict(problem.code, problem.message);
}

/** Said when the total priced now is not the one the page showed (kopeks). */
function msgPriceChanged(shown: number, now: number): string {
  return `Сумма к оплате изменилась: было ${formatRubles(shown)}, теперь ${formatRubles(now)} — например, закончился срок оплаты со скидкой. Проверьте сумму и нажмите «Оплатить» ещё раз.`;
}

/** `Оплата штрафов по УИН 188…, 188…` up to 128 characters (gateways show it to the person). */
function describe(paymentId: number, uins: readonly string[]): string {
  const listed = `Оплата начислений по УИН ${uins.join(', ')} (платёж № ${paymentId})`;
  return listed.length <= 128
    ? listed
    : `Оплата ${uins.length} ${plural(uins.length, 'начисления', 'начислений', 'начислений')} (платёж № ${paymentId})`;
}

/**
 * Reserves the charges and writes the attempt (state `created`, its idempotence key, lines, ledger)
 * in one transaction, before any gateway is called. The charges are locked, and the partial unique
 * index on active lines stops a second payment of the same person from holding them (two tabs,
 * several processes): an active payment for exactly the same charges is answered instead of a new
 * one. Another account's payment of the same УИН does not stop this one; the capture decides.
 * @throws AppError naming the УИН: 404 unknown (or another user's), 409 not payable, in another
 * payment of the person's, or already paid through us without `confirm`; 409 `price_changed` when
 * `total` is not today's total; 429 past PAYMENT_RATE.createPerUser new payments of the person.
 */
async function reserve(
  db: Db,
  gateway: PaymentGateway,
  scope: OwnerScope,
  input: StartPaymentInput,
  today: string,
): Promise<{ payment: PaymentRow; fresh: boolean }> {
  const userId = scope.userId;
  return db.transaction(async (tx) => {
    const replay = await paymentByAttempt(tx, userId, input.attempt);
    if (replay) return { payment: replay, fresh: false };
    await lockUins(tx, input.uins);
    const assessment = await assessSelection(tx, scope, input.uins, today, true);
    if (assessment.activePaymentId !== null)
      return { payment: (await ownPayment(tx, userId, assessment.activePaymentId))!, fresh: false };
    const problem = firstProblem(assessment, input.uins);
    if (problem) throw problem;
    if (assessment.repeatWarning && !input.confirm) throw conflict('confirm_required', assessment.repeatWarning);
    const totals = paymentTotals(assessment.lines);
    // The page was priced earlier (a discount may have ended at midnight in Moscow): never charge another sum than shown.
    if (input.total !== undefined && input.total !== totals.totalKopeks)
      throw conflict('price_changed', msgPriceChanged(input.total, totals.totalKopeks));
    if (totals.totalKopeks < MIN_PAYMENT_KOPEKS)
      throw conflict('not_payable', 'Сумма к оплате меньше 1 ₽: оплатить её картой нельзя.');
    // Only a payment about to be made counts (it calls the gateway): a repeat of the same press
    // while it is `wait` and the payment another tab made are answered above without counting,
    // so a client that keeps asking after a crash is not shut out. In this transaction: a refusal
    // takes its own hit back, the count stays at what was made.
    await hitRateLimit(tx, PAYMENT_RATE.createPerUser, String(userId));
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        organizationId: scope.kind === 'organization' ? scope.organizationId : null,
        gateway: gateway.name,
        idempotenceKey: randomUUID(),
        attemptKey: input.attempt,
        ...totals,
        receiptEmail: input.email,
        repeatConfirmed: input.confirm && assessment.repeatWarning !== null,
        pricedOn: today,
        // Under the УИН locks: a success this reservation could not see is later (claimCapture).
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    await tx.insert(paymentItems).values(
      assessment.lines.map((l) => ({
        paymentId: payment!.id,
        userId,
        chargeId: l.chargeId,
        uin: l.uin,
        kind: l.kind,
        title: l.title,
        billDate: l.billDate,
        fullAmountKopeks: l.fullAmountKopeks,
        amountKopeks: l.amountKopeks,
        discountPercent: l.discountPercent,
        feeKopeks: l.feeKopeks,
        active: true,
      })),
    );
    await tx.insert(paymentLedger).values({ paymentId: payment!.id, fromState: null, toState: 'created', source: 'create' });
    return { payment: payment!, fresh: true };
  });
}

/**
 * Starts paying the user's charges (`uins`) by card (ADR 0008), exactly once per selection:
 * 1. a repeated press (same `attempt`) answers the payment it made; two tabs paying the same charges
 *    get the one payment in progress;
 * 2. the attempt and its idempotence key are stored (`reserve`) before the gateway is called;
 * 3. the gateway payment is created with that key (retried on 429/500 inside the adapter); its id
 *    and payment page are stored and the payment becomes `pending`.
 * Amounts are priced for the day in Moscow of `now`. A gateway that does not answer leaves no
 * half-made payment: the attempt becomes `failed` (its charges free again) and a 503 says so.
 * @throws AppError — see `reserve`; 503 `unavailable` when the gateway is down.
 */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  scope: OwnerScope,
  input: StartPaymentInput,
  now = new Date(),
): Promise<StartPaymentResult> {
  if (scope.kind === 'user' && input.uins.length > MAX_PAYMENT_ITEMS)
    throw badInput(MSG_TOO_MANY_UINS, { uins: MSG_TOO_MANY_UINS });
  const today = todayInMoscow(now);
  let reserved: { payment: PaymentRow; fresh: boolean };
  try {
    reserved = await reserve(db, gateway, scope, input, today);
  } catch (error) {
    // Two requests of the person reserved the same charges at once: the loser sees the winner's payment now.
    if (databaseErrorCode(error) !== '23505') throw error;
    reserved = await reserve(db, gateway, scope, input, today);
  }
  const { payment, fresh } = reserved;
  if (fresh) return createAtGateway(db, gateway, payment);
  // Another request (the same press again, or another tab) made it: answer it, or wait while it is being created.
  return payment.state === 'created' ? { busy: true, paymentId: payment.id } : { payment };
}

/** Step 3 of `startPayment` for the attempt this request stored. */
async function createAtGateway(db: Db, gateway: PaymentGateway, payment: PaymentRow): Promise<StartPaymentResult> {
  const uins = await itemUins(db, payment.id);
  try {
    const remote = await gateway.createPayment({
      idempotenceKey: payment.idempotenceKey,
      amountKopeks: payment.totalKopeks,
      description: describe(payment.id, uins),
      returnUrl: absoluteUrl(`/prepayment/wait?payment=${payment.id}`),
      metadata: { paymentId: String(payment.id) },
    });
    const updated = await applyObservation(
      db,
      payment.id,
      {
        state: stateFromGateway(remote.status, remote.refundedKopeks, remote.amountKopeks),
        gatewayStatus: remote.status,
        gatewayPaymentId: remote.id,
        confirmationUrl: remote.confirmationUrl,
        reason: remote.cancellation?.reason ?? null,
      },
      'create',
    );
    return { payment: updated };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error; // the attempt stays `created`; reconciliation closes it
    logError('payment gateway did not create a payment', error, { paymentId: payment.id, gateway: gateway.name });
    await applyObservation(db, payment.id, { state: 'failed', reason: OWN_REASONS.gatewayUnavailable }, 'create');
    throw unavailable(paymentReasonMessage(OWN_REASONS.gatewayUnavailable), 60);
  }
}
