import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, REQUIRED_FIELDS, type TrackingRecord, type TrackingRecordType } from '@/lib/contract/tracking';
import { missingTrackingField } from '@/lib/domain/tracking-fields';
import { maskTrackingData, maskValue } from '@/lib/domain/tracking-mask';
import { screenNameFor } from '@/lib/contract/screens';
import { trackingRecordInput } from '@/lib/validation/tracking';

const DEVICE = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const COMPLETE: Record<TrackingRecordType, Record<string, unknown>> = {
  event: {
    type: 'event',
    userId: '7',
    event: 'loaded-screen_home',
    params: '{}',
    session: 'a'.repeat(64),
    channel: 'WebVersion',
  },
  button: { type: 'button', userId: null, trackingId: DEVICE, buttonName: 'pay' },
  screen: { type: 'screen', userId: null, trackingId: DEVICE, screenName: 'home', referer: null },
  form: { type: 'form', userId: null, trackingId: DEVICE, formName: 'inn', formData: null },
  goal: { type: 'goal', userId: null, trackingId: DEVICE, goalName: '180s' },
};

describe('required fields (spec §3, §5, §8)', () => {
  it.each(Object.keys(REQUIRED_FIELDS) as TrackingRecordType[])(
    '%s: the browser and the server refuse the same missing fields with the same message',
    (type) => {
      expect(missingTrackingField(COMPLETE[type] as unknown as TrackingRecord)).toBeNull();
      expect(trackingRecordInput.safeParse(COMPLETE[type]).success).toBe(true);
      for (const field of Object.keys(COMPLETE[type]).filter((f) => f !== 'type')) {
        const without = { ...COMPLETE[type], [field]: '' };
        const required = REQUIRED_FIELDS[type].includes(field);
        const client = missingTrackingField(without as unknown as TrackingRecord);
        const server = trackingRecordInput.safeParse(without);
        const message = `Не передано обязательное поле «${field}»`;
        expect(client, `${type}.${field} (browser)`).toBe(required ? message : null);
        expect(server.success ? null : server.error.issues[0]!.message, `${type}.${field} (server)`).toBe(
          required ? message : null,
        );
      }
    },
  );
});

describe('masking', () => {
  it('keeps no password, token, name or full number', () => {
    expect(
      maskTrackingData({
        password: 'x',
        newPass: 'x',
        _token: 'x',
        session: 'x',
        surname: 'Петров',
        fullName: 'Петров Иван Иванович',
        sts: '99 04 449114',
        uin: '18810142200817004923',
        email: 'Ivan@Mail.ru',
        region: '77',
        count: 3,
        big: 7707083893,
        nested: { a: 1 },
        ok: true,
      }),
    ).toEqual({
      sts: '*******114',
      uin: '*****************923',
      email: '***@Mail.ru',
      region: '77',
      count: 3,
      big: '*******893',
      ok: true,
    });
    expect(maskTrackingData({ password: 'x' })).toBeNull();
    expect(maskValue('А123ВС')).toBe('А123ВС');
    expect(maskValue('x'.repeat(150))).toHaveLength(100);
  });
});

describe('screen names', () => {
  it.each([
    ['/', 'home'],
    ['/fines/list', 'fines/list'],
    ['/fines/list/', 'fines/list'],
    ['/fines/list/fine/42', 'fines/list/fine'],
    ['/fines/list/order/18810142200817004923', 'fines/list/order'],
    ['/taxes/list/7', 'taxes/list/item'],
    ['/prepayment', 'prepayment'],
    ['/prepayment/success', 'prepayment/success'],
    ['/news/novye-shtrafy-2025', 'news/item'],
    ['/journal/tags/parking', 'journal/tag'],
    ['/journal/tags', 'journal/tags'],
    ['/journal/kak-oplatit', 'journal/article'],
    ['/fines/moskva/kamery', 'fines/page'],
    ['/osago/kalkulyator/moskva', 'osago/page'],
    ['/login/verify', 'login/verify'],
    ['/profile', 'profile'],
    ['/Штрафы', 'other'],
    ['/email/confirm', 'email/confirm'],
  ])('%s → %s', (path, name) => {
    expect(screenNameFor(path)).toBe(name);
    expect(name).toMatch(/^[a-z0-9_/.-]+$/);
  });
});

it('the AppVersion the browser sends is the version in package.json', () => {
  expect(APP_VERSION).toBe((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version);
});
