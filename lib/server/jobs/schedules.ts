import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { ScheduleDefinition } from './registry';
import { rowsOf } from './queue';

/**
 * Writes this process's schedules into `job_schedules`. A new schedule is due at once; an existing
 * one keeps its next slot (a restart never resets or repeats it), except that a shorter interval
 * brings the slot forward.
 */
export async function syncSchedules(db: Db, schedules: readonly ScheduleDefinition[]): Promise<void> {
  for (const s of schedules) {
    await db.execute(sql`
      insert into job_schedules (name, type, payload, every_seconds, next_run_at)
      values (${s.name}, ${s.type}, ${JSON.stringify(s.payload)}::jsonb, ${s.everySeconds}, now())
      on conflict (name) do update set
        type = excluded.type, payload = excluded.payload, every_seconds = excluded.every_seconds,
        next_run_at = least(job_schedules.next_run_at, now() + make_interval(secs => excluded.every_seconds))`);
  }
}

/**
 * Claims every due schedule of `schedules` and queues its job, in one statement: the row moves to
 * its next slot after now (a missed slot is not repeated) and records the slot it ran
 * (`last_run_at`). A second process running this at the same moment waits for the row lock, then
 * sees the moved slot and claims nothing, so each slot runs once. The job carries the dedupe key
 * `schedule:<name>` and the slot as its `run_at`; while the previous run is queued or running, the
 * slot passes without a job. Returns how many jobs were queued.
 */
export async function claimDueSchedules(db: Db, schedules: readonly ScheduleDefinition[]): Promise<number> {
  if (schedules.length === 0) return 0;
  const names = sql.join(
    schedules.map((s) => sql`${s.name}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with due as (
      update job_schedules set
        last_run_at = next_run_at,
        next_run_at = next_run_at + make_interval(secs => every_seconds *
          (floor(extract(epoch from now() - next_run_at) / every_seconds) + 1))
      where name in (${names}) and next_run_at <= now()
      returning name, type, payload, last_run_at)
    insert into jobs (type, payload, dedupe_key, run_at)
    select type, payload, 'schedule:' || name, last_run_at from due
    on conflict (type, dedupe_key) where state in ('queued', 'running') do nothing
    returning id`);
  return rowsOf(result).length;
}
