import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as getFine } from '@/app/105/api/fine/route';
import { GET as getOrder } from '@/app/105/api/order/route';
import { GET as getFile } from '@/app/105/api/file/route';
import { getDb } from '@/lib/server/db/client';
import { chargeDetails } from '@/lib/server/db/schema';
import { setRegistry } from '@/lib/server/adapters/registry';
import { SANDBOX_SAMPLE_UINS } from '@/lib/server/adapters/registry/sandbox/uin-samples';
import { chargePayByDate } from '@/lib/domain/fine-terms';
import { call } from './support/call';
import { userWithSampleCharges } from './support/details';
import { preloadUntilDone } from './support/lookups';
import { everyCharge } from './support/charges';
import { signUp } from './support/users';

const S = SANDBOX_SAMPLE_UINS;

afterAll(() => setRegistry(undefined));

/** Fetches a file link the API answered, as a browser would open it. */
function openFile(url: string) {
  const u = new URL(url, 'http://localhost:3000');
  return getFile(new Request(u));
}

describe('GET fine: a fine in full (spec §3 Fine)', () => {
  it('answers every field of the discounted variant, with the discount, terms and progress', async () => {
    const auth = await userWithSampleCharges([S.discounted]);
    const { json, http } = await call(getFine, 'fine', { auth, query: { fine: S.discounted } });
    expect(http).toBe(200);
    const f = json.fine;
    expect(f).toMatchObject({
      kind: 'fine',
      uin: S.discounted,
      fineStatus: 'notpaid',
      ordinanceNumber: S.discounted,
      fineAmount: 75_000,
      amountToPay: 56_250,
      is_overdue: false,
      article: '12.9 ч.2',
      offenceType: 'camera',
      gibddINN: '7707089101',
      vehiclePlate: 'М001ММ77',
      stsNumber: '7700000001',
      order: null,
    });
    expect(f.discountInfo).toEqual({
      fullAmount: 75_000,
      discountAmount: 56_250,
      discountUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      statementDate: f.statementDate,
      percent: 25,
    });
    expect(f.payBy).toBe(chargePayByDate({ kind: 'fine', billDate: f.statementDate, kbk: f.kbk, purpose: f.purpose }));
    for (const key of [
      'offenceShortDescription',
      'offenceDesc',
      'offenceDateTime',
      'offenceLocation',
      'gibddName',
      'gibddPhone',
    ]) {
      expect(f[key], key).toEqual(expect.any(String));
    }
    expect(f.offenceDesc).toContain('км/ч');
    expect(f.gibddPhone).toMatch(/^\+7 \(\d{3}\) 0\d{2}-\d{2}-\d{2}$/);
    expect(f.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(f.gibddCoordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(f.gibddOKTMO).toMatch(/^\d{8}$/);
    expect(f.person).toEqual({
      surname: expect.any(String),
      name: expect.any(String),
      patronymic: expect.any(String),
      organization: null,
    });
    expect(f.payee).toMatchObject({ account: expect.stringMatching(/^\d{20}$/), bik: expect.stringMatching(/^\d{9}$/) });
    expect(f.photoCount).toBeGreaterThanOrEqual(2);
    expect(f.progress.length).toBeGreaterThanOrEqual(2);
    expect(f.progress[1].text).toContain(`№ ${S.discounted}`);

    const copy = await openFile(f.fileUrl);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await copy.text()).toContain('ПОСТАНОВЛЕНИЕ');
  });

  it('answers the overdue and paid variants with what is left to pay', async () => {
    const auth = await userWithSampleCharges([S.overdue, S.paid]);
    const overdue = (await call(getFine, 'fine', { auth, query: { fine: S.overdue } })).json.fine;
    expect(overdue).toMatchObject({
      fineStatus: 'notpaid',
      is_overdue: true,
      discountInfo: null,
      amountToPay: overdue.fineAmount,
    });
    const paid = (await call(getFine, 'fine', { auth, query: { fine: S.paid } })).json.fine;
    expect(paid).toMatchObject({ fineStatus: 'paid', is_overdue: false, discountInfo: null, amountToPay: 0 });
    expect(paid.progress.map((p: { text: string }) => p.text)).toContain('Оплата подтверждена в ГИС ГМП');
  });

  it('links a fine moved to the bailiffs and its order both ways', async () => {
    const auth = await userWithSampleCharges([S.movedToOrder]);
    const fine = (await call(getFine, 'fine', { auth, query: { fine: S.movedToOrder } })).json.fine;
    const order = (await call(getOrder, 'order', { auth, query: { id: S.order } })).json.order;
    expect(fine).toMatchObject({ fineStatus: 'moved-to-order', amountToPay: 0, order: { id: order.id, uin: S.order } });
    expect(order).toMatchObject({
      uin: S.order,
      status: 'open',
      amountToPay: order.amount,
      number: expect.stringMatching(/-ИП$/),
      departmentName: expect.stringMatching(/ФССП/),
      departmentPhone: expect.stringMatching(/^\+7 /),
      fine: { id: fine.id, uin: S.movedToOrder, article: '12.15 ч.4' },
      fileUrl: expect.stringMatching(/^\/105\/api\/file\?/),
    });
    expect(order.progress[0].text).toContain('Возбуждено исполнительное производство');
    const byId = (await call(getOrder, 'order', { auth, query: { id: order.id } })).json.order;
    expect(byId.uin).toBe(S.order);
  });

  it("answers 404 for another user's fine and order, by id and by УИН", async () => {
    const owner = await userWithSampleCharges([S.movedToOrder]);
    const stranger = await signUp();
    const fine = (await call(getFine, 'fine', { auth: owner, query: { fine: S.movedToOrder } })).json.fine;
    for (const query of [{ fine: fine.id }, { fine: S.movedToOrder }]) {
      const res = await call(getFine, 'fine', { auth: stranger, query });
      expect(res.http).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
    for (const query of [{ id: fine.order.id }, { id: S.order }]) {
      expect((await call(getOrder, 'order', { auth: stranger, query })).http).toBe(404);
    }
    // A fine's id is not an order, and an order's id is not a fine.
    expect((await call(getOrder, 'order', { auth: owner, query: { id: fine.id } })).http).toBe(404);
    expect((await call(getFine, 'fine', { auth: owner, query: { fine: fine.order.id } })).http).toBe(404);
  });

  it('stores the details the registry answers with every charge a lookup saves', async () => {
    const auth = await signUp({ sts: '9900700700' });
    await preloadUntilDone(auth);
    const { fines, orders } = await everyCharge(auth);
    const db = await getDb();
    for (const c of [...fines, ...orders]) {
      const [row] = await db.select().from(chargeDetails).where(eq(chargeDetails.chargeId, c.id));
      expect(row?.progress.length, c.uin).toBeGreaterThan(0);
      expect(row?.attachmentsRef).toBeTruthy();
    }
  });
});

describe('GET file: signed links', () => {
  it('serves only an unaltered, unexpired link', async () => {
    const auth = await userWithSampleCharges([S.overdue]);
    const { fileUrl, id } = (await call(getFine, 'fine', { auth, query: { fine: S.overdue } })).json.fine;
    const url = new URL(fileUrl, 'http://localhost:3000');
    const ok = await openFile(fileUrl);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(ok.headers.get('content-security-policy')).toContain('sandbox');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');

    const tampered = [
      ['charge', String(id + 1)],
      ['file', 'photo-0'],
      ['expires', String(Number(url.searchParams.get('expires')) + 3600)],
      // Another first character: it carries six whole bits of the MAC (the last one carries padding
      // bits too, and replacing the end with «AA» left a signature that already ended so unchanged).
      ['sig', `${url.searchParams.get('sig')!.startsWith('A') ? 'B' : 'A'}${url.searchParams.get('sig')!.slice(1)}`],
      ['expires', '1000'],
    ];
    for (const [key, value] of tampered) {
      const bad = new URL(url);
      bad.searchParams.set(key!, value!);
      const res = await openFile(bad.toString());
      expect(res.status, `${key}=${value}`).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
  });
});
