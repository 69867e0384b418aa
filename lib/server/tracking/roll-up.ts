import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { addDays, todayInMoscow } from '@/lib/domain/dates';
import { funnelSql, MOSCOW_DAY, moscowDayStart } from './funnel-sql';

/** Raw records are kept this many days, then rolled up into daily figures. */
export const RAW_USAGE_DAYS = 30;
/** Advisory lock that makes concurrent roll-ups (several processes) run one after another. */
const ROLL_UP_LOCK = 724013;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

/**
 * Rolls raw usage records of whole Moscow days before the day of `before` into `usage_daily`
 * (records and devices per kind, name and result) and `usage_funnel_daily`, and deletes them,
 * one day per transaction. A day's move is one statement (DELETE … RETURNING feeding both
 * inserts) under an advisory lock, so a day is either all raw or all rolled up, and two
 * processes never split a day between them (device counts stay exact). Records written now
 * always fall after the cut-off, so a rolled-up day never gets more. Answers how many raw
 * records were moved. Schedule: lib/server/tracking/register.ts; command: `npm run usage -- roll-up`.
 */
export async function rollUpUsageEvents(db: Db, before: Date): Promise<number> {
  const cutoff = todayInMoscow(before);
  const days = rowsOf(
    await db.execute(sql`
      select distinct ${MOSCOW_DAY}::text as day from usage_events
      where created_at < ${moscowDayStart(cutoff)} order by 1`),
  ).map((r) => String(r.day));
  let moved = 0;
  for (const day of days) moved += await rollUpDay(db, day);
  return moved;
}

async function rollUpDay(db: Db, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLL_UP_LOCK})`);
    const result = await tx.execute(sql`
      with moved as (
        delete from usage_events
        where created_at >= ${moscowDayStart(day)} and created_at < ${moscowDayStart(addDays(day, 1))}
        returning ${MOSCOW_DAY} as day, kind, name, device_id, data
      ),
      daily as (
        insert into usage_daily (day, kind, name, result, events, devices)
        select day, kind, name, coalesce(data->>'result', ''), count(*)::int, count(distinct device_id)::int
        from moved group by day, kind, name, coalesce(data->>'result', '')
        on conflict (day, kind, name, result) do update
          set events = usage_daily.events + excluded.events, devices = usage_daily.devices + excluded.devices
        returning 1
      ),
      funnel as (
        insert into usage_funnel_daily (day, step, devices)
        select day, step, devices from (${funnelSql(sql`select * from moved`)}) f
        on conflict (day, step) do update set devices = usage_funnel_daily.devices + excluded.devices
        returning 1
      )
      select (select count(*) from moved)::int as moved, (select count(*) from daily) as d, (select count(*) from funnel) as f`);
    return Number(rowsOf(result)[0]?.moved ?? 0);
  });
}
