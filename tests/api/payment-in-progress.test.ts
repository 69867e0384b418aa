import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GET as fines } from '@/app/105/api/fines/route';
import { GET as fine } from '@/app/105/api/fine/route';
import { GET as order } from '@/app/105/api/order/route';
import { POST as createPayment } from '@/app/105/api/payments/route';
import { POST as cancel } from '@/app/105/api/payments/cancel/route';
import { call, type TestAuth } from './support/call';
import { insertCharge } from './support/payments';
import { signUp } from './support/users';

const pay = async (auth: TestAuth, uins: string[]) => {
  const res = await call(createPayment, 'payments', {
    auth,
    body: { uins: uins.join(','), email: 'payer@example.ru', attempt: randomUUID() },
  });
  expect(res.http).toBe(200);
  return res.json.payment.id as number;
};

const listed = async (auth: TestAuth, tab: 'unpaid' | 'orders' = 'unpaid') => {
  const res = await call(fines, 'fines', { auth, query: { tab } });
  expect(res.http).toBe(200);
  return new Map(
    (res.json.items as { uin: string; paymentInProgress: number | null }[]).map((i) => [i.uin, i.paymentInProgress]),
  );
};

describe('a charge held by the person’s own unfinished payment', () => {
  it('names that payment on the list and on its page, not another account’s, and no longer once it is cancelled', async () => {
    const me = await signUp();
    const other = await signUp();
    const held = await insertCharge(me);
    const free = await insertCharge(me);
    // The same fine in another account (one СТС in two accounts), paid from there as well.
    await insertCharge(other, { uin: held.uin });
    const mine = await pay(me, [held.uin]);
    const theirs = await pay(other, [held.uin]);
    expect(theirs).not.toBe(mine);

    const list = await listed(me);
    expect(list.get(held.uin)).toBe(mine);
    expect(list.get(free.uin)).toBeNull();
    expect((await listed(other)).get(held.uin)).toBe(theirs);

    const page = await call(fine, 'fine', { auth: me, query: { fine: String(held.id) } });
    expect(page.json.fine.paymentInProgress).toBe(mine);
    const freePage = await call(fine, 'fine', { auth: me, query: { fine: String(free.id) } });
    expect(freePage.json.fine.paymentInProgress).toBeNull();

    await call(cancel, 'payments/cancel', { auth: me, body: { id: mine } });
    expect((await listed(me)).get(held.uin)).toBeNull();
    expect((await listed(other)).get(held.uin)).toBe(theirs);
  });

  it('names it on a bailiffs’ order too', async () => {
    const me = await signUp();
    const open = await insertCharge(me, { kind: 'order', status: 'open', caseNumber: '1/25/77001-ИП', article: null });
    const paymentId = await pay(me, [open.uin]);
    expect((await listed(me, 'orders')).get(open.uin)).toBe(paymentId);
    const page = await call(order, 'order', { auth: me, query: { id: String(open.id) } });
    expect(page.json.order.paymentInProgress).toBe(paymentId);
  });
});
