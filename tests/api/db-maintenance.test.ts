import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { maintenanceAction, readTableActivity, runDbMaintenance, type TableActivity } from '@/lib/server/db/maintenance';
import { jobs } from '@/lib/server/db/schema';
import { rowsOf } from '@/lib/server/jobs/queue';
import { scheduleDefinitions } from '@/lib/server/jobs/registry';
import { runJobs } from './support/jobs';

const quiet: TableActivity = { table: 't', liveRows: 10_000, deadRows: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0 };

describe('maintenanceAction (PostgreSQL’s autovacuum defaults)', () => {
  it('vacuums past 50 + 20 % dead rows, or 1 000 + 20 % rows inserted since the last vacuum', () => {
    expect(maintenanceAction({ ...quiet, deadRows: 2050 })).toBeNull();
    expect(maintenanceAction({ ...quiet, deadRows: 2051 })).toBe('vacuum');
    expect(maintenanceAction({ ...quiet, insertedSinceVacuum: 3000 })).toBeNull();
    expect(maintenanceAction({ ...quiet, insertedSinceVacuum: 3001 })).toBe('vacuum');
  });

  it('analyzes alone past 50 + 10 % rows changed since the last analyze, and leaves a quiet table alone', () => {
    expect(maintenanceAction({ ...quiet, modifiedSinceAnalyze: 1051 })).toBe('analyze');
    expect(maintenanceAction({ ...quiet, modifiedSinceAnalyze: 1050 })).toBeNull();
    expect(maintenanceAction(quiet)).toBeNull();
    expect(maintenanceAction({ ...quiet, liveRows: 0, deadRows: 51 })).toBe('vacuum');
  });
});

// The job runs only on the embedded database (a PostgreSQL server runs its own autovacuum, which
// could get to the table first and make the counts below race).
describe.skipIf(Boolean(process.env.DATABASE_URL))('db-maintenance on the embedded database', () => {
  /** Makes this connection's pending statistics visible now instead of within a second. */
  async function flushStats(): Promise<void> {
    const db = await getDb();
    await db.execute(sql`select pg_stat_force_next_flush()`);
    await db.execute(sql`select 1`);
  }

  /**
   * Runs `check` with a scratch table `name` of 2 × `dead` rows, half of them deleted (dead rows the
   * statistics already count), and drops it afterwards.
   */
  async function withDeadRows(name: string, dead: number, check: () => Promise<void>): Promise<void> {
    const db = await getDb();
    await db.execute(sql`create table ${sql.identifier(name)} (id serial primary key, v int)`);
    try {
      await db.execute(sql`insert into ${sql.identifier(name)} (v) select g from generate_series(1, ${2 * dead}) g`);
      await db.execute(sql`delete from ${sql.identifier(name)} where id <= ${dead}`);
      await flushStats();
      await check();
    } finally {
      await db.execute(sql`drop table ${sql.identifier(name)}`);
    }
  }

  /** The table's statistics row. */
  async function statsOf(name: string): Promise<Record<string, unknown>> {
    const db = await getDb();
    await flushStats();
    const query = sql`select n_dead_tup, last_vacuum, last_analyze from pg_stat_user_tables where relname = ${name}`;
    return rowsOf(await db.execute(query))[0]!;
  }

  it('vacuums and analyzes a table with dead rows, and leaves it alone once done', async () => {
    const db = await getDb();
    await withDeadRows('maint_probe', 1500, async () => {
      expect((await readTableActivity(db)).find((t) => t.table === 'maint_probe')?.deadRows).toBe(1500);
      expect((await runDbMaintenance(db)).vacuumed).toContain('maint_probe');
      const after = await statsOf('maint_probe');
      expect(Number(after.n_dead_tup)).toBe(0);
      expect(after.last_vacuum).not.toBeNull();
      expect(after.last_analyze).not.toBeNull();
      const again = await runDbMaintenance(db);
      expect([...again.vacuumed, ...again.analyzed]).not.toContain('maint_probe');
    });
  });

  it('runs as the `db-maintenance` job, scheduled every minute', async () => {
    const db = await getDb();
    await withDeadRows('maint_job_probe', 1000, async () => {
      const id = (await db.insert(jobs).values({ type: 'db-maintenance' }).returning({ id: jobs.id }))[0]!.id;
      expect(await runJobs(['db-maintenance'])).toBe(1);
      expect((await db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ state: 'done' });
      expect((await statsOf('maint_job_probe')).last_vacuum).not.toBeNull();
    });
    expect(scheduleDefinitions().find((s) => s.name === 'db-maintenance')).toMatchObject({ everySeconds: 60 });
  });
});
