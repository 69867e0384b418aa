import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { jobs, jobSchedules } from '@/lib/server/db/schema';
import { drainJobs, enqueue, JobError, registerJob, registerSchedule, runNow } from '@/lib/server/jobs';
import { claimJobs, completeJob, failJob, renewLease } from '@/lib/server/jobs/queue';
import { jobDefinition, scheduleDefinitions } from '@/lib/server/jobs/registry';
import { claimDueSchedules, syncSchedules } from '@/lib/server/jobs/schedules';
import { expectErrorLog } from './support/console';

declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    'test-record': { n: number };
    'test-flaky': { failTimes: number; permanent?: boolean };
    'test-slow': { ms: number };
    'test-tick': Record<string, never>;
  }
}

const ran: number[] = [];
registerJob('test-record', async ({ payload }) => void ran.push(payload.n), { concurrency: 2 });

const failed: number[] = [];
registerJob(
  'test-flaky',
  async ({ payload, attempt }) => {
    if (attempt <= payload.failTimes) throw new JobError(`Попытка ${attempt} не удалась`, !payload.permanent);
  },
  {
    maxAttempts: 3,
    backoff: { baseSeconds: 10, factor: 3 },
    onFailed: async ({ db, error }) => {
      // Runs inside the transaction that marks the job failed.
      const result = await db.execute(sql`select state from jobs where type = 'test-flaky' and last_error = ${error}`);
      failed.push((result as { rows: unknown[] }).rows.length);
    },
  },
);

const slowRuns: { signal: AbortSignal }[] = [];
registerJob(
  'test-slow',
  async ({ payload, signal }) => {
    slowRuns.push({ signal });
    await new Promise((resolve) => setTimeout(resolve, payload.ms));
  },
  { leaseSeconds: 1 },
);

const stateOf = async (id: number) => {
  const db = await getDb();
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
};
/** Seconds from now until the job is due, as the database computes it. */
const dueIn = async (id: number) => {
  const db = await getDb();
  const result = await db.execute(sql`select extract(epoch from run_at - now())::float8 as s from jobs where id = ${id}`);
  return Number((result as { rows: { s: number }[] }).rows[0]!.s);
};
const makeDue = async (id: number) =>
  (await getDb())
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

describe('enqueue and dedupe keys', () => {
  it('runs a queued job once and marks it done', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-record', { n: 1 }))!;
    expect(await drainJobs(db, ['test-record'])).toBe(1);
    expect(ran).toEqual([1]);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 1, leaseToken: null, lockedUntil: null });
    expect(await drainJobs(db, ['test-record'])).toBe(0);
  });

  it('queues a job with a key once while one is queued or running, and again once it is done', async () => {
    const db = await getDb();
    const first = await enqueue(db, 'test-record', { n: 2 }, { dedupeKey: 'k' });
    expect(first).toBeGreaterThan(0);
    expect(await enqueue(db, 'test-record', { n: 3 }, { dedupeKey: 'k' })).toBeNull();
    // Another type may use the same key.
    expect(await enqueue(db, 'test-slow', { ms: 0 }, { dedupeKey: 'k' })).toBeGreaterThan(0);
    const [claimed] = await claimJobs(db, [jobDefinition('test-record')!], 1);
    expect(claimed!.id).toBe(first);
    expect(await enqueue(db, 'test-record', { n: 4 }, { dedupeKey: 'k' })).toBeNull(); // running
    expect(await completeJob(db, claimed!)).toBe(true);
    const again = await enqueue(db, 'test-record', { n: 5 }, { dedupeKey: 'k' });
    expect(again).not.toBeNull();
    expect(again).not.toBe(first);
    await drainJobs(db, ['test-record', 'test-slow']);
  });

  it('does not run a job before its runAt', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-record', { n: 6 }, { runAt: new Date(Date.now() + 3_600_000) }))!;
    expect(await drainJobs(db, ['test-record'])).toBe(0);
    await makeDue(id);
    expect(await drainJobs(db, ['test-record'])).toBe(1);
  });

  it('enqueues inside the caller’s transaction: a rolled back change leaves no job', async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, 'test-record', { n: 7 }, { dedupeKey: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(jobs).where(eq(jobs.dedupeKey, 'rolled-back'))).toEqual([]);
  });
});

