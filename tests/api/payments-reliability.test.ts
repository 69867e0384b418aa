import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { POST as createPayment, GET as history } from '@/app/105/api/payments/route';
import { POST as cancel } from '@/app/105/api/payments/cancel/route';
import { GET as quote } from '@/app/105/api/payments/quote/route';
import { GET as status } from '@/app/105/api/payments/status/route';
import { OWN_REASONS } from '@/lib/domain/payment-reasons';
import { paymentGateway } from '@/lib/server/adapters/payments';
import { GatewayError, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import { getDb } from '@/lib/server/db/client';
import { charges, documents, paymentItems, payments } from '@/lib/server/db/schema';
import { saveLookupResult } from '@/lib/server/fines/save-result';
import { applyObservation } from '@/lib/server/payments/apply';
import { claimCapture } from '@/lib/server/payments/capture-claim';
import { startPayment } from '@/lib/server/payments/create';
import { reconcilePendingPayments } from '@/lib/server/payments/reconcile';
import { refundPayment } from '@/lib/server/payments/refund';
import type { RegistryCharge } from '@/lib/server/adapters/registry/types';
import { call } from './support/call';
import { expectErrorLog } from './support/console';
import { chargeStatus, insertCharge, ledgerOf } from './support/payments';
import { payOnSandboxPage, startPaying } from './support/sandbox-pay';
import { signUp, uniqueSts } from './support/users';
import { userScope } from '@/lib/server/owner-scope';

/** The sandbox acquirer with `createPayment` replaced: the gateway down, or the process dying mid-call. */
function gatewayWhere(createPayment: PaymentGateway['createPayment']): PaymentGateway {
  const real = paymentGateway();
  return Object.assign(Object.create(Object.getPrototypeOf(real) as object) as PaymentGateway, real, { createPayment });
}

type StoredCharge = Awaited<ReturnType<typeof insertCharge>>;

/** The registry's (ГИС ГМП's) answer for a stored fine, with this status. */
function asRegistry(fine: StoredCharge, status: RegistryCharge['status']): RegistryCharge {
  return {
    uin: fine.uin,
    kind: 'fine',
    status,
    billDate: fine.billDate,
    ordinanceNumber: fine.ordinanceNumber,
    amountKopeks: fine.amountKopeks,
    purpose: fine.purpose,
    kbk: fine.kbk,
    oktmo: fine.oktmo,
    payee: fine.payee,
    discount: null,
    offence: null,
    payer: null,
    progress: [],
    attachments: null,
  };
}

/** The person's one document (the СТС they signed up with). */
async function onlyDocument(auth: { userId: string }) {
  const db = await getDb();
  const [doc] = await db
    .select()
    .from(documents)
    .where(eq(documents.userId, Number(auth.userId)));
  return doc!;
}

/** Two accounts holding the same fine (one СТС in two browsers), each with a payment of it started: the rows in that order. */
async function twoAccountsPayingOneFine() {
  const first = await signUp();
  const second = await signUp();
  const fine = await insertCharge(first);
  await insertCharge(second, { uin: fine.uin });
  const started = [await startPaying(first, [fine.uin]), await startPaying(second, [fine.uin])];
  const db = await getDb();
  const rows = await Promise.all(started.map(async (p) => (await db.select().from(payments).where(eq(payments.id, p.id)))[0]!));
  return { db, first, second, rows };
}

describe('nothing lost, nothing twice', () => {
  it('a gateway that is down gives a clear Russian message and leaves no half-made payment', async () => {
    expectErrorLog();
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const db = await getDb();
    const down = gatewayWhere(() => Promise.reject(new GatewayError('YooKassa POST /payments: HTTP 500', true, 500)));
    const attempt = randomUUID();
    await expect(
      startPayment(db, down, userScope(Number(auth.userId)), {
        uins: [fine.uin],
        email: 'a@example.ru',
        attempt,
        confirm: false,
      }),
    ).rejects.toMatchObject({
      httpStatus: 503,
      errorDesc: 'Платёжный сервис не ответил. Деньги не списаны — попробуйте через несколько минут.',
    });
    const [row] = await db.select().from(payments).where(eq(payments.attemptKey, attempt));
    expect(row).toMatchObject({
      state: 'failed',
      reason: 'shtrafy_gateway_unavailable',
      gatewayPaymentId: null,
      confirmationUrl: null,
    });
    expect(await ledgerOf(row!.id)).toEqual(['∅→created', 'created→failed']);
    expect(await chargeStatus(fine.id)).toBe('notpaid');
    // The charge is free: the next attempt goes through.
    expect((await startPaying(auth, [fine.uin])).state).toBe('pending');
  });

  it('an attempt whose process died before the gateway answered is closed by reconciliation, freeing its charges', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const db = await getDb();
    const dying = gatewayWhere(() => Promise.reject(new Error('process killed')));
    const attempt = randomUUID();
    await expect(
      startPayment(db, dying, userScope(Number(auth.userId)), {
        uins: [fine.uin],
        email: 'a@example.ru',
        attempt,
        confirm: false,
      }),
    ).rejects.toThrow('process killed');
    const [row] = await db.select().from(payments).where(eq(payments.attemptKey, attempt));
    expect(row!.state).toBe('created');
    // Meanwhile the same press asked again is told to wait, not given a second payment.
    const again = await call(createPayment, 'payments', { auth, body: { uins: fine.uin, email: 'a@example.ru', attempt } });
    expect(again.json).toMatchObject({ status: 'wait', wait: 1, paymentId: row!.id });

    await db
      .update(payments)
      .set({ createdAt: sql`now() - interval '3 minutes'`, checkAfter: sql`now()` })
      .where(eq(payments.id, row!.id));
    await reconcilePendingPayments(db, paymentGateway());
    expect(await ledgerOf(row!.id)).toEqual(['∅→created', 'created→failed']);
    const [closed] = await db.select().from(payments).where(eq(payments.id, row!.id));
    expect(closed).toMatchObject({ state: 'failed', reason: 'shtrafy_abandoned' });
    const items = await db.select().from(paymentItems).where(eq(paymentItems.paymentId, row!.id));
    expect(items.map((i) => i.active)).toEqual([null]);
  });

  it('twenty tabs paying the same charges at once make exactly one payment', async () => {
    const auth = await signUp();
    const a = await insertCharge(auth);
    const b = await insertCharge(auth);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(createPayment, 'payments', {
          auth,
          body: { uins: `${a.uin},${b.uin}`, email: 'a@example.ru', attempt: randomUUID() },
        }),
      ),
    );
    const ids = new Set(answers.map((r) => r.json.payment?.id ?? r.json.paymentId));
    expect(answers.every((r) => r.json.status === 'ok' || r.json.status === 'wait')).toBe(true);
    expect(ids.size).toBe(1);
    expect((await call(history, 'payments', { auth })).json.payments).toHaveLength(1);
  });

  it('two accounts holding the same fine (one СТС in two browsers) may both start paying it; only the money authorised first is taken', async () => {
    const first = await signUp();
    const second = await signUp();
    const fine = await insertCharge(first);
    const same = await insertCharge(second, { uin: fine.uin });
    const answers = await Promise.all(
      [first, second, first, second].map((auth) =>
        call(createPayment, 'payments', { auth, body: { uins: fine.uin, email: 'a@example.ru', attempt: randomUUID() } }),
      ),
    );
    // Nobody is refused (a stranger who knows a УИН cannot keep its owners from paying it), and each
    // account has one payment: its two tabs got the same one.
    expect(answers.map((r) => r.json.status).every((s) => s === 'ok' || s === 'wait')).toBe(true);
    const db = await getDb();
    const active = (await db.select().from(paymentItems).where(eq(paymentItems.uin, fine.uin))).filter((i) => i.active);
    expect(active.map((i) => String(i.userId)).sort()).toEqual([first.userId, second.userId].sort());
    const [mine] = (await call(history, 'payments', { auth: first })).json.payments;
    const [theirs] = (await call(history, 'payments', { auth: second })).json.payments;
    expect((await call(history, 'payments', { auth: first })).json.payments).toHaveLength(1);
    expect(mine.id).not.toBe(theirs.id);

    // Each is told that the other account is paying, without its number.
    const told = await call(quote, 'payments/quote', { auth: first, query: { uins: fine.uin } });
    expect(told.json.quote.problems).toEqual([]);
    expect(told.json.quote.lines).toHaveLength(1);
    expect(told.json.quote.payingElsewhere).toBe(
      `УИН ${fine.uin} уже оплачивается с другого аккаунта. Если оплатите и отсюда, деньги спишутся только по платежу, подтверждённому первым; второй отменится, а заблокированная по нему сумма вернётся на карту.`,
    );
    expect(told.json.quote.activePaymentId).toBe(mine.id); // their own payment is continued, not another started

    // The second account pays first: taken. The first then authorises on its page: released, not taken.
    await payOnSandboxPage(theirs.confirmationUrl);
    expect((await call(status, 'payments/status', { auth: second, query: { id: theirs.id } })).json.payment.state).toBe(
      'succeeded',
    );
    expect(await chargeStatus(fine.id)).toBe('in_progress');
    await payOnSandboxPage(mine.confirmationUrl);
    const lost = (await call(status, 'payments/status', { auth: first, query: { id: mine.id } })).json.payment;
    expect(lost).toMatchObject({
      state: 'canceled',
      reason: OWN_REASONS.paidElsewhere,
      reasonText:
        'Платёж отменён: пока он шёл, начисление оплатили с другого аккаунта. Деньги не списаны — заблокированная сумма вернётся на карту.',
    });
    const [row] = await db.select().from(payments).where(eq(payments.id, mine.id));
    expect((await paymentGateway().getPayment(row!.gatewayPaymentId!)).status).toBe('canceled');
    expect(await ledgerOf(mine.id)).toEqual(['∅→created', 'created→pending', 'pending→canceled']);
    expect(await chargeStatus(same.id)).toBe('in_progress');

    // Afterwards the first account is warned before paying it a second time, and may still.
    const again = await call(createPayment, 'payments', {
      auth: first,
      body: { uins: fine.uin, email: 'a@example.ru', attempt: randomUUID() },
    });
    expect(again.http).toBe(409);
    expect(again.json.error.code).toBe('confirm_required');
    expect(again.json.error.errorDesc).toMatch(
      new RegExp(`^УИН ${fine.uin} уже оплачен через наш сервис .*Всё равно оплатить ещё раз\\?$`),
    );
    const confirmed = await call(createPayment, 'payments', {
      auth: first,
      body: { uins: fine.uin, email: 'a@example.ru', attempt: randomUUID(), confirm: '1' },
    });
    expect(confirmed.json.status).toBe('ok');
    // A repeat the person confirmed is taken: the success they were warned of came before it.
    await payOnSandboxPage(confirmed.json.payment.confirmationUrl);
    expect(
      (await call(status, 'payments/status', { auth: first, query: { id: confirmed.json.payment.id } })).json.payment.state,
    ).toBe('succeeded');
  });

  it('money authorised while another account’s payment of the same УИН is being captured waits for that outcome', async () => {
    const first = await signUp();
    const second = await signUp();
    const fine = await insertCharge(first);
    await insertCharge(second, { uin: fine.uin });
    const mine = await startPaying(first, [fine.uin]);
    const theirs = await startPaying(second, [fine.uin]);
    const db = await getDb();
    // The other account's capture is under way in another process (claimed, the gateway not answered yet).
    await db.update(payments).set({ gatewayStatus: 'capturing' }).where(eq(payments.id, theirs.id));
    await payOnSandboxPage(mine.confirmationUrl);
    const waiting = (await call(status, 'payments/status', { auth: first, query: { id: mine.id } })).json;
    expect(waiting.payment).toMatchObject({ state: 'pending', gatewayStatus: 'waiting_for_capture' });
    expect(waiting.wait).toBeGreaterThan(0);
    // That capture failed (the payment expired at the gateway): this one is taken on the next read.
    await db.update(payments).set({ gatewayStatus: 'pending' }).where(eq(payments.id, theirs.id));
    await call(cancel, 'payments/cancel', { auth: second, body: { id: theirs.id } });
    await db.update(payments).set({ checkedAt: null }).where(eq(payments.id, mine.id));
    const taken = (await call(status, 'payments/status', { auth: first, query: { id: mine.id } })).json.payment;
    expect(taken.state).toBe('succeeded');
    expect(await ledgerOf(mine.id)).toEqual(['∅→created', 'created→pending', 'pending→succeeded']);
  });

  it('two captures of the same УИН claimed at the same moment (two processes) take turns: one is taken, the other waits', async () => {
    const { db, rows } = await twoAccountsPayingOneFine();
    const claims = await Promise.all(rows.map((row) => claimCapture(db, row)));
    expect(claims.sort()).toEqual(['claimed', 'wait']);
  });

  it('a capture claimed stays claimed when an older read of the gateway is applied after it (another process, the wait page)', async () => {
    const { db, first, rows } = await twoAccountsPayingOneFine();
    const [a, b] = rows;
    expect(await claimCapture(db, a!)).toBe('claimed');
    // Read from the gateway before the claim (`pending`: not yet authorised), applied after it.
    const after = await applyObservation(db, a!.id, { state: 'pending', gatewayStatus: 'pending' }, 'reconcile');
    expect(after.gatewayStatus).toBe('capturing');
    expect(await claimCapture(db, b!)).toBe('wait');
    // The person's «Отменить платёж» is refused while that capture is under way.
    const refused = await call(cancel, 'payments/cancel', { auth: first, body: { id: a!.id } });
    expect(refused.http).toBe(409);
  });

  it('a fine paid from one account is «оплачен, ждём подтверждения» on every account holding it, one that adds the СТС later too, until a refund', async () => {
    const payer = await signUp();
    const holder = await signUp();
    const fine = await insertCharge(payer);
    const held = await insertCharge(holder, { uin: fine.uin });
    const payment = await startPaying(payer, [fine.uin]);
    expect(await chargeStatus(held.id)).toBe('notpaid'); // started is not paid
    await payOnSandboxPage(payment.confirmationUrl);
    expect(await chargeStatus(fine.id)).toBe('in_progress');
    expect(await chargeStatus(held.id)).toBe('in_progress');

    const db = await getDb();
    const later = await signUp({ sts: uniqueSts() });
    const doc = await onlyDocument(later);
    await saveLookupResult(db, Number(later.userId), doc.id, { charges: [asRegistry(fine, 'notpaid')], orders: [] }, doc.number);
    const [seen] = await db
      .select({ id: charges.id })
      .from(charges)
      .where(and(eq(charges.userId, Number(later.userId)), eq(charges.uin, fine.uin)));
    expect(await chargeStatus(seen!.id)).toBe('in_progress');

    await refundPayment(db, paymentGateway(), payment.id);
    expect(await chargeStatus(fine.id)).toBe('notpaid');
    expect(await chargeStatus(held.id)).toBe('notpaid');
    expect(await chargeStatus(seen!.id)).toBe('notpaid');
  });

  it('a later registry lookup keeps «оплачен, ждём подтверждения» while ГИС ГМП still lists the fine unpaid, and confirms it when paid', async () => {
    const auth = await signUp({ sts: uniqueSts() });
    const db = await getDb();
    const doc = await onlyDocument(auth);
    const fine = await insertCharge(auth);
    const payment = await startPaying(auth, [fine.uin]);
    await payOnSandboxPage(payment.confirmationUrl);
    expect(await chargeStatus(fine.id)).toBe('in_progress');

    await saveLookupResult(db, Number(auth.userId), doc.id, { charges: [asRegistry(fine, 'notpaid')], orders: [] }, doc.number);
    expect(await chargeStatus(fine.id)).toBe('in_progress');
    await saveLookupResult(db, Number(auth.userId), doc.id, { charges: [asRegistry(fine, 'paid')], orders: [] }, doc.number);
    expect(await chargeStatus(fine.id)).toBe('paid');
    await saveLookupResult(db, Number(auth.userId), doc.id, { charges: [asRegistry(fine, 'notpaid')], orders: [] }, doc.number);
    expect(await chargeStatus(fine.id)).toBe('notpaid'); // only our own «paid through us» is held, not the registry's word
  });
});
