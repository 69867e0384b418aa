import { describe, expect, it } from 'vitest';
import { DELETE as deleteSts, GET as listSts, POST as addSts } from '@/app/105/api/sts/route';
import { PUT as putSts } from '@/app/105/api/sts/[id]/route';
import { POST as importSts } from '@/app/105/api/sts/import/route';
import { call } from './support/call';
import { signUp, uniqueSts } from './support/users';

describe('registration certificates', () => {
  it('adds, lists, edits and deletes a certificate, normalizing Latin plate letters to Cyrillic', async () => {
    const auth = await signUp();
    const added = await call(addSts, 'sts', {
      auth,
      body: { sts: '99 04 449114', vehiclePlateNumber: 'b777xk', vehiclePlateRegion: '99', name: 'Рабочая' },
    });
    expect(added.http).toBe(200);
    expect(added.json.sts).toMatchObject({
      sts: '9904449114',
      vehiclePlateNumber: 'В777ХК',
      vehiclePlateRegion: '99',
      name: 'Рабочая',
    });
    const id = added.json.sts.id;

    const edited = await call(putSts, `sts/${id}`, {
      method: 'PUT',
      auth,
      params: { id: String(id) },
      body: { sts: '9904449114', vehiclePlateNumber: 'В777ХК', vehiclePlateRegion: '199' },
    });
    expect(edited.json.sts).toMatchObject({ id, vehiclePlateRegion: '199', name: null });

    expect((await call(listSts, 'sts', { auth })).json.sts.map((s: { id: number }) => s.id)).toEqual([id]);
    const removed = await call(deleteSts, 'sts', { method: 'DELETE', auth, query: { id } });
    expect(removed.json).toEqual({ status: 'ok' });
    expect((await call(listSts, 'sts', { auth })).json.sts).toEqual([]);
  });

  it('keeps the make and model (spec §3 `vehicleModel`), trimmed; an edit without it clears it; a long one is refused', async () => {
    const auth = await signUp();
    const added = await call(addSts, 'sts', { auth, body: { sts: '9904449114', vehicleModel: '  Лада Веста SW ' } });
    expect(added.json.sts).toMatchObject({ vehicleModel: 'Лада Веста SW' });
    const id = added.json.sts.id;
    expect((await call(listSts, 'sts', { auth })).json.sts[0]).toMatchObject({ id, vehicleModel: 'Лада Веста SW' });
    const edited = await call(putSts, `sts/${id}`, {
      method: 'PUT',
      auth,
      params: { id: String(id) },
      body: { sts: '9904449114' },
    });
    expect(edited.json.sts).toMatchObject({ id, vehicleModel: null });
    const long = await call(putSts, `sts/${id}`, {
      method: 'PUT',
      auth,
      params: { id: String(id) },
      body: { sts: '9904449114', vehicleModel: 'Б'.repeat(61) },
    });
    expect(long.http).toBe(400);
    expect(long.json.error).toMatchObject({ fields: { vehicleModel: 'Марка и модель — не длиннее 60 символов' } });
    expect((await call(listSts, 'sts', { auth })).json.sts[0]).toMatchObject({ vehicleModel: null });
  });

  it('refuses bad numbers with the exact messages and stores nothing', async () => {
    const auth = await signUp();
    const cases = [
      [{ sts: '99 04 44911' }, 'sts', 'Введите номер СТС: 10 знаков, например 99 04 449114'],
      [{ sts: '9904449114', vehiclePlateNumber: 'А000ВС', vehiclePlateRegion: '77' }, 'vehiclePlateNumber', undefined],
      [
        { sts: '9904449114', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '20' },
        'vehiclePlateRegion',
        'Региона с кодом 20 нет',
      ],
      [
        { sts: '9904449114', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '7' },
        'vehiclePlateRegion',
        'Введите код региона: 2 или 3 цифры, например 77 или 777',
      ],
      [{ sts: '99QZ449114' }, 'sts', undefined],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await call(addSts, 'sts', { auth, body });
      expect(res.http, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields[field]).toBeTruthy();
      if (message) expect(res.json.error.errorDesc).toBe(message);
    }
    expect((await call(listSts, 'sts', { auth })).json.sts).toEqual([]);
  });

  it('refuses a duplicate with 409', async () => {
    const sts = uniqueSts();
    const auth = await signUp({ sts });
    const dup = await call(addSts, 'sts', { auth, body: { sts } });
    expect(dup.http).toBe(409);
    expect(dup.json.error).toMatchObject({ code: 'duplicate', errorDesc: 'Этот документ уже добавлен' });
  });

  it('holds at most 50 certificates: the 51st is refused', async () => {
    const auth = await signUp();
    const list = Array.from({ length: 50 }, (_, i) => ({ sts: `5050${String(i).padStart(6, '0')}` }));
    const imported = await call(importSts, 'sts/import', { auth, body: { stsList: JSON.stringify(list) } });
    expect(imported.json.added).toHaveLength(50);
    const extra = await call(addSts, 'sts', { auth, body: { sts: '5051000000' } });
    expect(extra.http).toBe(409);
    expect(extra.json.error).toMatchObject({ code: 'limit', errorDesc: 'Можно добавить не больше 50 документов' });
    expect((await call(listSts, 'sts', { auth })).json.sts).toHaveLength(50);
  });

  it('imports all-or-nothing: one bad row refuses the import, duplicates are skipped', async () => {
    const existing = uniqueSts();
    const auth = await signUp({ sts: existing });
    const bad = await call(importSts, 'sts/import', {
      auth,
      body: { stsList: JSON.stringify([{ sts: uniqueSts() }, { sts: 'nope' }]) },
    });
    expect(bad.http).toBe(400);
    expect((await call(listSts, 'sts', { auth })).json.sts).toHaveLength(1);
    const notJson = await call(importSts, 'sts/import', { auth, body: { stsList: '[{' } });
    expect(notJson.json.error.errorDesc).toBe('Список СТС должен быть JSON-массивом');

    const fresh = uniqueSts();
    const ok = await call(importSts, 'sts/import', {
      auth,
      body: {
        stsList: JSON.stringify([{ sts: existing }, { sts: fresh, vehiclePlateNumber: 'М001ММ', vehiclePlateRegion: '797' }]),
      },
    });
    expect(ok.json.added.map((s: { sts: string }) => s.sts)).toEqual([fresh]);
    expect(ok.json.skipped).toEqual([existing]);
  });

  it('keeps each user to their own certificates: another user gets 404 and changes nothing', async () => {
    const alice = await signUp({ sts: uniqueSts() });
    const bob = await signUp();
    const [aliceSts] = (await call(listSts, 'sts', { auth: alice })).json.sts;
    expect((await call(listSts, 'sts', { auth: bob })).json.sts).toEqual([]);

    const put = await call(putSts, `sts/${aliceSts.id}`, {
      method: 'PUT',
      auth: bob,
      params: { id: String(aliceSts.id) },
      body: { sts: '9999999999' },
    });
    expect(put.http).toBe(404);
    expect(put.json.status).toBe('error');
    expect(put.json.sts).toBeUndefined();
    const del = await call(deleteSts, 'sts', { method: 'DELETE', auth: bob, query: { id: aliceSts.id } });
    expect(del.http).toBe(404);
    expect((await call(listSts, 'sts', { auth: alice })).json.sts).toEqual([aliceSts]);
  });

  it('refuses a non-numeric id', async () => {
    const auth = await signUp();
    const res = await call(deleteSts, 'sts', { method: 'DELETE', auth, query: { id: 'abc' } });
    expect(res.http).toBe(400);
    expect(res.json.error.errorDesc).toBe('Неверный идентификатор');
  });
});
