import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GET as history, POST as createPayment } from '@/app/105/api/payments/route';
import { GET as quote } from '@/app/105/api/payments/quote/route';
import { GET as status } from '@/app/105/api/payments/status/route';
import { POST as cancel } from '@/app/105/api/payments/cancel/route';
import { addDays, todayInMoscow } from '@/lib/domain/dates';
import { call, type TestAuth } from './support/call';
import { chargeStatus, insertCharge, ledgerOf, uniqueUin } from './support/payments';
import { signUp } from './support/users';

const pay = (auth: TestAuth, uins: string[], extra: Record<string, string> = {}) =>
  call(createPayment, 'payments', {
    auth,
    body: { uins: uins.join(','), email: 'payer@example.ru', attempt: randomUUID(), ...extra },
  });

describe('POST payments: what can be paid', () => {
  it('prices each charge with the discount of the day and the spec §9 fee, and holds the charges', async () => {
    const auth = await signUp();
    const today = todayInMoscow();
    const discounted = await insertCharge(auth, { amountKopeks: 75_000, discountPercent: 25, discountUntil: addDays(today, 3) });
    const full = await insertCharge(auth, { amountKopeks: 250_000 });
    const res = await pay(auth, [discounted.uin, full.uin]);
    expect(res.http).toBe(200);
    const p = res.json.payment;
    expect(p).toMatchObject({ state: 'pending', page: '/prepayment/wait', sandbox: true, receiptEmail: 'payer@example.ru' });
    expect(
      p.items.map((i: { amountKopeks: number; feeKopeks: number; discountPercent: number | null }) => [
        i.amountKopeks,
        i.feeKopeks,
        i.discountPercent,
      ]),
    ).toEqual([
      [56_250, 8_900, 25],
      [250_000, 34_900, null],
    ]);
    expect(p).toMatchObject({ amountKopeks: 306_250, feeKopeks: 43_800, totalKopeks: 350_050 });
    expect(p.confirmationUrl).toMatch(/^\/sandbox-acquirer\/[0-9a-f-]{36}$/);
    expect(await ledgerOf(p.id)).toEqual(['∅→created', 'created→pending']);
    // Nothing is marked paid before the money is taken.
    expect(await chargeStatus(discounted.id)).toBe('notpaid');
  });

  it('refuses another total than the page showed (a discount ended meanwhile), storing nothing; the shown total pays', async () => {
    const auth = await signUp();
    const yesterday = addDays(todayInMoscow(), -1);
    // Shown at 23:59 with the discount (562,50 ₽ + 89 ₽); pressed after midnight, when it is 750 ₽ + 89 ₽.
    const lapsed = await insertCharge(auth, { amountKopeks: 75_000, discountPercent: 25, discountUntil: yesterday });
    const res = await pay(auth, [lapsed.uin], { total: '65150' });
    expect(res.http).toBe(409);
    expect(res.json.error).toEqual({
      code: 'price_changed',
      errorDesc:
        'Сумма к оплате изменилась: было 651,50\u00A0₽, теперь 839,00\u00A0₽ — например, закончился срок оплаты со скидкой. Проверьте сумму и нажмите «Оплатить» ещё раз.',
    });
    expect((await call(history, 'payments', { auth })).json.payments).toEqual([]);
    expect(await chargeStatus(lapsed.id)).toBe('notpaid');

    const paid = await pay(auth, [lapsed.uin], { total: '83900' });
    expect(paid.json.payment).toMatchObject({ state: 'pending', totalKopeks: 83_900 });
    for (const total of ['-1', '1.5', '1e3', 'x']) {
      const bad = await pay(auth, [lapsed.uin], { total });
      expect(bad.json.error, total).toMatchObject({ code: 'invalid_input', fields: { total: 'Неверная сумма к оплате' } });
    }
  });

  it('refuses unknown and another user’s УИН alike, naming it (nothing leaks, nothing is stored)', async () => {
    const auth = await signUp();
    const other = await signUp();
    const theirs = await insertCharge(other);
    const mine = await insertCharge(auth);
    const unknown = uniqueUin();
    for (const uin of [theirs.uin, unknown]) {
      const res = await pay(auth, [mine.uin, uin]);
      expect(res.http).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'not_found', errorDesc: `УИН ${uin} не найден среди ваших начислений.` });
    }
    expect((await call(history, 'payments', { auth })).json.payments).toEqual([]);
    expect((await call(history, 'payments', { auth: other })).json.payments).toEqual([]);
  });

  it('refuses paid, closed, replaced-by-order and zero charges with a message naming each', async () => {
    const auth = await signUp();
    const order = uniqueUin('322');
    const cases = [
      [await insertCharge(auth, { status: 'paid' }), 'уже оплачен'],
      [await insertCharge(auth, { status: 'closed' }), 'уже оплачен'],
      [await insertCharge(auth, { status: 'moved-to-order' }), 'передан приставам'],
      [await insertCharge(auth, { relatedUin: order }), `Оплатите постановление ФССП с УИН ${order}`],
      [await insertCharge(auth, { amountKopeks: 0 }), 'платить нечего'],
    ] as const;
    for (const [charge, words] of cases) {
      const res = await pay(auth, [charge.uin]);
      expect(res.http).toBe(409);
      expect(res.json.error.code).toBe('not_payable');
      expect(res.json.error.errorDesc).toContain(charge.uin);
      expect(res.json.error.errorDesc).toContain(words);
    }
    expect((await call(history, 'payments', { auth })).json.payments).toEqual([]);
  });

  it('refuses a УИН listed twice and a malformed one (400, named)', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const twice = await pay(auth, [fine.uin, fine.uin]);
    expect(twice.http).toBe(400);
    expect(twice.json.error.errorDesc).toBe(`УИН ${fine.uin} указан дважды: оплатить начисление можно только один раз`);
    const bad = await pay(auth, ['18810142200817004924']);
    expect(bad.http).toBe(400);
    expect(bad.json.error.errorDesc).toContain('18810142200817004924');
    const noEmail = await pay(auth, [fine.uin], { email: '' });
    expect(noEmail.json.error).toMatchObject({ code: 'invalid_input', fields: { email: 'Введите e-mail для квитанции' } });
    const badEmail = await pay(auth, [fine.uin], { email: 'not-an-email' });
    expect(badEmail.json.error).toMatchObject({ code: 'invalid_input', fields: { email: 'Проверьте e-mail: в адресе ошибка' } });
    expect((await call(history, 'payments', { auth })).json.payments).toEqual([]);
  });

  it('a double click (same attempt) and a second tab (same charges) get the one payment', async () => {
    const auth = await signUp();
    const a = await insertCharge(auth);
    const b = await insertCharge(auth);
    const attempt = randomUUID();
    const body = { uins: `${a.uin},${b.uin}`, email: 'payer@example.ru', attempt };
    const [first, second] = await Promise.all([
      call(createPayment, 'payments', { auth, body }),
      call(createPayment, 'payments', { auth, body }),
    ]);
    const ids = [first, second].map((r) => r.json.payment?.id ?? r.json.paymentId);
    expect(ids[0]).toBe(ids[1]);
    const tab = await pay(auth, [b.uin, a.uin]);
    expect(tab.json.payment.id).toBe(ids[0]);
    expect((await call(history, 'payments', { auth })).json.payments).toHaveLength(1);
  });

  it('refuses charges held by another payment in progress, then frees them when it is cancelled', async () => {
    const auth = await signUp();
    const a = await insertCharge(auth);
    const b = await insertCharge(auth);
    const first = (await pay(auth, [a.uin])).json.payment;
    const overlap = await pay(auth, [a.uin, b.uin]);
    expect(overlap.http).toBe(409);
    expect(overlap.json.error).toMatchObject({ code: 'payment_in_progress' });
    expect(overlap.json.error.errorDesc).toContain(`УИН ${a.uin} уже оплачивается в платеже № ${first.id}`);

    const canceled = await call(cancel, 'payments/cancel', { auth, body: { id: first.id } });
    expect(canceled.json.payment).toMatchObject({
      state: 'canceled',
      page: '/prepayment/error',
      reasonText:
        'Вы отменили платёж. Если банк успел заблокировать сумму на карте, блокировка будет снята — срок зависит от банка.',
    });
    expect((await pay(auth, [a.uin, b.uin])).json.payment.state).toBe('pending');
  });

  it('another user’s payment is not found for status and cancel', async () => {
    const auth = await signUp();
    const other = await signUp();
    const fine = await insertCharge(auth);
    const mine = (await pay(auth, [fine.uin])).json.payment;
    for (const res of [
      await call(status, 'payments/status', { auth: other, query: { id: mine.id } }),
      await call(cancel, 'payments/cancel', { auth: other, body: { id: mine.id } }),
    ]) {
      expect(res.http).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'not_found', errorDesc: 'Платёж не найден' });
    }
    const still = await call(status, 'payments/status', { auth, query: { id: mine.id } });
    expect(still.json).toMatchObject({ status: 'wait', payment: { state: 'pending' } });
  });

  it('asks before paying again what was paid through us (and what waits for ГИС ГМП)', async () => {
    const auth = await signUp();
    const waiting = await insertCharge(auth, { status: 'in_progress' });
    const res = await pay(auth, [waiting.uin]);
    expect(res.http).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'confirm_required' });
    expect(res.json.error.errorDesc).toBe(
      `УИН ${waiting.uin} уже оплачен и ждёт подтверждения из ГИС ГМП. Всё равно оплатить ещё раз?`,
    );
    const q = await call(quote, 'payments/quote', { auth, query: { uins: waiting.uin } });
    expect(q.json.quote.repeatWarning).toBe(res.json.error.errorDesc);
    const confirmed = await pay(auth, [waiting.uin], { confirm: '1' });
    expect(confirmed.json.payment.state).toBe('pending');
  });

  it('quotes a selection without paying: lines, totals and every problem', async () => {
    const auth = await signUp();
    const fine = await insertCharge(auth, { amountKopeks: 49_999 });
    const paid = await insertCharge(auth, { status: 'paid' });
    const unknown = uniqueUin();
    const res = await call(quote, 'payments/quote', { auth, query: { uins: [fine.uin, paid.uin, unknown].join(',') } });
    expect(res.json.quote).toMatchObject({
      amountKopeks: 49_999,
      feeKopeks: 4_900,
      totalKopeks: 54_899,
      activePaymentId: null,
      sandbox: true,
    });
    expect(res.json.quote.problems.map((p: { uin: string; code: string }) => [p.uin, p.code])).toEqual([
      [paid.uin, 'not_payable'],
      [unknown, 'not_found'],
    ]);
    expect((await call(history, 'payments', { auth })).json.payments).toEqual([]);
  });
});

describe('POST payments: the limit of new payments (30 in 10 minutes per person)', () => {
  it('counts only payments made: the same press asked again and again never uses it up; the 31st new one is refused', async () => {
    const auth = await signUp();
    const first = await insertCharge(auth);
    // A client repeats its press (the same `attempt`) while it waits or after a lost answer.
    const press = { uins: first.uin, email: 'payer@example.ru', attempt: randomUUID() };
    const ids = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const res = await call(createPayment, 'payments', { auth, body: press });
      expect(res.http, `repeat ${i + 1}`).toBe(200);
      ids.add(res.json.payment.id);
    }
    expect(ids.size).toBe(1);
    for (let i = 1; i < 30; i += 1) expect((await pay(auth, [(await insertCharge(auth)).uin])).http).toBe(200);
    const over = await insertCharge(auth);
    const refused = await pay(auth, [over.uin]);
    expect(refused.http).toBe(429);
    expect(refused.json.error.errorDesc).toMatch(/^Слишком много попыток оплаты\. Попробуйте через \d+ минут/);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // The refusal made nothing.
    expect((await call(history, 'payments', { auth })).json.payments).toHaveLength(30);
    expect(await chargeStatus(over.id)).toBe('notpaid');
  });
});
