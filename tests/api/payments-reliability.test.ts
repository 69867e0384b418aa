import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { POST as createPayment, GET as history } from '@/app/105/api/payments/route';
import { paymentGateway } from '@/lib/server/adapters/payments';
import { GatewayError, type PaymentGateway } from '@/lib/server/adapters/payments/types';
import { getDb } from '@/lib/server/db/client';
import { charges, documents, paymentItems, payments } from '@/lib/server/db/schema';
import { saveLookupResult } from '@/lib/server/fines/save-result';
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

  it('two accounts holding the same fine (one СТС in two browsers) cannot both pay it, even at the same moment', async () => {
    const first = await signUp();
    const second = await signUp();
    const fine = await insertCharge(first);
    const same = await insertCharge(second, { uin: fine.uin });
    const answers = await Promise.all(
      [first, second, first, second].map((auth) =>
        call(createPayment, 'payments', { auth, body: { uins: fine.uin, email: 'a@example.ru', attempt: randomUUID() } }),
      ),
    );
    const made = answers.filter((r) => r.json.status === 'ok' || r.json.status === 'wait');
    const refused = answers.filter((r) => r.json.status === 'error');
    const db = await getDb();
    const active = await db.select().from(paymentItems).where(eq(paymentItems.uin, fine.uin));
    expect(active.filter((i) => i.active)).toHaveLength(1);
    const payer = String(active.find((i) => i.active)!.userId);
    // Whoever came first pays (both of their tabs get that payment); the other is told, without its number.
    expect(made.length).toBe(2);
    expect(refused.length).toBe(2);
    for (const r of refused) {
      expect(r.http).toBe(409);
      expect(r.json.error.code).toBe('payment_in_progress');
      expect(r.json.error.errorDesc).toBe(
        `УИН ${fine.uin} уже оплачивается с другого аккаунта. Дождитесь результата: если тот платёж не пройдёт, начисление можно будет оплатить.`,
      );
      expect(r.json.error.errorDesc).not.toMatch(/№/);
    }
    const other = payer === first.userId ? second : first;
    const otherCharge = payer === first.userId ? same : fine;
    const payment = (await call(history, 'payments', { auth: payer === first.userId ? first : second })).json.payments[0];
    expect((await call(history, 'payments', { auth: other })).json.payments).toHaveLength(0);

    // Once it went through, the other account is warned before paying it a second time, and may still.
    const started = answers.find((r) => r.json.payment)?.json.payment ?? payment;
    await payOnSandboxPage(started.confirmationUrl);
    const again = await call(createPayment, 'payments', {
      auth: other,
      body: { uins: fine.uin, email: 'a@example.ru', attempt: randomUUID() },
    });
    expect(again.http).toBe(409);
    expect(again.json.error.code).toBe('confirm_required');
    expect(again.json.error.errorDesc).toMatch(
      new RegExp(`^УИН ${fine.uin} уже оплачен через наш сервис .*Всё равно оплатить ещё раз\\?$`),
    );
    expect(await chargeStatus(otherCharge.id)).toBe('in_progress');
    const confirmed = await call(createPayment, 'payments', {
      auth: other,
      body: { uins: fine.uin, email: 'a@example.ru', attempt: randomUUID(), confirm: '1' },
    });
    expect(confirmed.json.status).toBe('ok');
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
    await saveLookupResult(db, Number(later.userId), doc.id, { charges: [asRegistry(fine, 'notpaid')], orders: [] });
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

    await saveLookupResult(db, Number(auth.userId), doc.id, { charges: [asRegistry(fine, 'notpaid')], orders: [] });
    expect(await chargeStatus(fine.id)).toBe('in_progress');
    await saveLookupResult(db, Number(auth.userId), doc.id, { charges: [asRegistry(fine, 'paid')], orders: [] });
    expect(await chargeStatus(fine.id)).toBe('paid');
    await saveLookupResult(db, Number(auth.userId), doc.id, { charges: [asRegistry(fine, 'notpaid')], orders: [] });
    expect(await chargeStatus(fine.id)).toBe('notpaid'); // only our own «paid through us» is held, not the registry's word
  });
});
