import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { POST as batch } from '@/app/105/api/track/batch/route';
import { POST as event } from '@/app/105/api/track/event/route';
import { POST as button } from '@/app/105/api/track/button/route';
import { POST as screen } from '@/app/105/api/track/screen/route';
import { POST as form } from '@/app/105/api/track/form/route';
import { getDb } from '@/lib/server/db/client';
import { usageEvents } from '@/lib/server/db/schema';
import { REQUIRED_FIELDS } from '@/lib/contract/tracking';
import { call } from './support/call';
import { signUp } from './support/users';

const headersOf = (device: string) => ({ DeviceId: device, DeviceTimestamp: '1767225600000', AppVersion: '0.1.0' });

async function rowsOf(device: string) {
  const db = await getDb();
  return db.select().from(usageEvents).where(eq(usageEvents.deviceId, device)).orderBy(usageEvents.id);
}

describe('tracking endpoints (spec §3, §7)', () => {
  it('stores the three log records and an analytics event with the device id and the headers', async () => {
    const auth = await signUp();
    const device = randomUUID();
    const headers = headersOf(device);
    const common = { userId: auth.userId, trackingId: device };
    expect((await call(button, 'track/button', { auth, headers, body: { ...common, buttonName: 'check-fines' } })).json).toEqual({
      status: 'ok',
      accepted: 1,
    });
    await call(screen, 'track/screen', { auth, headers, body: { ...common, screenName: 'fines/list', referer: 'home' } });
    await call(form, 'track/form', { auth, headers, body: { ...common, formName: 'sts', formData: '{"result":"ok"}' } });
    const ev = await call(event, 'track/event', {
      auth,
      headers,
      body: {
        userId: auth.userId,
        event: 'clicked-button_check-fines',
        params: '{}',
        session: auth.session,
        channel: 'WebVersion',
      },
    });
    expect(ev.json.status).toBe('ok');
    const rows = await rowsOf(device);
    expect(rows.map((r) => [r.kind, r.name])).toEqual([
      ['button', 'check-fines'],
      ['screen', 'fines/list'],
      ['form', 'sts'],
      ['event', 'clicked-button_check-fines'],
    ]);
    for (const r of rows) {
      expect(r).toMatchObject({ userId: Number(auth.userId), deviceId: device, appVersion: '0.1.0' });
      expect(r.deviceTime?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    }
    expect(rows[1]!.referer).toBe('home');
    expect(rows[2]!.data).toEqual({ result: 'ok' });
    expect(rows[3]!.channel).toBe('WebVersion');
    // The session is checked for presence only and never stored.
    expect(JSON.stringify(rows)).not.toContain(auth.session);
  });

  it('keeps a record without a user when the session is missing or names someone else', async () => {
    const auth = await signUp();
    const other = await signUp();
    const device = randomUUID();
    await call(screen, 'track/screen', { body: { trackingId: device, screenName: 'home' } });
    await call(screen, 'track/screen', { auth, body: { userId: other.userId, trackingId: device, screenName: 'profile' } });
    const rows = await rowsOf(device);
    expect(rows.map((r) => [r.name, r.userId, r.referer])).toEqual([
      ['home', null, null],
      ['profile', null, null],
    ]);
  });

  it.each(Object.entries(REQUIRED_FIELDS).filter(([type]) => type !== 'goal'))(
    'refuses a %s without each required field, naming it in Russian, and stores nothing',
    async (type, fields) => {
      const auth = await signUp();
      const device = randomUUID();
      const full: Record<string, Record<string, string>> = {
        event: { userId: auth.userId, event: 'x', params: '{}', session: auth.session },
        button: { trackingId: device, buttonName: 'pay' },
        screen: { trackingId: device, screenName: 'home' },
        form: { trackingId: device, formName: 'inn' },
      };
      const handler = { event, button, screen, form }[type as 'event']!;
      for (const field of fields) {
        const body = { ...full[type] };
        delete body[field];
        const res = await call(handler, `track/${type}`, { auth, body, headers: { DeviceId: device } });
        expect(res.http, field).toBe(400);
        expect(res.json.error.errorDesc).toBe(`Не передано обязательное поле «${field}»`);
        expect(res.json.error.fields[field]).toBe(`Не передано обязательное поле «${field}»`);
      }
      expect(await rowsOf(device)).toHaveLength(0);
    },
  );

  it('masks passwords, tokens, names and document numbers in attached data', async () => {
    const device = randomUUID();
    const formData = JSON.stringify({
      sts: '7704123456',
      inn: '7707083893',
      email: 'ivan.petrov@mail.ru',
      password: 'секрет12345',
      token: 'abc',
      surname: 'Петров',
      vehiclePlateRegion: '77',
      result: 'ok',
    });
    await call(form, 'track/form', { body: { trackingId: device, formName: 'sts', formData } });
    const [row] = await rowsOf(device);
    expect(row!.data).toEqual({
      sts: '*******456',
      inn: '*******893',
      email: '***@mail.ru',
      vehiclePlateRegion: '77',
      result: 'ok',
    });
  });

  it('refuses malformed headers and data with a Russian message', async () => {
    const device = randomUUID();
    const badHeader = await call(screen, 'track/screen', {
      headers: { DeviceTimestamp: 'yesterday' },
      body: { trackingId: device, screenName: 'home' },
    });
    expect(badHeader.http).toBe(400);
    expect(badHeader.json.error.errorDesc).toContain('DeviceTimestamp');
    const badData = await call(button, 'track/button', { body: { trackingId: device, buttonName: 'pay', buttonData: '[1' } });
    expect(badData.json.error.errorDesc).toBe('Поле «buttonData»: ожидается JSON-объект из строк и чисел');
    const longValue = await call(button, 'track/button', {
      body: { trackingId: device, buttonName: 'pay', buttonData: JSON.stringify({ note: 'я'.repeat(2000) }) },
    });
    expect(longValue.json.error.errorDesc).toBe('Поле «buttonData»: значения — не длиннее 1000 символов');
    // What jsonb cannot store is named in the field, not refused by the database.
    const unstorable = 'Поле «screenData»: недопустимый символ (NUL или половина суррогатной пары)';
    for (const screenData of ['{"a":"x\\u0000y"}', '{"a\\u0000":"x"}', '{"a":"\\ud800"}', '{"\\udc00":1}']) {
      const answer = await call(screen, 'track/screen', { body: { trackingId: device, screenName: 'home', screenData } });
      expect(answer.http, screenData).toBe(400);
      expect(answer.json.error.code, screenData).toBe('invalid_input');
      // A value names the character; a name, the object's shape (zod reports the record as a whole).
      expect(answer.json.error.errorDesc, screenData).toMatch(/^Поле «screenData»: /);
      // The field's path holds the client's own key: never echoed with its NUL.
      expect(Object.keys(answer.json.error.fields).join(''), screenData).not.toMatch(/\u0000/);
      if (screenData.startsWith('{"a":')) expect(answer.json.error.errorDesc, screenData).toBe(unstorable);
    }
    const badDevice = await call(button, 'track/button', { body: { trackingId: 'not-a-uuid', buttonName: 'pay' } });
    expect(badDevice.json.error.errorDesc).toBe('Поле «trackingId»: идентификатор устройства (UUID)');
    expect(await rowsOf(device)).toHaveLength(0);
  });
});

describe('POST /105/api/track/batch', () => {
  it('stores every record of a batch in one call', async () => {
    const auth = await signUp();
    const device = randomUUID();
    const records = [
      {
        type: 'screen',
        userId: auth.userId,
        trackingId: device,
        screenName: 'home',
        referer: 'https://yandex.ru/search?text=штрафы',
      },
      { type: 'button', userId: auth.userId, trackingId: device, buttonName: 'check-fines', buttonData: { place: 'home' } },
      { type: 'event', userId: auth.userId, event: 'clicked-button_check-fines', params: {}, session: auth.session },
      { type: 'goal', userId: null, trackingId: device, goalName: '180s' },
    ];
    const res = await call(batch, 'track/batch', {
      auth,
      headers: headersOf(device),
      body: { records: JSON.stringify(records) },
    });
    expect(res.json).toEqual({ status: 'ok', accepted: 4 });
    const rows = await rowsOf(device);
    expect(rows.map((r) => r.kind)).toEqual(['screen', 'button', 'event', 'goal']);
    // An external referrer is kept as its origin: search queries never reach the table.
    expect(rows[0]!.referer).toBe('https://yandex.ru');
    expect(rows[1]!.data).toEqual({ place: 'home' });
    expect(rows[2]!.deviceId).toBe(device);
    expect(rows[3]!.userId).toBeNull();
  });

  it('refuses the whole batch when one record misses a field, naming the record and the field', async () => {
    const device = randomUUID();
    const records = [
      { type: 'screen', trackingId: device, screenName: 'home' },
      { type: 'button', trackingId: device },
    ];
    const res = await call(batch, 'track/batch', { body: { records: JSON.stringify(records) } });
    expect(res.http).toBe(400);
    expect(res.json.error.errorDesc).toBe('Не передано обязательное поле «buttonName»');
    expect(res.json.error.fields['records.1.buttonName']).toBe('Не передано обязательное поле «buttonName»');
    expect(await rowsOf(device)).toHaveLength(0);
  });

  it('refuses an empty, malformed or oversized batch', async () => {
    expect((await call(batch, 'track/batch', { body: {} })).json.error.errorDesc).toBe('Не передано обязательное поле «records»');
    expect((await call(batch, 'track/batch', { body: { records: 'nope' } })).json.error.errorDesc).toBe(
      'Поле «records»: ожидается JSON-массив записей',
    );
    const many = Array.from({ length: 51 }, () => ({ type: 'screen', trackingId: randomUUID(), screenName: 'home' }));
    expect((await call(batch, 'track/batch', { body: { records: JSON.stringify(many) } })).json.error.errorDesc).toBe(
      'Не больше 50 записей за раз',
    );
  });

  it('never updates a stored record (append-only)', async () => {
    const device = randomUUID();
    await call(screen, 'track/screen', { body: { trackingId: device, screenName: 'home' } });
    const db = await getDb();
    await expect(db.execute(sql`update usage_events set name = 'x' where device_id = ${device}`)).rejects.toThrow();
    const [latest] = await db.select().from(usageEvents).orderBy(desc(usageEvents.id)).limit(1);
    expect(latest!.name).toBe('home');
  });
});
