import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeYooKassa } from './support/fake-yookassa';

// The fake listens on a port of its own; the app is configured for YooKassa before anything reads the environment.
const fake = new FakeYooKassa(3231);
process.env.YOOKASSA_SHOP_ID = fake.shopId;
process.env.YOOKASSA_SECRET_KEY = fake.secretKey;
process.env.YOOKASSA_API_URL = fake.baseUrl;

const { POST: createPayment } = await import('@/app/105/api/payments/route');
const { GET: status } = await import('@/app/105/api/payments/status/route');
const { POST: notifications } = await import('@/app/105/api/payments/notifications/route');
const { POST: sandboxCard } = await import('@/app/105/api/sandbox-acquirer/card/route');
const { YooKassaGateway } = await import('@/lib/server/adapters/payments/yookassa/gateway');
const { GatewayError } = await import('@/lib/server/adapters/payments/types');
const { paymentGateway } = await import('@/lib/server/adapters/payments');
const { refundPayment } = await import('@/lib/server/payments/refund');
const { getDb } = await import('@/lib/server/db/client');
const { call } = await import('./support/call');
const { expectErrorLog } = await import('./support/console');
const { chargeStatus, insertCharge, ledgerOf } = await import('./support/payments');
const { signUp } = await import('./support/users');

beforeAll(() => fake.start());
afterAll(() => fake.stop());

/** A gateway with short backoff, so retries take milliseconds. */
const quick = () =>
  new YooKassaGateway({ baseUrl: fake.baseUrl, shopId: fake.shopId, secretKey: fake.secretKey, baseDelayMs: 5 });
const request = (amountKopeks = 150_000) => ({
  idempotenceKey: randomUUID(),
  amountKopeks,
  description: 'Оплата штрафа',
  returnUrl: 'http://localhost:3000/prepayment/wait?payment=1',
  metadata: { paymentId: 'adapter-test' },
});
const notify = (event: string, object: Record<string, unknown>) =>
  call(notifications, 'payments/notifications', {
    body: JSON.stringify({ type: 'notification', event, object }),
    headers: { 'content-type': 'application/json' },
  });

