import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { GET as history } from '@/app/105/api/payments/route';
import { GET as status } from '@/app/105/api/payments/status/route';
import { POST as cancel } from '@/app/105/api/payments/cancel/route';
import { POST as notifications } from '@/app/105/api/payments/notifications/route';
import { POST as card } from '@/app/105/api/sandbox-acquirer/card/route';
import { POST as confirm } from '@/app/105/api/sandbox-acquirer/confirm/route';
import { paymentGateway } from '@/lib/server/adapters/payments';
import { confirmSandbox3ds } from '@/lib/server/adapters/payments/sandbox/checkout';
import { getDb } from '@/lib/server/db/client';
import {
  charges,
  mailOutbox,
  paymentItems,
  paymentLedger,
  paymentNotifications,
  payments,
  sandboxAcquirerPayments,
} from '@/lib/server/db/schema';
import { acceptNotification } from '@/lib/server/payments/notifications';
import { drainJobs } from '@/lib/server/jobs';
import { registerAllJobs } from '@/lib/server/jobs/catalog';
import { reconcilePendingPayments } from '@/lib/server/payments/reconcile';
import { refundPayment } from '@/lib/server/payments/refund';
import { call } from './support/call';
import { chargeStatus, insertCharge, ledgerOf } from './support/payments';
import { payOnSandboxPage, sandboxIdOf, startPaying } from './support/sandbox-pay';
import { signUp } from './support/users';
import { addDays, todayInMoscow } from '@/lib/domain/dates';

