import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/*
 * PGlite runs PostgreSQL as a single user, with no autovacuum launcher: left alone, no table is ever
 * vacuumed or analyzed. Dead rows of updated and deleted records (jobs, lookup states, charges)
 * pile up, the planner never gets statistics, and with no visibility map every index-only scan
 * reads the table too. Measured on the bench's 1 443-charge user, `GET /105/api/fines` answered
 * 96 → 132 req/s after one VACUUM ANALYZE. This does autovacuum's work with PostgreSQL's own
 * default thresholds (postgresql.conf «autovacuum_*»), from a job the worker runs every minute
 * (autovacuum_naptime); a PostgreSQL server runs its own autovacuum and does not need it.
 */

/** PostgreSQL's defaults: `autovacuum_vacuum_threshold`, `_scale_factor`, `_insert_threshold`, `_insert_scale_factor`, `autovacuum_analyze_threshold`, `_scale_factor`. */
export const AUTOVACUUM_DEFAULTS = {
  vacuumThreshold: 50,
  vacuumScale: 0.2,
  insertThreshold: 1000,
  insertScale: 0.2,
  analyzeThreshold: 50,
  analyzeScale: 0.1,
} as const;

/** A table's activity counters from `pg_stat_user_tables`. */
export interface TableActivity {
  table: string;
  liveRows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

/** What a table needs: `vacuum` (always with analyze), `analyze` alone, or nothing. */
export type MaintenanceAction = 'vacuum' | 'analyze' | null;

/**
 * Autovacuum's rule for one table: vacuum when its dead rows pass 50 + 20 % of its live rows, or its
 * rows inserted since the last vacuum pass 1 000 + 20 % (that also sets the visibility map that
 * index-only scans need); analyze when the rows changed since the last analyze pass 50 + 10 %.
 */
export function maintenanceAction(t: TableActivity, d = AUTOVACUUM_DEFAULTS): MaintenanceAction {
  if (t.deadRows > d.vacuumThreshold + d.vacuumScale * t.liveRows) return 'vacuum';
  if (t.insertedSinceVacuum > d.insertThreshold + d.insertScale * t.liveRows) return 'vacuum';
  if (t.modifiedSinceAnalyze > d.analyzeThreshold + d.analyzeScale * t.liveRows) return 'analyze';
  return null;
}

/** The activity counters of every table of the current schema (cumulative statistics, flushed about once a second). */
export async function readTableActivity(db: Db): Promise<TableActivity[]> {
  const result = await db.execute(sql`
    select relname as "table", n_live_tup as "liveRows", n_dead_tup as "deadRows",
           n_ins_since_vacuum as "insertedSinceVacuum", n_mod_since_analyze as "modifiedSinceAnalyze"
    from pg_stat_user_tables where schemaname = current_schema() order by relname`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    table: String(r.table),
    liveRows: Number(r.liveRows),
    deadRows: Number(r.deadRows),
    insertedSinceVacuum: Number(r.insertedSinceVacuum),
    modifiedSinceAnalyze: Number(r.modifiedSinceAnalyze),
  }));
}

/**
 * Vacuums and analyzes the tables that need it (maintenanceAction), one statement per table, so
 * the embedded database, which runs one statement at a time, pauses requests for one table's work
 * at most. Never inside a transaction (VACUUM cannot run in one).
 * @returns the tables worked on, by action.
 */
export async function runDbMaintenance(db: Db): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const done = { vacuumed: [] as string[], analyzed: [] as string[] };
  for (const table of await readTableActivity(db)) {
    const action = maintenanceAction(table);
    if (action === 'vacuum') {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table.table)}`);
      done.vacuumed.push(table.table);
    } else if (action === 'analyze') {
      await db.execute(sql`analyze ${sql.identifier(table.table)}`);
      done.analyzed.push(table.table);
    }
  }
  return done;
}
