import { afterAll, describe, expect, it } from 'vitest';
import { GET as getFine } from '@/app/105/api/fine/route';
import { GET as getPhotos } from '@/app/105/api/photo/route';
import { GET as getFile } from '@/app/105/api/file/route';
import { GET as fineUinInfo } from '@/app/105/api/fine/uinInfo/route';
import { GET as taxUinInfo } from '@/app/105/api/tax/uinInfo/route';
import { setRegistry } from '@/lib/server/adapters/registry';
import { PHOTO_PREPARE_SECONDS } from '@/lib/server/adapters/registry/sandbox/attachments';
import { SANDBOX_SAMPLE_UINS, SANDBOX_UNKNOWN_UIN } from '@/lib/server/adapters/registry/sandbox/uin-samples';
import { MSG_UIN_INVALID_CHECKSUM, MSG_UIN_INVALID_LENGTH } from '@/lib/domain/messages';
import { UIN_INFO_RULE } from '@/lib/server/fines/details-uin';
import { REGISTRY_FILES_RULE } from '@/lib/server/fines/details-service';
import { call } from './support/call';
import { installClockedRegistry, userWithSampleCharges } from './support/details';
import { signUp } from './support/users';

const S = SANDBOX_SAMPLE_UINS;
afterAll(() => setRegistry(undefined));

let address = 0;
/** A request from its own address, so the per-address limit of one test does not touch another's. */
const from = () => ({ 'x-forwarded-for': `192.0.2.${++address}` });

describe('GET photo (spec §4, §7)', () => {
  it('answers wait with the seconds to retry after, then ok with signed image links', async () => {
    const clock = installClockedRegistry();
    const auth = await userWithSampleCharges([S.discounted]);
    const fine = (await call(getFine, 'fine', { auth, query: { fine: S.discounted } })).json.fine;

    const first = await call(getPhotos, 'photo', { auth, query: { fineId: fine.id } });
    expect(first.http).toBe(202);
    expect(first.json).toEqual({ status: 'wait', wait: PHOTO_PREPARE_SECONDS });
    expect(first.headers.get('retry-after')).toBe(String(PHOTO_PREPARE_SECONDS));

    clock.ms += 1000;
    const early = await call(getPhotos, 'photo', { auth, query: { fineId: fine.id } });
    expect(early.json).toEqual({ status: 'wait', wait: PHOTO_PREPARE_SECONDS - 1 });

    clock.ms += (PHOTO_PREPARE_SECONDS - 1) * 1000;
    const ready = await call(getPhotos, 'photo', { auth, query: { fineId: fine.id } });
    expect(ready.http).toBe(200);
    expect(ready.json.photos).toHaveLength(fine.photoCount);
    for (const [i, photo] of ready.json.photos.entries()) {
      expect(photo).toMatchObject({ width: 960, height: 540, caption: expect.any(String), takenAt: expect.any(String) });
      const res = await getFile(new Request(new URL(photo.url, 'http://localhost:3000')));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await res.text();
      expect(svg).toContain('М001ММ77');
      expect(svg).toContain(`кадр ${i + 1}/${fine.photoCount}`);
      expect(svg).not.toMatch(/<script|href=/i);
    }
  });

  it("counts the registry's photo requests per owner: a loop gets 429, another user still sees theirs", async () => {
    installClockedRegistry();
    const auth = await userWithSampleCharges([S.discounted]);
    const fine = (await call(getFine, 'fine', { auth, query: { fine: S.discounted } })).json.fine;
    let last = 0;
    for (let i = 0; i <= REGISTRY_FILES_RULE.limit; i++) {
      last = (await call(getPhotos, 'photo', { auth, query: { fineId: fine.id } })).http;
      if (i < REGISTRY_FILES_RULE.limit) expect(last).toBe(202);
    }
    expect(last).toBe(429);
    const other = await userWithSampleCharges([S.discounted]);
    const theirs = (await call(getFine, 'fine', { auth: other, query: { fine: S.discounted } })).json.fine;
    expect((await call(getPhotos, 'photo', { auth: other, query: { fineId: theirs.id } })).http).toBe(202);
  });

  it('answers ok with no photos for an officer’s fine, and 404 for another user’s fine or a bad id', async () => {
    installClockedRegistry();
    const auth = await userWithSampleCharges([S.paid, S.discounted]);
    const paid = (await call(getFine, 'fine', { auth, query: { fine: S.paid } })).json.fine;
    expect(paid.photoCount).toBe(0);
    expect((await call(getPhotos, 'photo', { auth, query: { fineId: paid.id } })).json).toEqual({ status: 'ok', photos: [] });

    const stranger = await signUp();
    const discounted = (await call(getFine, 'fine', { auth, query: { fine: S.discounted } })).json.fine;
    const res = await call(getPhotos, 'photo', { auth: stranger, query: { fineId: discounted.id } });
    expect(res.http).toBe(404);
    expect((await call(getPhotos, 'photo', { auth, query: { fineId: 'x' } })).http).toBe(400);
    expect((await call(getPhotos, 'photo', { query: { fineId: discounted.id } })).http).toBe(401);
  });
});

