import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The one durable jobs queue (ADR 6, lib/server/jobs): registry lookups, mail deliveries, scheduled
 * refreshes, retention. A job is inserted in the transaction of the change that causes it, claimed by
 * any app process with `FOR UPDATE SKIP LOCKED` under a lease (`locked_until`, renewed by a heartbeat
 * while the handler runs) and fenced by `lease_token`, so a worker that lost its lease cannot finish
 * a job another worker took over. At most one job per (`type`, `dedupe_key`) is queued or running.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** Jobs with the same type and key are not queued twice while one is queued or running. */
    dedupeKey: text('dedupe_key'),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Attempts started so far (a claim counts one, also one whose worker died). */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued job is due (later for a retry after backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job's lease: past it, the job is taken to be abandoned and another worker may claim it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Changes on every claim; heartbeats and results are accepted only with the current one. */
    leaseToken: uuid('lease_token'),
    /**
     * «Do it again» asked while the job was running (runNow): it started from what was true before
     * the ask, so when it ends it is queued again at once instead of finishing.
     */
    rerun: boolean('rerun').notNull().default(false),
    /** The latest failed attempt's message (for lookups: the Russian message a person sees). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`state = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`state = 'running'`),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.type, t.dedupeKey)
      .where(sql`state in ('queued', 'running')`),
    index('jobs_key_idx').on(t.type, t.dedupeKey),
    index('jobs_finished_idx').on(t.finishedAt),
  ],
);

/**
 * Recurring work (ADR 6): one row per schedule, due at `next_run_at`. The process that claims a due
 * row moves `next_run_at` to the next slot and queues the job in the same statement, so N processes
 * run each slot once and a process that restarts often still runs it.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull().default({}),
  everySeconds: integer('every_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** The slot claimed last (the `next_run_at` it replaced). */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
