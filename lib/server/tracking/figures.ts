import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { addDays, daysBetween } from '@/lib/domain/dates';
import { FUNNEL_SCREENS, SIGNUP_SCREEN } from '@/lib/contract/tracking';
import type { UsageFigures, UsageKind } from '@/lib/contract/usage-figures';
import { funnelSql, MOSCOW_DAY, moscowDayStart } from './funnel-sql';

const KINDS: UsageKind[] = ['screen', 'button', 'form', 'goal', 'event'];
/** Most names listed in «per name» and «screens». */
const TOP = 20;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

/**
 * Raw records and rolled-up days of [from, to] (Moscow days, inclusive) as one source with
 * `day`, `kind`, `name`, `result`, `events`. A day is either raw or rolled up (roll-up.ts), so
 * summing both never counts a record twice.
 */
function counted(from: string, to: string): SQL {
  return sql`
    select ${MOSCOW_DAY} as day, kind, name, coalesce(data->>'result', '') as result, 1 as events
    from usage_events
    where created_at >= ${moscowDayStart(from)} and created_at < ${moscowDayStart(addDays(to, 1))}
    union all
    select day, kind, name, result, events from usage_daily where day between ${from}::date and ${to}::date`;
}

/**
 * The dashboard's figures for Moscow days `from`…`to` (inclusive, `YYYY-MM-DD`): records per day
 * and kind, the most frequent names, screens, the funnel (device-days per step, FUNNEL_SCREENS)
 * and sign-ups per day (`signup/fos` screen views whose result was ok). Days without records are
 * listed with zeros.
 */
export async function usageFigures(db: Db, from: string, to: string): Promise<UsageFigures> {
  const source = counted(from, to);
  const [perDayRows, perNameRows, screenRows, funnelRows, signUpRows] = await Promise.all([
    db.execute(sql`select day::text as day, kind, sum(events)::int as n from (${source}) s group by 1, 2`),
    db.execute(sql`
      select kind, name, sum(events)::int as n from (${source}) s
      group by kind, name order by n desc, kind, name limit ${TOP}`),
    db.execute(sql`
      select name, sum(events)::int as n from (${source}) s where kind = 'screen'
      group by name order by n desc, name limit ${TOP}`),
    db.execute(sql`
      select step, sum(devices)::int as n from (
        ${funnelSql(sql`
          select ${MOSCOW_DAY} as day, kind, name, device_id from usage_events
          where kind = 'screen' and created_at >= ${moscowDayStart(from)} and created_at < ${moscowDayStart(addDays(to, 1))}`)}
        union all
        select day, step, devices from usage_funnel_daily where day between ${from}::date and ${to}::date
      ) f group by step`),
    db.execute(sql`
      select day::text as day, sum(events)::int as n from (${source}) s
      where kind = 'screen' and name = ${SIGNUP_SCREEN} and result = 'ok' group by 1`),
  ]);
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
  const perDay = new Map(days.map((day) => [day, { day, screen: 0, button: 0, form: 0, goal: 0, event: 0, total: 0 }]));
  for (const r of rowsOf(perDayRows)) {
    const row = perDay.get(String(r.day));
    const kind = String(r.kind) as UsageKind;
    if (!row || !KINDS.includes(kind)) continue;
    row[kind] += Number(r.n);
    row.total += Number(r.n);
  }
  const funnelBy = new Map(rowsOf(funnelRows).map((r) => [Number(r.step), Number(r.n)]));
  const signUpsBy = new Map(rowsOf(signUpRows).map((r) => [String(r.day), Number(r.n)]));
  return {
    from,
    to,
    perDay: [...perDay.values()],
    perName: rowsOf(perNameRows).map((r) => ({ kind: String(r.kind) as UsageKind, name: String(r.name), events: Number(r.n) })),
    screens: rowsOf(screenRows).map((r) => ({ name: String(r.name), views: Number(r.n) })),
    funnel: FUNNEL_SCREENS.map((screen, i) => ({ step: i + 1, screen, devices: funnelBy.get(i + 1) ?? 0 })),
    signUps: days.map((day) => ({ day, count: signUpsBy.get(day) ?? 0 })),
  };
}