describe('retries with backoff', () => {
  it('retries a failing job after exponential backoff, then marks it failed and calls onFailed once', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-flaky', { failTimes: 99 }))!;
    await drainJobs(db, ['test-flaky']);
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Попытка 1 не удалась' });
    expect(await dueIn(id)).toBeGreaterThan(9);
    expect(await dueIn(id)).toBeLessThanOrEqual(10);
    await makeDue(id);
    await drainJobs(db, ['test-flaky']);
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 2 });
    expect(await dueIn(id)).toBeGreaterThan(29); // 10 · 3
    await makeDue(id);
    await drainJobs(db, ['test-flaky']);
    expect(await stateOf(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'Попытка 3 не удалась' });
    expect((await stateOf(id)).finishedAt).toBeInstanceOf(Date);
    expect(failed).toEqual([1]);
    await makeDue(id);
    expect(await drainJobs(db, ['test-flaky'])).toBe(0);
  });

  it('succeeds on a later attempt', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-flaky', { failTimes: 1 }))!;
    await drainJobs(db, ['test-flaky']);
    await makeDue(id);
    await drainJobs(db, ['test-flaky']);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('fails at once on a permanent JobError', async () => {
    const db = await getDb();
    const before = failed.length;
    const id = (await enqueue(db, 'test-flaky', { failTimes: 1, permanent: true }))!;
    await drainJobs(db, ['test-flaky']);
    expect(await stateOf(id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed).toHaveLength(before + 1);
  });

  it('logs an unexpected error and stores it without personal data', async () => {
    expectErrorLog();
    registerJob('test-record', async () => {
      throw new Error('no route to ivan@example.ru for 7707083893');
    });
    try {
      const db = await getDb();
      const id = (await enqueue(db, 'test-record', { n: 8 }))!;
      await drainJobs(db, ['test-record']);
      const row = await stateOf(id);
      expect(row).toMatchObject({ state: 'queued', attempts: 1 });
      expect(row.lastError).toBe('Error: no route to [email] for [number]');
    } finally {
      registerJob('test-record', async ({ payload }) => void ran.push(payload.n), { concurrency: 2 });
    }
  });

  it('«run now» makes a waiting retry due at once with its attempts and error cleared', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-flaky', { failTimes: 1 }, { dedupeKey: 'doc:1' }))!;
    await drainJobs(db, ['test-flaky']);
    expect(await dueIn(id)).toBeGreaterThan(5);
    expect(await runNow(db, 'test-flaky', { failTimes: 1 }, 'doc:1')).toBe(id);
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    expect(await dueIn(id)).toBeLessThanOrEqual(0);
    await drainJobs(db, ['test-flaky']); // attempt 1 again: fails, waits
    await makeDue(id);
    await drainJobs(db, ['test-flaky']); // attempt 2: done
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2 });
    // Without a job under the key, «run now» queues one.
    const fresh = await runNow(db, 'test-flaky', { failTimes: 0 }, 'doc:1');
    expect(fresh).not.toBe(id);
    await drainJobs(db, ['test-flaky']);
  });
});

describe('«run now» while the job runs', () => {
  it('runs it once more after the run that began before the ask, with the newest payload', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-record', { n: 701 }, { dedupeKey: 'rerun:1' }))!;
    const [run] = await claimJobs(db, [jobDefinition('test-record')!], 1);
    expect(run!.id).toBe(id);
    // The person asks again while that run is under way (it read its inputs before the ask).
    expect(await runNow(db, 'test-record', { n: 702 }, 'rerun:1')).toBe(id);
    expect(await completeJob(db, run!)).toBe(true);
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 0, rerun: false, payload: { n: 702 } });
    expect(await dueIn(id)).toBeLessThanOrEqual(0);
    ran.length = 0;
    await drainJobs(db, ['test-record']);
    expect(ran).toEqual([702]);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a failed run with a rerun asked is queued again at once with fresh attempts', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-flaky', { failTimes: 9, permanent: true }, { dedupeKey: 'rerun:2' }))!;
    const [run] = await claimJobs(db, [jobDefinition('test-flaky')!], 1);
    await runNow(db, 'test-flaky', { failTimes: 0 }, 'rerun:2');
    failed.length = 0;
    expect(await failJob(db, run!, 'Попытка 1 не удалась', null)).toBe(true);
    expect(failed).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 0 });
    await drainJobs(db, ['test-flaky']);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a run that starts after the ask settles it: no second run', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-record', { n: 703 }, { dedupeKey: 'rerun:3' }))!;
    const definition = jobDefinition('test-record')!;
    const [dead] = await claimJobs(db, [definition], 1);
    await runNow(db, 'test-record', { n: 704 }, 'rerun:3');
    // The worker died; the job is taken over by a run that begins after the ask.
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    const [taken] = await claimJobs(db, [definition], 1);
    expect(taken).toMatchObject({ id, payload: { n: 704 } });
    expect(await completeJob(db, dead!)).toBe(false);
    expect(await completeJob(db, taken!)).toBe(true);
    expect(await stateOf(id)).toMatchObject({ state: 'done' });
  });
});

