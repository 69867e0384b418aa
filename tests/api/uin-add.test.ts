import { afterAll, describe, expect, it } from 'vitest';
import { POST as fineUinAdd } from '@/app/105/api/fine/uinAdd/route';
import { POST as taxUinAdd } from '@/app/105/api/tax/uinAdd/route';
import { GET as getFines } from '@/app/105/api/fines/route';
import { GET as getFine } from '@/app/105/api/fine/route';
import { GET as getPhotos } from '@/app/105/api/photo/route';
import { GET as listSts } from '@/app/105/api/sts/route';
import { getDb } from '@/lib/server/db/client';
import { saveLookupResult } from '@/lib/server/fines/save-result';
import { findSandboxUin } from '@/lib/server/adapters/registry/sandbox/uin-lookup';
import { GET as quote } from '@/app/105/api/payments/quote/route';
import { setRegistry } from '@/lib/server/adapters/registry';
import { SANDBOX_SAMPLE_UINS, SANDBOX_UNKNOWN_UIN } from '@/lib/server/adapters/registry/sandbox/uin-samples';
import { MSG_UIN_INVALID_CHECKSUM } from '@/lib/domain/messages';
import { call } from './support/call';
import { installClockedRegistry } from './support/details';
import { signUp, uniqueSts } from './support/users';

const S = SANDBOX_SAMPLE_UINS;
afterAll(() => setRegistry(undefined));

let address = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

describe('POST fine/uinAdd and tax/uinAdd (paying a charge found by its УИН)', () => {
  it('keeps the found fine among the caller’s charges without a document, ready to pay', async () => {
    installClockedRegistry();
    const auth = await signUp();
    const added = await call(fineUinAdd, 'fine/uinAdd', { auth, body: { uin: S.discounted }, headers: from() });
    expect(added.http).toBe(200);
    expect(added.json).toEqual({ status: 'ok', chargeId: expect.any(Number), uin: S.discounted });

    const list = (await call(getFines, 'fines', { auth })).json;
    expect(list.items).toEqual([expect.objectContaining({ id: added.json.chargeId, uin: S.discounted, documentIds: [] })]);
    const priced = (await call(quote, 'payments/quote', { auth, query: { uins: S.discounted } })).json.quote;
    expect(priced.problems).toEqual([]);
    expect(priced.lines).toEqual([expect.objectContaining({ uin: S.discounted, discountPercent: 25 })]);

    // Adding it again changes nothing.
    const again = await call(fineUinAdd, 'fine/uinAdd', { auth, body: { uin: S.discounted }, headers: from() });
    expect(again.json.chargeId).toBe(added.json.chargeId);
  });

  it('answers the bailiff order to pay for a fine that was handed over, and keeps both', async () => {
    installClockedRegistry();
    const auth = await signUp();
    const added = await call(fineUinAdd, 'fine/uinAdd', { auth, body: { uin: S.movedToOrder }, headers: from() });
    expect(added.json.uin).toBe(S.order);
    const orders = (await call(getFines, 'fines', { auth, query: { tab: 'orders' } })).json;
    expect(orders.items).toEqual([expect.objectContaining({ id: added.json.chargeId, kind: 'order', fineUin: S.movedToOrder })]);
  });

  it('keeps fines on the fines endpoint and taxes on the tax one; unknown and wrong УИНs change nothing', async () => {
    installClockedRegistry();
    const auth = await signUp();
    const headers = from();
    const taxAsFine = await call(fineUinAdd, 'fine/uinAdd', { auth, body: { uin: S.taxUnpaid }, headers });
    expect(taxAsFine.http).toBe(404);
    expect(taxAsFine.json.error).toMatchObject({ code: 'not_found', errorDesc: `Начисление с УИН ${S.taxUnpaid} не найдено` });
    const unknown = await call(taxUinAdd, 'tax/uinAdd', { auth, body: { uin: SANDBOX_UNKNOWN_UIN }, headers });
    expect(unknown.http).toBe(404);
    const wrong = await call(fineUinAdd, 'fine/uinAdd', { auth, body: { uin: '18810142200817004924' }, headers });
    expect(wrong.http).toBe(400);
    expect(wrong.json.error.fields.uin).toBe(MSG_UIN_INVALID_CHECKSUM);
    expect((await call(getFines, 'fines', { auth })).json.counts).toEqual({ unpaid: 0, paid: 0, orders: 0 });

    const tax = await call(taxUinAdd, 'tax/uinAdd', { auth, body: { uin: S.taxUnpaid }, headers });
    expect(tax.json.uin).toBe(S.taxUnpaid);
    expect((await call(getFines, 'fines', { auth, query: { kind: 'tax' } })).json.items).toHaveLength(1);
  });

  it('needs a sign-in and keeps the charge for the caller only', async () => {
    installClockedRegistry();
    const anonymous = await call(fineUinAdd, 'fine/uinAdd', { body: { uin: S.discounted }, headers: from() });
    expect(anonymous.http).toBe(401);
    const [owner, other] = [await signUp(), await signUp()];
    await call(fineUinAdd, 'fine/uinAdd', { auth: owner, body: { uin: S.overdue }, headers: from() });
    expect((await call(getFines, 'fines', { auth: other })).json.items).toEqual([]);
  });

  it('knowing a УИН is not owning the charge: kept by its УИН alone, the person stays masked and its files closed until a document of the caller finds it', async () => {
    installClockedRegistry();
    const auth = await signUp({ sts: uniqueSts() });
    const added = await call(fineUinAdd, 'fine/uinAdd', { auth, body: { uin: S.discounted }, headers: from() });
    const kept = (await call(getFine, 'fine', { auth, query: { fine: S.discounted } })).json.fine;
    expect(kept).toMatchObject({ id: added.json.chargeId, masked: true, fileUrl: null, stsNumber: '•••••• 0001' });
    expect(kept.person).toMatchObject({
      surname: expect.stringMatching(/^\p{Lu}\*\*\*$/u),
      name: expect.stringMatching(/^\p{Lu}\.$/u),
    });
    expect(kept.photoCount).toBeGreaterThan(0); // said, not shown
    expect((await call(getPhotos, 'photo', { auth, query: { fineId: kept.id } })).json).toEqual({ status: 'ok', photos: [] });

    // Their СТС's lookup finds the same fine: now it is theirs in full, and a second «Оплатить» by УИН keeps it so.
    const [sts] = (await call(listSts, 'sts', { auth })).json.sts;
    await saveLookupResult(await getDb(), Number(auth.userId), sts.id, findSandboxUin(S.discounted, new Date()), sts.sts);
    await call(fineUinAdd, 'fine/uinAdd', { auth, body: { uin: S.discounted }, headers: from() });
    const full = (await call(getFine, 'fine', { auth, query: { fine: S.discounted } })).json.fine;
    expect(full).toMatchObject({ id: kept.id, masked: false, stsNumber: '7700000001', fileUrl: expect.any(String) });
    expect(full.person.surname).not.toMatch(/\*/);
    expect((await call(getPhotos, 'photo', { auth, query: { fineId: full.id } })).json.status).toBe('wait');
  });
});
