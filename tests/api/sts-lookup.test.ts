import { describe, expect, it } from 'vitest';
import { GET as lookup } from '@/app/105/api/sts/lookup/route';
import { POST as addSts } from '@/app/105/api/sts/route';
import { MSG_PLATE_INVALID, MSG_REGION_INVALID } from '@/lib/domain/messages';
import { call, type TestAuth } from './support/call';
import { signUp, uniqueSts } from './support/users';

const find = (auth: TestAuth | undefined, query: Record<string, string>) => call(lookup, 'sts/lookup', { auth, query });

describe('certificate lookup by plate', () => {
  it('finds the caller’s own certificate by plate number (Latin twins accepted) and region', async () => {
    const auth = await signUp();
    const sts = (
      await call(addSts, 'sts', { auth, body: { sts: uniqueSts(), vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' } })
    ).json.sts;
    const res = await find(auth, { vehiclePlateNumber: 'a 123 bc', vehiclePlateRegion: '77' });
    expect(res.json).toEqual({ status: 'ok', sts });
  });

  it('answers the newest certificate when several carry the plate', async () => {
    const auth = await signUp();
    const plate = { vehiclePlateNumber: 'М001ММ', vehiclePlateRegion: '797' };
    await call(addSts, 'sts', { auth, body: { sts: uniqueSts(), ...plate } });
    const newer = (await call(addSts, 'sts', { auth, body: { sts: uniqueSts(), ...plate } })).json.sts;
    expect((await find(auth, plate)).json.sts).toEqual(newer);
  });

  it('answers 404 for another region, no match, or another user’s certificate', async () => {
    const alice = await signUp();
    await call(addSts, 'sts', {
      auth: alice,
      body: { sts: uniqueSts(), vehiclePlateNumber: 'В777ХК', vehiclePlateRegion: '99' },
    });
    expect((await find(alice, { vehiclePlateNumber: 'В777ХК', vehiclePlateRegion: '199' })).http).toBe(404);
    expect((await find(alice, { vehiclePlateNumber: 'В778ХК', vehiclePlateRegion: '99' })).http).toBe(404);
    const bob = await signUp();
    const res = await find(bob, { vehiclePlateNumber: 'В777ХК', vehiclePlateRegion: '99' });
    expect(res.http).toBe(404);
    expect(res.json.error.errorDesc).toBe('СТС с таким госномером не найдено');
    expect(res.json.sts).toBeUndefined();
  });

  it('validates the plate and region, and needs a session', async () => {
    const auth = await signUp();
    const badPlate = await find(auth, { vehiclePlateNumber: 'А000ВС', vehiclePlateRegion: '77' });
    expect(badPlate.http).toBe(400);
    expect(badPlate.json.error.errorDesc).toBe(MSG_PLATE_INVALID);
    expect((await find(auth, { vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '20' })).json.error.errorDesc).toBe(
      'Региона с кодом 20 нет',
    );
    expect((await find(auth, {})).json.error.fields).toMatchObject({
      vehiclePlateNumber: MSG_PLATE_INVALID,
      vehiclePlateRegion: MSG_REGION_INVALID,
    });
    expect((await find(undefined, { vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' })).http).toBe(401);
  });
});
