import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GET as usage } from '@/app/105/api/operator/usage/route';
import { GET as events } from '@/app/105/api/operator/events/route';
import { POST as batch } from '@/app/105/api/track/batch/route';
import { getDb } from '@/lib/server/db/client';
import { grantOperator, isOperator, listOperators, revokeOperator } from '@/lib/server/tracking/operators';
import { todayInMoscow } from '@/lib/domain/dates';
import { call } from './support/call';
import { signUp } from './support/users';
import { registerAndConfirm } from './support/accounts';

async function operator(email: string) {
  await grantOperator(await getDb(), email);
  return registerAndConfirm(await signUp(), email);
}

describe('the operator role and its endpoints', () => {
  it('answers 404 to a visitor without a session, a wrong session and a signed-in non-operator', async () => {
    const user = await signUp();
    const registered = await registerAndConfirm(await signUp(), `user-${randomUUID()}@example.ru`);
    const forged = { ...user, session: 'f'.repeat(64) };
    for (const auth of [undefined, forged, user, registered]) {
      for (const [handler, path, query] of [
        [usage, 'operator/usage', {}],
        [events, 'operator/events', { deviceId: randomUUID() }],
      ] as const) {
        const res = await call(handler, path, { auth, query });
        expect(res.http, path).toBe(404);
        expect(res.json.error.code).toBe('not_found');
      }
    }
  });

  it('a grant by e-mail applies to whoever signs in with that confirmed address, and a revoke ends it', async () => {
    const db = await getDb();
    const email = `ops-${randomUUID()}@example.ru`;
    const waiting = await grantOperator(db, email.toUpperCase());
    expect(waiting).toMatchObject({ email, userId: null });
    const auth = await registerAndConfirm(await signUp(), email);
    expect(await isOperator(db, Number(auth.userId))).toBe(true);
    expect((await listOperators(db)).find((o) => o.email === email)?.userId).toBe(Number(auth.userId));
    expect(await revokeOperator(db, email)).toBe(true);
    expect((await call(usage, 'operator/usage', { auth })).http).toBe(404);
  });

  it('shows an operator the figures and the newest records of a device', async () => {
    const auth = await operator(`ops-${randomUUID()}@example.ru`);
    const device = randomUUID();
    const records = [
      { type: 'screen', trackingId: device, screenName: 'home' },
      { type: 'button', trackingId: device, buttonName: 'check-fines' },
      { type: 'screen', trackingId: device, screenName: 'fines/list', referer: 'home' },
      { type: 'screen', trackingId: device, screenName: 'signup/fos', screenData: { result: 'ok' } },
    ];
    expect(
      (await call(batch, 'track/batch', { headers: { AppVersion: '0.1.0' }, body: { records: JSON.stringify(records) } })).json
        .accepted,
    ).toBe(4);
    const res = await call(usage, 'operator/usage', { auth, query: { days: 7 } });
    expect(res.json.status).toBe('ok');
    const f = res.json.figures;
    expect(f.to).toBe(todayInMoscow());
    expect(f.perDay).toHaveLength(7);
    expect(f.perDay.at(-1)).toMatchObject({ screen: 3, button: 1 });
    expect(f.funnel.slice(0, 2).map((s: { devices: number }) => s.devices)).toEqual([1, 1]);
    expect(f.signUps.at(-1).count).toBe(1);
    expect(f.screens.map((s: { name: string }) => s.name).sort()).toEqual(['fines/list', 'home', 'signup/fos']);

    const recent = await call(events, 'operator/events', { auth, query: { deviceId: device } });
    expect(recent.json.records.map((r: { kind: string; name: string }) => `${r.kind}:${r.name}`)).toEqual([
      'screen:signup/fos',
      'screen:fines/list',
      'button:check-fines',
      'screen:home',
    ]);
    expect(recent.json.records[0]).toMatchObject({ deviceId: device, appVersion: '0.1.0', data: { result: 'ok' } });
    const bad = await call(usage, 'operator/usage', { auth, query: { days: 0 } });
    expect(bad.http).toBe(400);
  });
});