describe('YooKassa API v3 adapter against a local fake', () => {
  it('creates a two-stage payment with redirect confirmation and the Idempotence-Key', async () => {
    const req = request(123_456);
    const payment = await quick().createPayment(req);
    expect(payment).toMatchObject({ status: 'pending', amountKopeks: 123_456, refundedKopeks: 0 });
    expect(payment.confirmationUrl).toMatch(/^https:\/\/yoomoney\.ru\/checkout\//);
    const sent = fake.requests.at(-1)!;
    expect(sent.idempotenceKey).toBe(req.idempotenceKey);
    expect(sent.body).toMatchObject({
      amount: { value: '1234.56', currency: 'RUB' },
      capture: false,
      confirmation: { type: 'redirect', return_url: req.returnUrl },
      metadata: { paymentId: 'adapter-test' },
    });
  });

  it('repeats a request after HTTP 500 with the same key, and a lost answer still makes one payment', async () => {
    const before = fake.payments.size;
    fake.failNext(1, 500);
    const req = request();
    const first = await quick().createPayment(req);
    fake.failNext(1, 500, true); // carried out, but the answer is lost
    const second = await quick().createPayment({ ...request(), idempotenceKey: 'lost-answer-key' });
    const retried = fake.requests.filter((r) => r.idempotenceKey === 'lost-answer-key');
    expect(retried).toHaveLength(2);
    expect(fake.payments.size).toBe(before + 2);
    expect(first.id).not.toBe(second.id);
  });

  it('waits and repeats on HTTP 429; gives up with a retryable error when it never passes; a 4xx is final', async () => {
    fake.failNext(2, 429);
    await expect(quick().createPayment(request())).resolves.toMatchObject({ status: 'pending' });
    fake.failNext(4, 500);
    await expect(quick().createPayment(request())).rejects.toMatchObject({
      name: 'GatewayError',
      retryable: true,
      httpStatus: 500,
    });
    const wrong = new YooKassaGateway({ baseUrl: fake.baseUrl, shopId: fake.shopId, secretKey: 'nope', baseDelayMs: 5 });
    const calls = fake.requests.length;
    await expect(wrong.getPayment('x')).rejects.toMatchObject({ retryable: false, httpStatus: 401 });
    expect(fake.requests.length).toBe(calls + 1);
    expect(new GatewayError('x', true)).toBeInstanceOf(Error);
  });
});

describe('paying through YooKassa', () => {
  async function start() {
    const auth = await signUp();
    const fine = await insertCharge(auth);
    const res = await call(createPayment, 'payments', {
      auth,
      body: { uins: fine.uin, email: 'yk@example.ru', attempt: randomUUID() },
    });
    expect(res.json.status, JSON.stringify(res.json)).toBe('ok');
    const payment = res.json.payment as { id: number; confirmationUrl: string; sandbox: boolean; totalKopeks: number };
    const remote = [...fake.payments.values()].find((p) => p.confirmation?.confirmation_url === payment.confirmationUrl)!;
    return { auth, fine, payment, remote };
  }

  it('sends the person to YooKassa, captures on the webhook after reading the payment back, once', async () => {
    const { auth, fine, payment, remote } = await start();
    expect(payment.sandbox).toBe(false);
    expect(payment.confirmationUrl).toBe(remote.confirmation!.confirmation_url);
    expect(remote.confirmation!.return_url).toBe(`http://localhost:3000/prepayment/wait?payment=${payment.id}`);
    fake.pay(remote.id);
    // Reordered: the later event arrives first, the earlier one after it; then a duplicate.
    expect((await notify('payment.succeeded', { id: remote.id })).json).toMatchObject({ status: 'ok', accepted: true });
    expect((await notify('payment.waiting_for_capture', { id: remote.id })).json).toMatchObject({ status: 'ok', accepted: true });
    expect((await notify('payment.waiting_for_capture', { id: remote.id })).json).toMatchObject({
      status: 'ok',
      accepted: false,
    });
    expect(fake.count('POST', `/payments/${remote.id}/capture`)).toBe(1);
    expect(fake.requests.find((r) => r.path === `/payments/${remote.id}/capture`)!.body).toEqual({
      amount: { value: '1635.00', currency: 'RUB' },
    });
    expect(await ledgerOf(payment.id)).toEqual(['∅→created', 'created→pending', 'pending→succeeded']);
    expect(await chargeStatus(fine.id)).toBe('in_progress');
    const res = await call(status, 'payments/status', { auth, query: { id: payment.id } });
    expect(res.json.payment).toMatchObject({ state: 'succeeded', gatewayStatus: 'succeeded' });
  });

  it('ignores what a webhook body says: a «succeeded» body for a payment still pending changes nothing', async () => {
    const { fine, payment, remote } = await start();
    const lie = await notify('payment.succeeded', {
      id: remote.id,
      status: 'succeeded',
      paid: true,
      amount: { value: '1.00', currency: 'RUB' },
    });
    expect(lie.json.status).toBe('ok');
    expect(fake.count('POST', `/payments/${remote.id}/capture`)).toBe(0);
    expect(await ledgerOf(payment.id)).toEqual(['∅→created', 'created→pending']);
    expect(await chargeStatus(fine.id)).toBe('notpaid');
  });

  it('a declined payment becomes canceled with the bank’s reason and pays nothing', async () => {
    const { auth, fine, payment, remote } = await start();
    fake.decline(remote.id, 'card_expired');
    await notify('payment.canceled', { id: remote.id });
    const res = await call(status, 'payments/status', { auth, query: { id: payment.id } });
    expect(res.json.payment).toMatchObject({
      state: 'canceled',
      reason: 'card_expired',
      reasonText: 'Срок действия карты истёк.',
    });
    expect(await chargeStatus(fine.id)).toBe('notpaid');
  });

  it('the wait page reads a pending payment back itself when no webhook comes, and a refund goes back through the API', async () => {
    const { auth, fine, payment, remote } = await start();
    fake.pay(remote.id);
    const db = await getDb();
    const { payments } = await import('@/lib/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await db.update(payments).set({ checkedAt: null }).where(eq(payments.id, payment.id));
    const res = await call(status, 'payments/status', { auth, query: { id: payment.id } });
    expect(res.json).toMatchObject({ status: 'ok', payment: { state: 'succeeded' } });
    const refunded = await refundPayment(db, paymentGateway(), payment.id);
    expect(refunded.state).toBe('refunded');
    expect(fake.requests.find((r) => r.path === '/refunds')!.body).toMatchObject({
      payment_id: remote.id,
      amount: { value: '1635.00' },
    });
    expect(await chargeStatus(fine.id)).toBe('notpaid');
  });

  it('YooKassa down: a 503 in Russian, the attempt failed, the charge free; the sandbox page does not exist', async () => {
    expectErrorLog();
    const auth = await signUp();
    const fine = await insertCharge(auth);
    fake.failNext(4, 500);
    const res = await call(createPayment, 'payments', {
      auth,
      body: { uins: fine.uin, email: 'yk@example.ru', attempt: randomUUID() },
    });
    expect(res.http).toBe(503);
    expect(res.json.error).toMatchObject({
      code: 'unavailable',
      errorDesc: 'Платёжный сервис не ответил. Деньги не списаны — попробуйте через несколько минут.',
    });
    expect(res.headers.get('retry-after')).toBe('60');
    const again = await call(createPayment, 'payments', {
      auth,
      body: { uins: fine.uin, email: 'yk@example.ru', attempt: randomUUID() },
    });
    expect(again.json.payment.state).toBe('pending');
    const sandbox = await call(sandboxCard, 'sandbox-acquirer/card', {
      body: { id: randomUUID(), number: '4111111111111111', expiry: '12/39', cvc: '123' },
    });
    expect(sandbox.http).toBe(404);
  });
});