async function receiptsTo(email: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('paying through the sandbox acquirer', () => {
  it('the success card takes the money once: charges «оплачен, ждём подтверждения», a receipt is queued', async () => {
    const auth = await signUp();
    const a = await insertCharge(auth, { amountKopeks: 80_000, vehiclePlate: 'А123ВС77' });
    const b = await insertCharge(auth, { amountKopeks: 50_000 });
    const payment = await startPaying(auth, [a.uin, b.uin], 'receipt@example.ru');
    const steps = await payOnSandboxPage(payment.confirmationUrl);
    expect(steps.card.json.checkout).toMatchObject({ step: '3ds', cardLast4: '1111' });
    expect(steps.confirm.json.checkout).toMatchObject({ status: 'waiting_for_capture', step: 'done' });
    // Back to this site on the address the page was opened at, whatever PUBLIC_URL says.
    expect(steps.confirm.json.checkout.returnUrl).toBe(`/prepayment/wait?payment=${payment.id}`);

    const res = await call(status, 'payments/status', { auth, query: { id: payment.id } });
    expect(res.json).toMatchObject({
      status: 'ok',
      payment: { state: 'succeeded', page: '/prepayment/success', gatewayStatus: 'succeeded' },
    });
    expect(res.json.payment.items.map((i: { chargeStatus: string }) => i.chargeStatus)).toEqual(['in_progress', 'in_progress']);
    // The vehicle each charge names, on the result pages and in the receipt.
    expect(res.json.payment.items.map((i: { vehiclePlate: string | null }) => i.vehiclePlate)).toEqual(['А123ВС77', null]);
    expect(await ledgerOf(payment.id)).toEqual(['∅→created', 'created→pending', 'pending→succeeded']);
    const mails = await receiptsTo('receipt@example.ru');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Платёж № ${payment.id} принят (тестовая оплата)`);
    expect(mails[0]!.text).toContain(`УИН ${a.uin}, госномер А123ВС 77:`);
    expect(mails[0]!.text).toContain('всего: 1\u00A0461,00\u00A0₽'); // 800 + 72 + 500 + 89 ₽
  });

  it('the declined card cancels with the bank’s reason and marks nothing paid', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin], 'declined@example.ru');
    const steps = await payOnSandboxPage(payment.confirmationUrl, '4000 0000 0000 0002');
    expect(steps.confirm.json.checkout).toMatchObject({ status: 'canceled', cancellationReason: 'insufficient_funds' });
    const res = await call(status, 'payments/status', { auth, query: { id: payment.id } });
    expect(res.json.payment).toMatchObject({
      state: 'canceled',
      page: '/prepayment/error',
      reasonText: 'На карте недостаточно денег.',
    });
    expect(await chargeStatus(fine.id)).toBe('notpaid');
    const db = await getDb();
    const held = await db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
    expect(held.every((i) => i.active === null)).toBe(true);
    expect(await receiptsTo('declined@example.ru')).toHaveLength(0);
  });

  it('a discount that ends while the person is on the card page releases the money instead of taking the discounted sum', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth, { amountKopeks: 75_000, discountPercent: 25, discountUntil: todayInMoscow() });
    const payment = await startPaying(auth, [fine.uin], 'late@example.ru');
    expect(payment.totalKopeks).toBe(56_250 + 8_900); // 750 ₽ − 25 %, and the fee from 500 to 800 ₽
    // Midnight in Moscow passes on the card page: the discount's last day is now yesterday.
    const db = await getDb();
    await db
      .update(charges)
      .set({ discountUntil: addDays(todayInMoscow(), -1) })
      .where(eq(charges.id, fine.id));
    await payOnSandboxPage(payment.confirmationUrl);
    const res = await call(status, 'payments/status', { auth, query: { id: payment.id } });
    expect(res.json.payment).toMatchObject({
      state: 'canceled',
      page: '/prepayment/error',
      reasonText:
        'Платёж отменён: пока он шёл, закончился срок оплаты штрафа со скидкой. Деньги не списаны — оплатите штраф по полной сумме.',
    });
    expect(await chargeStatus(fine.id)).toBe('notpaid');
    const [acquired] = await db
      .select()
      .from(sandboxAcquirerPayments)
      .where(eq(sandboxAcquirerPayments.id, sandboxIdOf(payment.confirmationUrl)));
    expect(acquired?.status).toBe('canceled');
  });

  it('three wrong 3-D Secure codes cancel the payment; the card form checks its fields', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin]);
    const id = sandboxIdOf(payment.confirmationUrl);
    const luhn = await call(card, 'sandbox-acquirer/card', {
      body: { id, number: '4111 1111 1111 1112', expiry: '12/39', cvc: '123' },
    });
    expect(luhn.json.error.fields).toEqual({ number: 'Проверьте номер карты: в нём ошибка' });
    const expired = await call(card, 'sandbox-acquirer/card', {
      body: { id, number: '4111111111111111', expiry: '01/20', cvc: '12' },
    });
    expect(Object.keys(expired.json.error.fields)).toEqual(['expiry', 'cvc']);
    const real = await call(card, 'sandbox-acquirer/card', {
      body: { id, number: '5555 5555 5555 4444', expiry: '12/39', cvc: '123' },
    });
    expect(real.json.error.errorDesc).toContain('подходят только тестовые карты');

    // The expiry's four digits without the slash (typed where the page's mask did not run) are the same month.
    const accepted = await call(card, 'sandbox-acquirer/card', {
      body: { id, number: '4111111111111111', expiry: '1239', cvc: '123' },
    });
    expect(accepted.json.checkout.step).toBe('3ds');
    const first = await call(confirm, 'sandbox-acquirer/confirm', { body: { id, code: '000000' } });
    expect(first.json.error.errorDesc).toBe('Неверный код подтверждения. Осталось попыток: 2');
    await call(confirm, 'sandbox-acquirer/confirm', { body: { id, code: '000000' } });
    const last = await call(confirm, 'sandbox-acquirer/confirm', { body: { id, code: '000000' } });
    expect(last.json.checkout).toMatchObject({ status: 'canceled', cancellationReason: '3d_secure_failed' });
    expect((await call(status, 'payments/status', { auth, query: { id: payment.id } })).json.payment.state).toBe('canceled');
    expect(await chargeStatus(fine.id)).toBe('notpaid');
  });

  it('the slow card stays pending (the wait page says wait), then succeeds when its bank answers', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin]);
    const steps = await payOnSandboxPage(payment.confirmationUrl, '4000 0000 0000 0077');
    expect(steps.confirm.json.checkout).toMatchObject({ status: 'pending', step: 'processing' });
    const waiting = await call(status, 'payments/status', { auth, query: { id: payment.id } });
    expect(waiting.http).toBe(202);
    expect(waiting.json).toMatchObject({ status: 'wait', wait: 2, payment: { state: 'pending' } });

    const db = await getDb();
    await db
      .update(sandboxAcquirerPayments)
      .set({ processingUntil: sql`now() - interval '1 second'` })
      .where(eq(sandboxAcquirerPayments.id, sandboxIdOf(payment.confirmationUrl)));
    await db.update(payments).set({ checkedAt: null }).where(eq(payments.id, payment.id));
    const done = await call(status, 'payments/status', { auth, query: { id: payment.id } });
    expect(done.json).toMatchObject({ status: 'ok', payment: { state: 'succeeded' } });
  });

  it('a payment cancelled while the slow bank still works is released by reconciliation once the bank authorises it', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin], 'slowcancel@example.ru');
    await payOnSandboxPage(payment.confirmationUrl, '4000 0000 0000 0077');
    const canceled = await call(cancel, 'payments/cancel', { auth, body: { id: payment.id } });
    expect(canceled.json.payment).toMatchObject({ state: 'canceled', gatewayStatus: 'pending' });

    // The bank answers later: the money is authorised at the gateway for a payment we closed.
    const db = await getDb();
    const id = sandboxIdOf(payment.confirmationUrl);
    await db
      .update(sandboxAcquirerPayments)
      .set({ processingUntil: sql`now() - interval '1 second'` })
      .where(eq(sandboxAcquirerPayments.id, id));
    await db
      .update(payments)
      .set({ checkAfter: sql`now()` })
      .where(eq(payments.id, payment.id));
    expect(await reconcilePendingPayments(db, paymentGateway())).toBeGreaterThanOrEqual(1);
    const [acquired] = await db.select().from(sandboxAcquirerPayments).where(eq(sandboxAcquirerPayments.id, id));
    expect(acquired?.status).toBe('canceled');
    const [after] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ state: 'canceled', gatewayStatus: 'canceled' });
    expect(await ledgerOf(payment.id)).toEqual(['∅→created', 'created→pending', 'pending→canceled']);
    expect(await chargeStatus(fine.id)).toBe('notpaid');

    // Released: reconciliation never looks at it again.
    await db
      .update(payments)
      .set({ checkAfter: sql`now()` })
      .where(eq(payments.id, payment.id));
    const before = await db.select({ checkedAt: payments.checkedAt }).from(payments).where(eq(payments.id, payment.id));
    await reconcilePendingPayments(db, paymentGateway());
    const later = await db.select({ checkedAt: payments.checkedAt }).from(payments).where(eq(payments.id, payment.id));
    expect(later).toEqual(before);
  });

  it('a notification delivered twice, and one whose body lies, change nothing the second time', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin], 'lies@example.ru');
    const id = sandboxIdOf(payment.confirmationUrl);
    // The body claims success; the acquirer says the payment is still waiting for the payer.
    const lie = { type: 'notification', event: 'payment.succeeded', object: { id, status: 'succeeded', paid: true } };
    const first = await call(notifications, 'payments/notifications', {
      body: JSON.stringify(lie),
      headers: { 'content-type': 'application/json' },
    });
    expect(first.json).toMatchObject({ status: 'ok', accepted: true });
    expect(await chargeStatus(fine.id)).toBe('notpaid');
    expect(await ledgerOf(payment.id)).toEqual(['∅→created', 'created→pending']);

    await payOnSandboxPage(payment.confirmationUrl);
    const again = await call(notifications, 'payments/notifications', {
      body: JSON.stringify(lie),
      headers: { 'content-type': 'application/json' },
    });
    expect(again.json).toMatchObject({ status: 'ok', accepted: false });
    expect(await ledgerOf(payment.id)).toEqual(['∅→created', 'created→pending', 'pending→succeeded']);
    expect(await receiptsTo('lies@example.ru')).toHaveLength(1);

    // A well-formed notification about a payment we never made is answered and stored nowhere.
    const madeUp = { ...lie, object: { ...lie.object, id: '00000000-0000-4000-8000-000000000000' } };
    const unknown = await call(notifications, 'payments/notifications', {
      body: JSON.stringify(madeUp),
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.json).toMatchObject({ status: 'ok', accepted: false });
    const db = await getDb();
    expect(
      await db.select().from(paymentNotifications).where(eq(paymentNotifications.gatewayPaymentId, madeUp.object.id)),
    ).toEqual([]);

    const junk = await call(notifications, 'payments/notifications', {
      body: '{"hello":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(junk.http).toBe(400);
    const huge = JSON.stringify({ ...lie, padding: 'x'.repeat(70 * 1024) });
    const big = await call(notifications, 'payments/notifications', {
      body: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(big.json.error).toMatchObject({ code: 'invalid_input', errorDesc: 'Слишком большое уведомление' });
  });

  it('reconciliation repairs a payment whose notification never arrived (a crash after the gateway’s success)', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin]);
    const db = await getDb();
    const id = sandboxIdOf(payment.confirmationUrl);
    await call(card, 'sandbox-acquirer/card', { body: { id, number: '4111111111111111', expiry: '12/39', cvc: '123' } });
    // The acquirer authorised the money, but our server stopped before hearing of it.
    await confirmSandbox3ds(db, id, '123456', 0);
    expect(await chargeStatus(fine.id)).toBe('notpaid');
    await db
      .update(payments)
      .set({ checkAfter: sql`now()` })
      .where(eq(payments.id, payment.id));
    expect(await reconcilePendingPayments(db, paymentGateway())).toBeGreaterThanOrEqual(1);
    expect(await ledgerOf(payment.id)).toEqual(['∅→created', 'created→pending', 'pending→succeeded']);
    expect(await chargeStatus(fine.id)).toBe('in_progress');
    // Claimed payments move their next check ahead: an immediate second run does not take it again.
    expect(await reconcilePendingPayments(db, paymentGateway())).toBe(0);
  });

  it('applies each transition once when several workers process the same payment at once', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin], 'once@example.ru');
    const db = await getDb();
    const id = sandboxIdOf(payment.confirmationUrl);
    await call(card, 'sandbox-acquirer/card', { body: { id, number: '4111111111111111', expiry: '12/39', cvc: '123' } });
    await confirmSandbox3ds(db, id, '123456', 0);
    // Eight readers at once, none of them throttled: each reads the payment back and tries to capture it.
    await db.update(payments).set({ checkedAt: null }).where(eq(payments.id, payment.id));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(status, 'payments/status', { auth, query: { id: payment.id } })),
    );
    expect(answers.some((a) => a.json.payment.state === 'succeeded')).toBe(true);
    const entries = await db.select().from(paymentLedger).where(eq(paymentLedger.paymentId, payment.id));
    expect(entries.filter((e) => e.toState === 'succeeded')).toHaveLength(1);
    expect(await receiptsTo('once@example.ru')).toHaveLength(1);
  });

  it('several workers running the notification jobs at once apply each notification once', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin], 'inbox@example.ru');
    const db = await getDb();
    const id = sandboxIdOf(payment.confirmationUrl);
    await call(card, 'sandbox-acquirer/card', { body: { id, number: '4111111111111111', expiry: '12/39', cvc: '123' } });
    await confirmSandbox3ds(db, id, '123456', 0);
    for (const event of ['payment.waiting_for_capture', 'payment.succeeded', 'payment.canceled']) {
      await acceptNotification(db, 'sandbox', { event, paymentId: id });
    }
    registerAllJobs();
    // Earlier tests' notifications were applied when they arrived; their jobs find nothing left to do.
    await Promise.all(Array.from({ length: 5 }, () => drainJobs(db, ['payment-notification'])));
    const inbox = await db.select().from(paymentNotifications).where(eq(paymentNotifications.gatewayPaymentId, id));
    expect(inbox.map((n) => n.state)).toEqual(['done', 'done', 'done']);
    expect(await ledgerOf(payment.id)).toEqual(['∅→created', 'created→pending', 'pending→succeeded']);
    expect(await receiptsTo('inbox@example.ru')).toHaveLength(1);
  });

  it('a refund returns the money and the charges become unpaid again; history lists the payment', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin]);
    await payOnSandboxPage(payment.confirmationUrl);
    const db = await getDb();
    const refunded = await refundPayment(db, paymentGateway(), payment.id);
    expect(refunded.state).toBe('refunded');
    expect(await chargeStatus(fine.id)).toBe('notpaid');
    await refundPayment(db, paymentGateway(), payment.id); // repeated: nothing more happens
    const money = await db.select().from(paymentLedger).where(eq(paymentLedger.paymentId, payment.id));
    expect(money.map((e) => e.amountKopeks)).toEqual([0, 0, payment.totalKopeks, -payment.totalKopeks]);
    const list = await call(history, 'payments', { auth });
    expect(list.json.payments).toMatchObject([
      { id: payment.id, state: 'refunded', page: '/prepayment/error', reasonText: 'Деньги вернулись на карту.' },
    ]);
  });
});
