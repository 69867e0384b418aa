import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { FUNNEL_SCREENS } from '@/lib/contract/tracking';

/**
 * The funnel of one set of screen views (FUNNEL_SCREENS: home → fines/list → prepayment →
 * prepayment/success): for each `day`, how many devices reached step n, i.e. saw every screen up
 * to it that day (in any order). `source` must yield `day`, `kind`, `name`, `device_id`. Used by
 * the dashboard on raw records and by the roll-up, so both count the same way.
 * Columns: `day`, `step` (1…4), `devices`.
 */
export function funnelSql(source: SQL): SQL {
  const [home, list, prepayment, success] = FUNNEL_SCREENS;
  return sql`
    select d.day, s.step, count(*)::int as devices
    from (
      select day, device_id,
        bool_or(name = ${home}) as a, bool_or(name = ${list}) as b,
        bool_or(name = ${prepayment}) as c, bool_or(name = ${success}) as e
      from (${source}) src
      where kind = 'screen' and device_id is not null
      group by day, device_id
    ) d
    cross join lateral (values (1, d.a), (2, d.a and d.b), (3, d.a and d.b and d.c), (4, d.a and d.b and d.c and d.e)) s(step, reached)
    where s.reached
    group by d.day, s.step`;
}

/** The Moscow calendar day of a record's `created_at`. */
export const MOSCOW_DAY = sql`(created_at at time zone 'Europe/Moscow')::date`;

/** The first instant of a Moscow calendar day (`YYYY-MM-DD`). */
export function moscowDayStart(day: string): SQL {
  return sql`((${day}::date)::timestamp at time zone 'Europe/Moscow')`;
}
