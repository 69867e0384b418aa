import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { usageDaily, usageEvents, usageFunnelDaily } from '@/lib/server/db/schema';
import { rollUpUsageEvents } from '@/lib/server/tracking/roll-up';
import { usageFigures } from '@/lib/server/tracking/figures';

type Row = typeof usageEvents.$inferInsert;

/** Noon in Moscow of a `YYYY-MM-DD` day, plus `minutes`. */
const at = (day: string, minutes = 0) => new Date(Date.parse(`${day}T12:00:00+03:00`) + minutes * 60_000);

/** One device's visit on `day`: the screens it saw, in order. */
function visit(day: string, screens: string[], device = randomUUID()): Row[] {
  return screens.map((name, i) => ({ kind: 'screen', name, deviceId: device, createdAt: at(day, i) }));
}

async function seed(rows: Row[]): Promise<void> {
  const db = await getDb();
  await db.insert(usageEvents).values(rows);
}

describe('rollUpUsageEvents', () => {
  it('moves whole past days into daily figures and leaves the dashboard figures unchanged', async () => {
    const db = await getDb();
    const d1 = '2025-03-10';
    const d2 = '2025-03-11';
    await seed([
      ...visit(d1, ['home', 'fines/list', 'prepayment', 'prepayment/success']),
      ...visit(d1, ['home', 'fines/list']),
      ...visit(d1, ['fines/list', 'prepayment']), // never saw home: outside the funnel
      ...visit(d2, ['home']),
      { kind: 'button', name: 'check-fines', deviceId: randomUUID(), createdAt: at(d1) },
      { kind: 'screen', name: 'signup/fos', deviceId: randomUUID(), data: { result: 'ok' }, createdAt: at(d2) },
      { kind: 'screen', name: 'signup/fos', deviceId: randomUUID(), data: { result: 'error' }, createdAt: at(d2) },
      // 23:30 in Moscow is still d1 although it is d1 20:30 UTC: days are Moscow days.
      { kind: 'form', name: 'inn', deviceId: randomUUID(), data: { result: 'ok' }, createdAt: new Date(`${d1}T23:30:00+03:00`) },
    ]);
    const before = await usageFigures(db, d1, d2);
    expect(before.funnel.map((s) => s.devices)).toEqual([3, 2, 1, 1]);
    expect(before.signUps).toEqual([
      { day: d1, count: 0 },
      { day: d2, count: 1 },
    ]);
    expect(before.perDay.find((d) => d.day === d1)).toMatchObject({ screen: 8, button: 1, form: 1, total: 10 });

    // Only days before the day of `before` move: d2 stays raw.
    expect(await rollUpUsageEvents(db, at(d2))).toBe(10);
    const left = await db.select().from(usageEvents).where(eq(usageEvents.kind, 'screen'));
    expect(left.every((r) => r.createdAt >= at(d2, -12 * 60))).toBe(true);
    const funnel = await db.select().from(usageFunnelDaily).where(eq(usageFunnelDaily.day, d1)).orderBy(usageFunnelDaily.step);
    expect(funnel.map((f) => f.devices)).toEqual([2, 2, 1, 1]);
    const homes = await db.select().from(usageDaily).where(eq(usageDaily.name, 'home'));
    expect(homes).toEqual([{ day: d1, kind: 'screen', name: 'home', result: '', events: 2, devices: 2 }]);
    expect(await usageFigures(db, d1, d2)).toEqual(before);

    // Nothing left to move: a second run changes nothing.
    expect(await rollUpUsageEvents(db, at(d2))).toBe(0);
    expect(await usageFigures(db, d1, d2)).toEqual(before);
    expect(await rollUpUsageEvents(db, at('2025-03-12'))).toBe(3);
    expect(await usageFigures(db, d1, d2)).toEqual(before);
  });

  it('never splits a day between two concurrent runs', async () => {
    const db = await getDb();
    const day = '2025-04-02';
    const device = randomUUID();
    await seed(
      Array.from({ length: 200 }, (_, i) => ({ kind: 'screen' as const, name: 'news', deviceId: device, createdAt: at(day, i) })),
    );
    const moved = await Promise.all([rollUpUsageEvents(db, at('2025-04-03')), rollUpUsageEvents(db, at('2025-04-03'))]);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(200);
    const rows = await db.select().from(usageDaily).where(eq(usageDaily.day, day));
    expect(rows).toEqual([{ day, kind: 'screen', name: 'news', result: '', events: 200, devices: 1 }]);
  });
});
