import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { POST as track } from '@/app/105/api/track/route';
import { getDb } from '@/lib/server/db/client';
import { usageEvents } from '@/lib/server/db/schema';
import { call } from './support/call';
import { signUp } from './support/users';

describe('usage tracking', () => {
  it('records a screen view, tied to the user when the session is valid', async () => {
    const auth = await signUp();
    expect((await call(track, 'track', { auth, body: { kind: 'screen', name: 'signup/fos' } })).json).toEqual({ status: 'ok' });
    expect((await call(track, 'track', { body: { kind: 'goal', name: 'fines_seen' } })).json.status).toBe('ok');
    const db = await getDb();
    const rows = await db.select().from(usageEvents).orderBy(desc(usageEvents.id));
    expect(rows[1]).toMatchObject({ kind: 'screen', name: 'signup/fos', userId: Number(auth.userId) });
    expect(rows[0]).toMatchObject({ kind: 'goal', name: 'fines_seen', userId: null });
  });

  it('names the missing field in Russian and records nothing', async () => {
    const db = await getDb();
    const before = (await db.select().from(usageEvents)).length;
    const missing = await call(track, 'track', { body: { kind: 'screen' } });
    expect(missing.http).toBe(400);
    expect(missing.json.error.errorDesc).toContain('name');
    expect(missing.json.error.errorDesc).toBe('Не передано обязательное поле «name»');
    // A kind that was sent but is none of the two is not «не передано».
    const unknown = await call(track, 'track', { body: { kind: 'zzz', name: 'home' } });
    expect(unknown.json.error.errorDesc).toBe('Поле «kind»: screen или goal');
    const noKind = await call(track, 'track', { body: { name: 'home' } });
    expect(noKind.json.error.errorDesc).toBe('Не передано обязательное поле «kind»');
    expect(await db.select().from(usageEvents)).toHaveLength(before);
  });
});
