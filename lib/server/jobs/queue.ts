import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/db/schema';
import type { JobPayloads, JobType } from './types';
import type { JobDefinition } from './registry';

/** Where and when to queue a job. */
export interface EnqueueOptions {
  /** Not queued again while a job of the same type and key is queued or running. */
  dedupeKey?: string;
  /** Not run before this moment (default: now). */
  runAt?: Date;
}

/**
 * Queues a job. Call it with the transaction of the change that causes the job (`tx`), so the job
 * exists exactly when the change is committed. Returns the new job's id, or null when a job with the
 * same type and `dedupeKey` is already queued or running (then nothing is queued).
 * The local runner is woken by `kickJobs` after the commit; other processes find the job by polling.
 */
export async function enqueue<T extends JobType>(
  db: Db,
  type: T,
  payload: JobPayloads[T],
  options: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({ type, payload, dedupeKey: options.dedupeKey ?? null, runAt: options.runAt ?? sql`now()` })
    .onConflictDoNothing({ target: [jobs.type, jobs.dedupeKey], where: sql`state in ('queued', 'running')` })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * «Do it again now»: the queued job of this type and key becomes due at once with its attempts and
 * error cleared; a running one keeps running, counts as not failed, and is queued again as soon as
 * it ends (`rerun`): it began from what was true before the ask (a longer history window, a
 * changed document, the person's «Обновить»). Without either a new job is queued. The job runs
 * with `payload`, the newest ask's. Returns the job's id.
 */
export async function runNow<T extends JobType>(db: Db, type: T, payload: JobPayloads[T], dedupeKey: string): Promise<number> {
  const [moved] = await db
    .update(jobs)
    .set({
      payload,
      runAt: sql`least(${jobs.runAt}, now())`,
      attempts: sql`case when ${jobs.state} = 'queued' then 0 else ${jobs.attempts} end`,
      rerun: sql`${jobs.state} = 'running'`,
      lastError: null,
    })
    .where(and(eq(jobs.type, type), eq(jobs.dedupeKey, dedupeKey), inArray(jobs.state, ['queued', 'running'])))
    .returning({ id: jobs.id });
  if (moved) return moved.id;
  const id = await enqueue(db, type, payload, { dedupeKey });
  // Null only if another request queued the same key in between: that job is the one to report.
  return id ?? runNow(db, type, payload, dedupeKey);
}

/** A job claimed by this worker: run it, then report with `leaseToken`. */
export interface ClaimedJob {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
  leaseToken: string;
  lastError: string | null;
}

/**
 * Claims up to `limit` due jobs of the given types — queued and due, or running with an expired
 * lease (their worker died) — with `FOR UPDATE SKIP LOCKED`, so concurrent workers never take the
 * same job. Each claim counts an attempt, takes a fresh lease token and the type's lease; the run
 * it starts sees every ask made so far, so an earlier rerun ask is settled (`rerun` cleared).
 */
export async function claimJobs(db: Db, definitions: readonly JobDefinition[], limit: number): Promise<ClaimedJob[]> {
  if (definitions.length === 0 || limit < 1) return [];
  const types = sql.join(
    definitions.map((d) => sql`${d.type}`),
    sql`, `,
  );
  // Lease lengths are code constants per type (never input), so they are written inline.
  const lease: SQL = sql.join(
    [sql`case type`, ...definitions.map((d) => sql`when ${d.type} then ${sql.raw(String(Math.ceil(d.leaseSeconds)))}`), sql`end`],
    sql` `,
  );
  const result = await db.execute(sql`
    update jobs set state = 'running', attempts = attempts + 1, lease_token = gen_random_uuid(), rerun = false,
      locked_until = now() + make_interval(secs => ${lease})
    where id in (
      select id from jobs
      where type in (${types})
        and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
      order by run_at, id
      limit ${limit}
      for update skip locked)
    returning id, type, payload, attempts, lease_token, last_error`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    type: String(r.type),
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    attempts: Number(r.attempts),
    leaseToken: String(r.lease_token),
    lastError: (r.last_error as string | null) ?? null,
  }));
}

/** This worker's claim of a job: only the holder of the current lease token may report on it. */
function held(job: Pick<ClaimedJob, 'id' | 'leaseToken'>): SQL | undefined {
  return and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.leaseToken, job.leaseToken));
}

/** Extends the lease of a running job (the heartbeat). False when the lease was lost meanwhile. */
export async function renewLease(db: Db, job: ClaimedJob, leaseSeconds: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Ends a run held by `job` in one statement: with `end` when no rerun was asked meanwhile, else
 * queued again, due now, with attempts afresh (`runNow` during the run). One statement, so a
 * process stopping right after its handler leaves no step half done, and an ask that lands while
 * the run ends is either seen here or waits for this row and is kept for the next run.
 * Answers the state written, or null when the lease was lost (another worker owns the job now).
 */
async function endRun(
  db: Db,
  job: ClaimedJob,
  end: { state: 'done' | 'failed' | 'queued'; runAt?: SQL; lastError: string | null },
): Promise<string | null> {
  // An UPDATE's expressions read the row as it was, so `rerun` below is the ask made during the run.
  const [row] = await db
    .update(jobs)
    .set({
      state: sql`case when ${jobs.rerun} then 'queued' else ${end.state} end`,
      runAt: sql`case when ${jobs.rerun} then now() else ${end.runAt ?? jobs.runAt} end`,
      attempts: sql`case when ${jobs.rerun} then 0 else ${jobs.attempts} end`,
      ...(end.state !== 'queued' && { finishedAt: sql`case when ${jobs.rerun} then null else now() end` }),
      rerun: false,
      lockedUntil: null,
      leaseToken: null,
      lastError: end.lastError,
    })
    .where(held(job))
    .returning({ state: jobs.state });
  return row?.state ?? null;
}

/**
 * Marks a job done, or queues it again at once when `runNow` asked for a rerun while it ran.
 * False when the lease was lost (another worker owns the job now).
 */
export async function completeJob(db: Db, job: ClaimedJob): Promise<boolean> {
  return (await endRun(db, job, { state: 'done', lastError: null })) !== null;
}

/**
 * Records a failed attempt: the job is queued again after `retryInSeconds`, or — when that is
 * null — marked failed, and then `onFailed` runs in the same transaction. A rerun asked while it
 * ran (`runNow`) queues it again at once with fresh attempts instead, and `onFailed` is not run.
 * False when the lease was lost.
 */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  message: string,
  retryInSeconds: number | null,
  onFailed?: (tx: Db) => Promise<void>,
): Promise<boolean> {
  const lastError = message.slice(0, 500);
  if (retryInSeconds !== null) {
    const runAt = sql`now() + make_interval(secs => ${retryInSeconds})`;
    return (await endRun(db, job, { state: 'queued', runAt, lastError })) !== null;
  }
  return db.transaction(async (tx) => {
    const state = await endRun(tx, job, { state: 'failed', lastError });
    if (state === 'failed') await onFailed?.(tx);
    return state !== null;
  });
}

// node-postgres and PGlite both answer `{ rows }`; one accessor for both.
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
