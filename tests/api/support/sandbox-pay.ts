import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { POST as createPayment } from '@/app/105/api/payments/route';
import { POST as card } from '@/app/105/api/sandbox-acquirer/card/route';
import { POST as confirm } from '@/app/105/api/sandbox-acquirer/confirm/route';
import { call, type Answer, type TestAuth } from './call';

/** Starts paying `uins` through the API and answers the payment (it must be created). */
export async function startPaying(auth: TestAuth, uins: string[], email = 'payer@example.ru') {
  const res = await call(createPayment, 'payments', { auth, body: { uins: uins.join(','), email, attempt: randomUUID() } });
  expect(res.json.status, JSON.stringify(res.json)).toBe('ok');
  return res.json.payment as { id: number; confirmationUrl: string; state: string; totalKopeks: number };
}

/** The sandbox payment id in a confirmation URL (`/sandbox-acquirer/{id}`). */
export const sandboxIdOf = (confirmationUrl: string): string => confirmationUrl.split('/').pop()!;

/** Goes through the sandbox payment page as a payer would: the card, then the 3-D Secure code. */
export async function payOnSandboxPage(
  confirmationUrl: string,
  cardNumber = '4111 1111 1111 1111',
  code = '123456',
): Promise<{ card: Answer; confirm: Answer }> {
  const id = sandboxIdOf(confirmationUrl);
  const cardAnswer = await call(card, 'sandbox-acquirer/card', { body: { id, number: cardNumber, expiry: '12/39', cvc: '123' } });
  const confirmAnswer = await call(confirm, 'sandbox-acquirer/confirm', { body: { id, code } });
  return { card: cardAnswer, confirm: confirmAnswer };
}