describe('leases and heartbeats', () => {
  it('reclaims a job whose worker stopped renewing its lease; the old worker can no longer finish it', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-slow', { ms: 0 }))!;
    const definition = jobDefinition('test-slow')!;
    const [dead] = await claimJobs(db, [definition], 1);
    expect(dead!.id).toBe(id);
    // While the lease holds nobody else takes it.
    expect(await claimJobs(db, [definition], 1)).toEqual([]);
    // The worker died: its lease runs out.
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    const [taken] = await claimJobs(db, [definition], 1);
    expect(taken).toMatchObject({ id, attempts: 2 });
    expect(taken!.leaseToken).not.toBe(dead!.leaseToken);
    expect(await renewLease(db, dead!, 1)).toBe(false);
    expect(await completeJob(db, dead!)).toBe(false);
    expect(await completeJob(db, taken!)).toBe(true);
  });

  it('keeps a job longer than its lease by heartbeats, so no other worker runs it meanwhile', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-slow', { ms: 2500 }))!;
    slowRuns.length = 0;
    const running = drainJobs(db, ['test-slow']);
    // A second worker keeps polling while the 2.5 s job runs under a 1 s lease.
    const others: number[] = [];
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      others.push((await claimJobs(db, [jobDefinition('test-slow')!], 1)).length);
    }
    await running;
    expect(others.every((n) => n === 0)).toBe(true);
    expect(slowRuns).toHaveLength(1);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('aborts the handler and writes nothing when another worker took the job over', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-slow', { ms: 1500 }))!;
    slowRuns.length = 0;
    const running = drainJobs(db, ['test-slow']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Another worker's claim after a stall: a new token.
    await db
      .update(jobs)
      .set({ leaseToken: sql`gen_random_uuid()` })
      .where(eq(jobs.id, id));
    await running;
    // The first run noticed at its next heartbeat and stopped without completing the job; once the
    // lease it no longer holds ran out, the job was claimed again and finished by that claim.
    expect(slowRuns.map((r) => r.signal.aborted)).toEqual([true, false]);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('gives up a job that was abandoned on every attempt', async () => {
    const db = await getDb();
    const id = (await enqueue(db, 'test-flaky', { failTimes: 0 }))!;
    await db
      .update(jobs)
      .set({ state: 'running', attempts: 3, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await drainJobs(db, ['test-flaky']);
    expect(await stateOf(id)).toMatchObject({ state: 'failed', attempts: 4 });
  });
});

describe('schedules in the database', () => {
  const scheduled = () =>
    getDb().then((db) =>
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, 'test-tick'), eq(jobs.dedupeKey, 'schedule:test-tick'))),
    );
  registerJob('test-tick', async () => undefined);
  registerSchedule('test-tick', 3600, 'test-tick', {});
  const definitions = () => scheduleDefinitions().filter((s) => s.name === 'test-tick');

  it('claims a due slot once, even when two workers claim at the same moment, then waits for the next', async () => {
    const db = await getDb();
    await syncSchedules(db, definitions());
    const counts = await Promise.all([claimDueSchedules(db, definitions()), claimDueSchedules(db, definitions())]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await scheduled()).toHaveLength(1);
    const [row] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test-tick'));
    expect(row!.nextRunAt.getTime() - row!.lastRunAt!.getTime()).toBe(3600 * 1000);
    // A restart registers the schedule again: the next slot stays where it is.
    await syncSchedules(db, definitions());
    expect(await claimDueSchedules(db, definitions())).toBe(0);
    const [same] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test-tick'));
    expect(same!.nextRunAt).toEqual(row!.nextRunAt);
    await drainJobs(db, ['test-tick']);
  });

  it('runs a slot missed while no process ran once, not once per missed slot, and skips a slot while the last run is unfinished', async () => {
    const db = await getDb();
    await db
      .update(jobSchedules)
      .set({ nextRunAt: sql`now() - interval '5 hours 10 minutes'` })
      .where(eq(jobSchedules.name, 'test-tick'));
    const before = (await scheduled()).length;
    expect(await claimDueSchedules(db, definitions())).toBe(1);
    expect(await claimDueSchedules(db, definitions())).toBe(0);
    const [row] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test-tick'));
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    // The job of that slot is still queued when the next slot comes: no second job.
    await db
      .update(jobSchedules)
      .set({ nextRunAt: sql`now()` })
      .where(eq(jobSchedules.name, 'test-tick'));
    expect(await claimDueSchedules(db, definitions())).toBe(0);
    expect(await scheduled()).toHaveLength(before + 1);
    await drainJobs(db, ['test-tick']);
  });
});
