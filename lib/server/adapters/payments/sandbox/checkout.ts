import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { isCvcValid, isExpiryValid, isLuhnValid, MSG_CARD_CVC, MSG_CARD_EXPIRY, MSG_CARD_NUMBER } from '@/lib/domain/bank-card';
import { findSandboxCard, SANDBOX_3DS_ATTEMPTS, SANDBOX_3DS_CODE } from '@/lib/domain/sandbox-cards';
import type { Db } from '@/lib/server/db/client';
import { sandboxAcquirerPayments } from '@/lib/server/db/schema';
import { badInput, conflict, notFound } from '@/lib/server/errors';
import type { SandboxCheckoutDto } from '@/lib/contract/payments';
import { env } from '@/lib/env';

type Row = typeof sandboxAcquirerPayments.$inferSelect;

/** Said for a valid card number that is not one of the documented test cards. */
export const MSG_NOT_A_TEST_CARD =
  'Это тестовая оплата: подходят только тестовые карты из списка ниже. Настоящую карту сюда вводить не нужно.';
/** Said for a wrong 3-D Secure code. */
export const MSG_WRONG_3DS_CODE = 'Неверный код подтверждения';
const MSG_NO_PAYMENT = 'Платёж не найден';
const MSG_NOT_NOW = 'Этот шаг оплаты уже пройден. Обновите страницу';

/** What the sandbox tells its merchant after a step: the event of the change, if any (YooKassa names). */
export type SandboxEvent = 'payment.waiting_for_capture' | 'payment.canceled' | null;

function toDto(row: Row): SandboxCheckoutDto {
  return {
    id: row.id,
    amountKopeks: row.amountKopeks,
    description: row.description,
    status: row.status,
    step: row.step,
    cardLast4: row.cardLast4,
    threeDsAttemptsLeft: Math.max(0, SANDBOX_3DS_ATTEMPTS - row.threeDsFailures),
    cancellationReason: row.cancellationReason,
    returnUrl: returnAddress(row.returnUrl),
  };
}

/**
 * Where the sandbox page sends the person back: a page of this site as its path. This app serves
 * the sandbox page itself, on whatever address the person opened (127.0.0.1 or the machine's
 * network address as well as `PUBLIC_URL`), and their sign-in is kept per address; an absolute
 * `PUBLIC_URL` address would take them to another one and ask them to sign in. A real acquirer
 * returns to `PUBLIC_URL`, the one address people use in production.
 */
function returnAddress(url: string): string {
  const target = new URL(url);
  return target.origin === new URL(env().PUBLIC_URL).origin ? `${target.pathname}${target.search}` : url;
}

async function load(db: Db, id: string): Promise<Row> {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound(MSG_NO_PAYMENT);
  const [row] = await db.select().from(sandboxAcquirerPayments).where(eq(sandboxAcquirerPayments.id, id));
  if (!row) throw notFound(MSG_NO_PAYMENT);
  return row;
}

/** The sandbox payment page's view of a payment. @throws AppError 404 for an unknown id. */
export async function sandboxCheckout(db: Db, id: string): Promise<SandboxCheckoutDto> {
  return toDto(await load(db, id));
}

/**
 * The card step: checks the number (Luhn), expiry (not before this month, `today` `YYYY-MM-DD`)
 * and CVC, accepts only documented test cards, keeps the last four digits, and moves to 3-D Secure.
 * @throws AppError 400 with the field's message; 409 when the payment is past this step.
 */
export async function submitSandboxCard(
  db: Db,
  id: string,
  card: { number: string; expiry: string; cvc: string },
  today: string,
): Promise<SandboxCheckoutDto> {
  const row = await load(db, id);
  if (row.status !== 'pending' || row.step !== 'card') throw conflict('conflict', MSG_NOT_NOW);
  const fields: Record<string, string> = {};
  if (!isLuhnValid(card.number)) fields.number = MSG_CARD_NUMBER;
  if (!isExpiryValid(card.expiry, today)) fields.expiry = MSG_CARD_EXPIRY;
  if (!isCvcValid(card.cvc)) fields.cvc = MSG_CARD_CVC;
  const first = Object.values(fields)[0];
  if (first) throw badInput(first, fields);
  if (!findSandboxCard(card.number)) throw badInput(MSG_NOT_A_TEST_CARD, { number: MSG_NOT_A_TEST_CARD });
  const [updated] = await db
    .update(sandboxAcquirerPayments)
    .set({ step: '3ds', cardLast4: card.number.slice(-4), cardNumber: card.number })
    .where(and(eq(sandboxAcquirerPayments.id, id), eq(sandboxAcquirerPayments.step, 'card')))
    .returning();
  if (!updated) throw conflict('conflict', MSG_NOT_NOW);
  return toDto(updated);
}

/**
 * The 3-D Secure step: the right code applies the test card's outcome (authorised and waiting for
 * capture, declined, or processing for `slowSeconds`); a wrong one counts, and the last allowed
 * failure cancels the payment with `3d_secure_failed`. Answers the page's view and the event to
 * notify the merchant with. @throws AppError 400 for a wrong code, 409 when not at this step.
 */
export async function confirmSandbox3ds(
  db: Db,
  id: string,
  code: string,
  slowSeconds: number,
): Promise<{ checkout: SandboxCheckoutDto; event: SandboxEvent }> {
  const row = await load(db, id);
  if (row.status !== 'pending' || row.step !== '3ds') throw conflict('conflict', MSG_NOT_NOW);
  const atStep = and(eq(sandboxAcquirerPayments.id, id), eq(sandboxAcquirerPayments.step, '3ds'));
  if (code !== SANDBOX_3DS_CODE) {
    const failures = row.threeDsFailures + 1;
    if (failures < SANDBOX_3DS_ATTEMPTS) {
      await db.update(sandboxAcquirerPayments).set({ threeDsFailures: failures }).where(atStep);
      const left = SANDBOX_3DS_ATTEMPTS - failures;
      throw badInput(`${MSG_WRONG_3DS_CODE}. Осталось попыток: ${left}`, { code: MSG_WRONG_3DS_CODE });
    }
    return finish(db, id, { threeDsFailures: failures, ...declined('3d_secure_failed') }, 'payment.canceled');
  }
  const outcome = findSandboxCard(row.cardNumber ?? '')?.outcome ?? { kind: 'success' as const };
  if (outcome.kind === 'success')
    return finish(db, id, { status: 'waiting_for_capture', step: 'done' }, 'payment.waiting_for_capture');
  if (outcome.kind === 'declined') return finish(db, id, declined(outcome.reason), 'payment.canceled');
  return finish(db, id, { step: 'processing', processingUntil: sql`now() + make_interval(secs => ${slowSeconds})` }, null);
}

function declined(reason: string) {
  return { status: 'canceled' as const, step: 'done' as const, cancellationParty: 'payment_network', cancellationReason: reason };
}

async function finish(
  db: Db,
  id: string,
  set: PgUpdateSetSource<typeof sandboxAcquirerPayments>,
  event: SandboxEvent,
): Promise<{ checkout: SandboxCheckoutDto; event: SandboxEvent }> {
  const [updated] = await db
    .update(sandboxAcquirerPayments)
    .set(set)
    .where(and(eq(sandboxAcquirerPayments.id, id), eq(sandboxAcquirerPayments.step, '3ds')))
    .returning();
  if (!updated) throw conflict('conflict', MSG_NOT_NOW);
  return { checkout: toDto(updated), event };
}
