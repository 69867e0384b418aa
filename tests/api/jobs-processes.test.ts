import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/db/schema';
import { enqueue } from '@/lib/server/jobs';
import { rowsOf } from '@/lib/server/jobs/queue';
import type {} from './support/job-worker-types';

/** One run record of the worker processes. */
interface Run {
  job_id: number;
  pid: number;
  kind: 'ready' | 'start' | 'end';
}

const workers: ChildProcess[] = [];

/** Starts a worker process (tests/api/support/job-worker.ts) on this file's database. */
function startWorker(): ChildProcess {
  const child = spawn('npx', ['tsx', '--conditions=react-server', 'tests/api/support/job-worker.ts'], {
    env: { ...process.env, WORKER_ENABLED: '1', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  workers.push(child);
  return child;
}

/** Every run record so far, oldest first. */
async function runs(): Promise<Run[]> {
  const db = await getDb();
  const result = await db.execute(sql`select job_id, pid, kind from test_job_runs order by id`);
  return rowsOf(result).map((r) => ({ job_id: Number(r.job_id), pid: Number(r.pid), kind: r.kind as Run['kind'] }));
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const readyPids = async () => new Set((await runs()).filter((r) => r.kind === 'ready').map((r) => r.pid));
const stop = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
};

// Several processes against one database server; PGlite lives inside one process.
describe.skipIf(!process.env.DATABASE_URL)('two worker processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const db = await getDb();
    await db.execute(
      sql`create table test_job_runs (id bigserial primary key, job_id bigint, pid int, kind text, at timestamptz default clock_timestamp())`,
    );
  });
  afterAll(() => workers.forEach((w) => stop(w, 'SIGKILL')));

  it('run each job once and each scheduled slot once; a job longer than its lease runs once', async () => {
    const db = await getDb();
    const a = startWorker();
    const b = startWorker();
    await until('both workers', async () => (await readyPids()).size === 2);
    const ids: number[] = [];
    const long = (await enqueue(db, 'test-long', { ms: 3000 }))!;
    for (let i = 0; i < 60; i++) ids.push((await enqueue(db, 'test-count', { ms: 20 + (i % 5) * 20 }))!);
    await until('all jobs done', async () => {
      const result = await db.execute(
        sql`select count(*)::int as n from jobs where type in ('test-count', 'test-long') and state <> 'done'`,
      );
      return Number(rowsOf(result)[0]!.n) === 0;
    });
    // Let the every-second schedule pass a few more slots with both processes polling.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    stop(a);
    stop(b);

    const all = await runs();
    const done = new Set((await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, 'done'))).map((j) => j.id));
    for (const id of [...ids, long]) {
      expect(done.has(id)).toBe(true);
      expect(
        all.filter((r) => r.job_id === id && r.kind === 'start'),
        `starts of job ${id}`,
      ).toHaveLength(1);
      expect(
        all.filter((r) => r.job_id === id && r.kind === 'end'),
        `ends of job ${id}`,
      ).toHaveLength(1);
    }
    // Both processes did part of the work: the test did run them side by side.
    expect(new Set(all.filter((r) => ids.includes(r.job_id)).map((r) => r.pid)).size).toBe(2);

    const slots = await db
      .select({ id: jobs.id, runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.type, 'test-count'), eq(jobs.dedupeKey, 'schedule:test-every-second')));
    expect(slots.length).toBeGreaterThanOrEqual(3);
    // One job per slot: no slot was claimed by both processes.
    expect(new Set(slots.map((s) => s.runAt.getTime())).size).toBe(slots.length);
    for (const slot of slots) expect(all.filter((r) => r.job_id === slot.id && r.kind === 'start')).toHaveLength(1);
  });

  it('finishes a job once after its worker is killed mid-job (kill -9), taken over when the lease runs out', async () => {
    const db = await getDb();
    const first = startWorker();
    await until('the first worker', async () => (await readyPids()).size === 3);
    const id = (await enqueue(db, 'test-long', { ms: 2000 }))!;
    const victim = await until(
      'the job to start',
      async () => (await runs()).find((r) => r.job_id === id && r.kind === 'start')?.pid,
    );
    stop(first, 'SIGKILL');
    const second = startWorker();
    await until('the job to finish', async () => (await runs()).some((r) => r.job_id === id && r.kind === 'end'));
    // The handler's end is recorded before its worker marks the job done: wait for that too.
    await until(
      'the job to be marked done',
      async () => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]?.state === 'done',
    );
    stop(second);

    const mine = (await runs()).filter((r) => r.job_id === id);
    expect(mine.filter((r) => r.kind === 'start').map((r) => r.pid)).toEqual([victim, expect.any(Number)]);
    expect(mine.filter((r) => r.kind === 'start')[1]!.pid).not.toBe(victim);
    expect(mine.filter((r) => r.kind === 'end')).toHaveLength(1);
    expect(mine.find((r) => r.kind === 'end')!.pid).not.toBe(victim);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'done', attempts: 2 });
  });
});
