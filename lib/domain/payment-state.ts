/**
 * The payment state machine (issue «Payments», ADR 0008). One payment pays one or several charges
 * (fines, tax debts, ФССП orders) through a card gateway:
 *
 *   created ──► pending ──► succeeded ──► refunded
 *      │           │
 *      └───────────┴──► canceled | failed
 *
 * - `created`: the attempt and its idempotence key are stored; the gateway has not answered yet.
 * - `pending`: the gateway holds the payment (its page is open, or money is authorised and waits
 *   for our capture — YooKassa `pending` and `waiting_for_capture`).
 * - `succeeded`: money taken; the charges are «оплачен, ждём подтверждения из ГИС ГМП».
 * - `canceled`: the gateway or the person cancelled it (declined card, 3-D Secure failed, expired);
 *   nothing was taken.
 * - `failed`: the attempt never reached a payment page (the gateway refused or did not answer).
 * - `refunded`: the money went back after a success.
 *
 * States only move forward: an observation that names an earlier or an unreachable state changes
 * nothing, so a notification delivered twice or out of order is harmless.
 */

import { OWN_REASONS } from './payment-reasons';

/** Every state, in the order they can follow each other (see the diagram). */
export const PAYMENT_STATES = ['created', 'pending', 'succeeded', 'canceled', 'failed', 'refunded'] as const;

/** A payment's state (see the module comment). */
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The direct transitions of the machine. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  created: ['pending', 'canceled', 'failed'],
  pending: ['succeeded', 'canceled', 'failed'],
  succeeded: ['refunded'],
  canceled: [],
  failed: [],
  refunded: [],
};

/** States that never change again. `succeeded` is final for the person but may still be refunded. */
export const FINAL_STATES: readonly PaymentState[] = ['canceled', 'failed', 'refunded'];

/** States in which the payment still holds its charges (no other payment may take them). */
export const ACTIVE_STATES: readonly PaymentState[] = ['created', 'pending'];

/** True for `created` and `pending`: the outcome is not known yet. */
export function isActiveState(state: PaymentState): boolean {
  return ACTIVE_STATES.includes(state);
}

/** Type guard for a state read from the database or the wire. */
export function isPaymentState(value: unknown): value is PaymentState {
  return typeof value === 'string' && (PAYMENT_STATES as readonly string[]).includes(value);
}

/** True when `to` can follow `from` through one or more transitions (never `from` itself: no loops). */
export function canReach(from: PaymentState, to: PaymentState): boolean {
  const seen = new Set<PaymentState>();
  const queue = [...PAYMENT_TRANSITIONS[from]];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (next === to) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...PAYMENT_TRANSITIONS[next]);
  }
  return false;
}

/**
 * The state after observing `observed` (from the gateway, a notification or our own decision):
 * `observed` when it lies ahead of `current`, else `current` unchanged. Because the machine has no
 * cycles, folding any sequence of observations twice gives the same state as folding it once.
 */
export function advance(current: PaymentState, observed: PaymentState): PaymentState {
  return canReach(current, observed) ? observed : current;
}

/** Folds observations in order from `start` (see `advance`). */
export function advanceAll(start: PaymentState, observed: readonly PaymentState[]): PaymentState {
  return observed.reduce(advance, start);
}

/** A payment's status at the gateway (YooKassa API v3 names; the sandbox acquirer uses the same). */
export type GatewayStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/**
 * Our state for what the gateway reports: `pending` and `waiting_for_capture` → `pending`;
 * `succeeded` → `succeeded`, or `refunded` once the refunded amount covers the whole payment;
 * `canceled` → `canceled`. (`failed` is never the gateway's word: it is ours for an attempt that
 * never reached a payment page.)
 */
export function stateFromGateway(status: GatewayStatus, refundedKopeks = 0, amountKopeks = Infinity): PaymentState {
  if (status === 'succeeded') return refundedKopeks >= amountKopeks ? 'refunded' : 'succeeded';
  if (status === 'canceled') return 'canceled';
  return 'pending';
}

/** Russian label of each state, as the payment history shows it. */
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  created: 'Создаётся',
  pending: 'Ожидает оплаты',
  succeeded: 'Оплачен',
  canceled: 'Отменён',
  failed: 'Не создан',
  refunded: 'Возвращён',
};

/**
 * The payment history's label of a payment: its state's (PAYMENT_STATE_LABELS), except a
 * cancellation the person did not ask for — declined by the bank, expired, released by us — which
 * is «Не прошёл», as /prepayment/error's heading says; «Отменён» only for their own cancel.
 */
export function paymentStateLabel(state: PaymentState, reason: string | null): string {
  return state === 'canceled' && reason !== OWN_REASONS.canceledByUser ? 'Не прошёл' : PAYMENT_STATE_LABELS[state];
}

/** The prepayment page that shows a payment in `state` (README «Страницы оплаты»). */
export type PrepaymentPage = '/prepayment/wait' | '/prepayment/success' | '/prepayment/error';

/**
 * Where a payment in `state` is shown: the wait page while the outcome is unknown, the success page
 * once money is taken, the error page when nothing was taken (or it was given back).
 */
export function pageForState(state: PaymentState): PrepaymentPage {
  if (isActiveState(state)) return '/prepayment/wait';
  return state === 'succeeded' ? '/prepayment/success' : '/prepayment/error';
}