describe('GET fine/uinInfo and tax/uinInfo (spec §7)', () => {
  it('refuses a wrong check digit or length with a Russian message, before any lookup', async () => {
    const wrongDigit = `${S.discounted.slice(0, -1)}${(Number(S.discounted.slice(-1)) + 1) % 10}`;
    const bad = await call(fineUinInfo, 'fine/uinInfo', { query: { uin: wrongDigit }, headers: from() });
    expect(bad.http).toBe(400);
    expect(bad.json.error).toMatchObject({
      code: 'invalid_input',
      errorDesc: MSG_UIN_INVALID_CHECKSUM,
      fields: { uin: MSG_UIN_INVALID_CHECKSUM },
    });
    const short = await call(taxUinInfo, 'tax/uinInfo', { query: { uin: '1234567890' }, headers: from() });
    expect(short.json.error.errorDesc).toBe(MSG_UIN_INVALID_LENGTH);
    const letters = await call(fineUinInfo, 'fine/uinInfo', { query: { uin: '1881A' }, headers: from() });
    expect(letters.json.error.errorDesc).toBe('УИН состоит только из цифр');
  });

  it('answers «не найдено» (ok, found: false) for a valid unknown УИН, anonymously', async () => {
    installClockedRegistry();
    const res = await call(fineUinInfo, 'fine/uinInfo', { query: { uin: SANDBOX_UNKNOWN_UIN }, headers: from() });
    expect(res.http).toBe(200);
    expect(res.json).toEqual({ status: 'ok', found: false, fine: null, order: null, sandbox: true });
  });

  it('finds a fine with its details, an order with the fine it replaced, and a tax only on the tax endpoint', async () => {
    installClockedRegistry();
    const headers = from();
    const fine = (
      await call(fineUinInfo, 'fine/uinInfo', {
        query: { uin: ` ${S.discounted.slice(0, 10)} ${S.discounted.slice(10)} ` },
        headers,
      })
    ).json;
    expect(fine).toMatchObject({
      found: true,
      order: null,
      fine: { id: null, uin: S.discounted, fileUrl: null, amountToPay: 56_250 },
    });
    expect(fine.fine.discountInfo.percent).toBe(25);
    // A stranger with the number learns initials and the last digits of documents, no more.
    const person = fine.fine.person;
    expect(person.surname).toMatch(/^[А-ЯЁ]\*\*\*$/);
    expect(person.name).toMatch(/^[А-ЯЁ]\.$/);
    for (const number of [fine.fine.stsNumber, fine.fine.driverLicense].filter(Boolean)) {
      expect(number).toMatch(/^•+ \d{4}$/);
    }

    const order = (await call(fineUinInfo, 'fine/uinInfo', { query: { uin: S.order }, headers })).json;
    expect(order).toMatchObject({
      found: true,
      order: { uin: S.order, fine: { uin: S.movedToOrder, id: null } },
      fine: { uin: S.movedToOrder },
    });

    const moved = (await call(fineUinInfo, 'fine/uinInfo', { query: { uin: S.movedToOrder }, headers })).json;
    expect(moved.order.uin).toBe(S.order);

    expect((await call(fineUinInfo, 'fine/uinInfo', { query: { uin: S.taxUnpaid }, headers })).json.found).toBe(false);
    const tax = (await call(taxUinInfo, 'tax/uinInfo', { query: { uin: S.taxUnpaid }, headers })).json;
    expect(tax).toMatchObject({ found: true, fine: { kind: 'tax', uin: S.taxUnpaid, gibddINN: '7727406020' } });
    expect(tax).not.toHaveProperty('otherKind');
    expect((await call(taxUinInfo, 'tax/uinInfo', { query: { uin: S.discounted }, headers })).json.found).toBe(false);
  });

  it('says which lookup finds a УИН of the other kind (a tax on fine/uinInfo, a fine or an order on tax/uinInfo)', async () => {
    installClockedRegistry();
    const headers = from();
    const taxOnFines = await call(fineUinInfo, 'fine/uinInfo', { query: { uin: S.taxUnpaid }, headers });
    expect(taxOnFines.json).toEqual({ status: 'ok', found: false, fine: null, order: null, sandbox: true, otherKind: 'tax' });
    for (const uin of [S.discounted, S.order, S.movedToOrder]) {
      const fineOnTaxes = await call(taxUinInfo, 'tax/uinInfo', { query: { uin }, headers });
      expect(fineOnTaxes.json, uin).toEqual({
        status: 'ok',
        found: false,
        fine: null,
        order: null,
        sandbox: true,
        otherKind: 'fine',
      });
    }
    // Unknown to both: a plain «не найдено».
    const unknown = await call(taxUinInfo, 'tax/uinInfo', { query: { uin: SANDBOX_UNKNOWN_UIN }, headers });
    expect(unknown.json).not.toHaveProperty('otherKind');
  });

  it('limits lookups per address and answers 429 with Retry-After over the limit', async () => {
    installClockedRegistry();
    const headers = from();
    for (let i = 0; i < UIN_INFO_RULE.limit; i++) {
      const res = await call(i % 2 ? taxUinInfo : fineUinInfo, 'fine/uinInfo', { query: { uin: SANDBOX_UNKNOWN_UIN }, headers });
      expect(res.http).toBe(200);
    }
    const over = await call(fineUinInfo, 'fine/uinInfo', { query: { uin: SANDBOX_UNKNOWN_UIN }, headers });
    expect(over.http).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call(fineUinInfo, 'fine/uinInfo', { query: { uin: SANDBOX_UNKNOWN_UIN }, headers: from() })).http).toBe(200);
  });
});

describe('the sample УИН numbers the README and the e2e tests name', () => {
  it('are the sandbox’s', () => {
    expect(S).toEqual({
      discounted: '18810177250101000026',
      overdue: '18810177250101000018',
      paid: '18810177250101000034',
      movedToOrder: '18810177250101000042',
      order: '3227700125010100000000018',
      taxUnpaid: '18207701250101000014',
      taxPaid: '18207701250101000022',
    });
    expect(SANDBOX_UNKNOWN_UIN).toBe('18810177250101999996');
  });
});
