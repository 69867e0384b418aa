/**
 * A job worker process for tests/api/jobs-processes.test.ts: the jobs module's runner against the
 * database in DATABASE_URL, with test job types that record each run in `test_job_runs`
 * (`start` and `end` rows with this process's pid). Started with
 * `tsx --conditions=react-server tests/api/support/job-worker.ts`; stops on SIGTERM.
 */
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { registerJob, registerSchedule, startJobs } from '@/lib/server/jobs';

import './job-worker-types';

async function record(jobId: number, kind: 'start' | 'end'): Promise<void> {
  const db = await getDb();
  await db.execute(sql`insert into test_job_runs (job_id, pid, kind) values (${jobId}, ${process.pid}, ${kind})`);
}

async function work({ jobId, payload }: { jobId: number; payload: { ms: number } }): Promise<void> {
  await record(jobId, 'start');
  await new Promise((resolve) => setTimeout(resolve, payload.ms));
  await record(jobId, 'end');
}

registerJob('test-count', work, { concurrency: 3, leaseSeconds: 2 });
// Longer than its lease: only heartbeats keep it with one worker.
registerJob('test-long', work, { leaseSeconds: 1 });
registerSchedule('test-every-second', 1, 'test-count', { ms: 0 });

const db = await getDb();
await db.execute(sql`insert into test_job_runs (job_id, pid, kind) values (0, ${process.pid}, 'ready')`);
startJobs(getDb, 100);
// The runner's timer does not hold the process open; this does, until SIGTERM.
const alive = setInterval(() => undefined, 60_000);
process.on('SIGTERM', () => {
  clearInterval(alive);
  process.exit(0);
});
