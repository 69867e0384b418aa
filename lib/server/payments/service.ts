import 'server-only';
import type { OwnerScope } from '@/lib/server/owner-scope';
import type { PaymentDto, QuoteDto } from '@/lib/contract/payments';
import { todayInMoscow } from '@/lib/domain/dates';
import { paymentTotals } from '@/lib/domain/payment-amounts';
import { OWN_REASONS } from '@/lib/domain/payment-reasons';
import { isActiveState } from '@/lib/domain/payment-state';
import { GatewayError, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import type { Db } from '@/lib/server/db/client';
import { conflict, notFound } from '@/lib/server/errors';
import { applyObservation } from './apply';
import { toPaymentDto } from './dto';
import { itemsOf, ownPayment, ownPayments, type PaymentRow } from './queries';
import { assessSelection } from './selection';
import { CAPTURING } from './capture-claim';
import { syncPayment } from './sync';

/** Said for an unknown payment id, also another user's (404: ids cannot be probed). */
export const MSG_PAYMENT_NOT_FOUND = 'Платёж не найден';
/** Seconds the wait page waits between reads while the outcome is unknown. */
export const STATUS_WAIT_SECONDS = 2;
/** A pending payment is read back from the gateway on a status read at most this often. */
const READ_BACK_EVERY_MS = 1500;
/** How many payments the history shows. */
export const HISTORY_LIMIT = 50;

/** A payment with its lines as the API answers it. */
export async function paymentDto(db: Db, payment: PaymentRow): Promise<PaymentDto> {
  return toPaymentDto(payment, await itemsOf(db, [payment.id]));
}

/** One of the user's payments. @throws AppError 404 when it is not theirs or does not exist. */
export async function requireOwnPayment(db: Db, userId: number, id: number): Promise<PaymentRow> {
  const payment = await ownPayment(db, userId, id);
  if (!payment) throw notFound(MSG_PAYMENT_NOT_FOUND);
  return payment;
}

/**
 * What paying these УИНs would be today (Moscow): lines with discounts and fees, totals, the
 * problems naming each УИН that cannot be paid, a payment already in progress for exactly these,
 * and the warning for what was paid already. Reads only; never throws for the person's mistakes.
 */
export async function quotePayment(
  db: Db,
  gateway: PaymentGateway,
  scope: OwnerScope,
  uins: string[],
  now = new Date(),
): Promise<QuoteDto> {
  const a = await assessSelection(db, scope, uins, todayInMoscow(now));
  return {
    today: a.today,
    lines: a.lines,
    problems: a.problems,
    ...paymentTotals(a.lines),
    activePaymentId: a.activePaymentId,
    repeatWarning: a.repeatWarning,
    payingElsewhere: a.payingElsewhere,
    sandbox: gateway.sandbox,
  };
}

/**
 * A payment's state for the wait page: while it is `pending`, it is read back from the gateway (at
 * most every 1.5 s), so the page follows the real state even when no notification arrives — the
 * gateway being unreachable just leaves it as stored. `wait` is the seconds to ask again while the
 * outcome is unknown, else null. @throws AppError 404 for another user's or an unknown payment.
 */
export async function paymentStatus(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  id: number,
): Promise<{ payment: PaymentDto; wait: number | null }> {
  let payment = await requireOwnPayment(db, userId, id);
  const stale = !payment.checkedAt || Date.now() - payment.checkedAt.getTime() >= READ_BACK_EVERY_MS;
  if (payment.state === 'pending' && stale) {
    try {
      payment = await syncPayment(db, gateway, payment, 'status');
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
    }
  }
  return { payment: await paymentDto(db, payment), wait: isActiveState(payment.state) ? STATUS_WAIT_SECONDS : null };
}

/** The user's payments, newest first (at most HISTORY_LIMIT), with their lines. */
export async function paymentHistory(db: Db, userId: number): Promise<PaymentDto[]> {
  const rows = await ownPayments(db, userId, HISTORY_LIMIT);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPaymentDto(r, items));
}

/**
 * The person gives up a payment that waits for them («Отменить платёж»): it becomes `canceled`
 * and its charges are free to pay again. Money the gateway authorised meanwhile is then released
 * (`syncPayment` cancels it at the gateway rather than capturing). Cancelling a payment already
 * closed changes nothing. @throws AppError 404 not theirs; 409 when the money was already taken
 * or is being taken right now.
 */
export async function cancelOwnPayment(db: Db, gateway: PaymentGateway, userId: number, id: number): Promise<PaymentDto> {
  const payment = await requireOwnPayment(db, userId, id);
  let after = await applyObservation(
    db,
    payment.id,
    { state: 'canceled', reason: OWN_REASONS.canceledByUser, onlyIf: (p) => p.gatewayStatus !== CAPTURING },
    'user',
  );
  if (after.state === 'succeeded' || after.state === 'refunded')
    throw conflict('conflict', 'Платёж уже прошёл: отменить его нельзя.');
  if (isActiveState(after.state)) throw conflict('conflict', 'Банк уже проводит платёж: дождитесь результата.');
  try {
    after = await syncPayment(db, gateway, after, 'user');
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error; // reconciliation releases authorised money later
  }
  return paymentDto(db, after);
}
