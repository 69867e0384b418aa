import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { env } from '@/lib/env';
import { logError, logInfo } from '@/lib/server/http/log';
import { jobDefinition, jobDefinitions, scheduleDefinitions } from './registry';
import { claimJobs } from './queue';
import { claimDueSchedules, syncSchedules } from './schedules';
import { runClaimedJob } from './run';

interface RunnerState {
  getDb?: () => Promise<Db>;
  timer?: ReturnType<typeof setInterval>;
  polling: boolean;
  again: boolean;
  synced: boolean;
  /** A pass failed and the next ones may too (the database is down): logged once, not every second. */
  failing: boolean;
  /** Jobs of each type running in this process now. */
  running: Map<string, number>;
}
// On globalThis: routes (which kick) and the instrumentation hook (which starts) are bundled apart.
const holder = globalThis as unknown as { __shtrafyJobs?: RunnerState };
const state: RunnerState = (holder.__shtrafyJobs ??= {
  polling: false,
  again: false,
  synced: false,
  failing: false,
  running: new Map(),
});

/**
 * One pass of this process's worker: queues the jobs of due schedules, then claims due jobs for
 * every registered type with a free slot (its `concurrency`) and starts them. A job that finishes
 * frees its slot and starts another pass, so a busy queue drains without waiting for the poll.
 */
async function poll(db: Db): Promise<void> {
  if (!state.synced) {
    await syncSchedules(db, scheduleDefinitions());
    state.synced = true;
  }
  await claimDueSchedules(db, scheduleDefinitions());
  for (;;) {
    const free = jobDefinitions().filter((d) => (state.running.get(d.type) ?? 0) < d.concurrency);
    if (free.length === 0) return;
    // Never more than the smallest free capacity, so no type is claimed past its concurrency.
    const limit = Math.min(...free.map((d) => d.concurrency - (state.running.get(d.type) ?? 0)));
    const batch = await claimJobs(db, free, limit);
    for (const job of batch) {
      const definition = jobDefinition(job.type)!;
      state.running.set(job.type, (state.running.get(job.type) ?? 0) + 1);
      void runClaimedJob(db, job, definition).finally(() => {
        state.running.set(job.type, (state.running.get(job.type) ?? 1) - 1);
        wake();
      });
    }
    if (batch.length < limit) return;
  }
}

/** Starts a pass now, or right after the one under way (passes never overlap). */
function wake(): void {
  const getDb = state.getDb;
  if (!getDb) return;
  if (state.polling) {
    state.again = true;
    return;
  }
  state.polling = true;
  void (async () => {
    try {
      do {
        state.again = false;
        await poll(await getDb());
      } while (state.again);
      if (state.failing) logInfo('job runner resumed');
      state.failing = false;
    } catch (error) {
      // The database is down or a statement failed: the next tick tries again.
      if (!state.failing) logError('job runner pass failed', error);
      state.failing = true;
    } finally {
      state.polling = false;
    }
  })();
}

/**
 * Wakes this process's worker after the caller committed new jobs, so they start at once instead of
 * at the next poll. Does nothing where the worker does not run (WORKER_ENABLED=0, tests).
 */
export function kickJobs(getDb: () => Promise<Db>): void {
  if (env().WORKER_ENABLED !== '1') return;
  state.getDb ??= getDb;
  wake();
}

/**
 * Starts this process's worker (idempotent): writes the registered schedules to the database, then
 * every `intervalMs` claims due schedules and jobs (left by a restart, queued by another process,
 * due after a backoff, or abandoned by a worker that died). Register job types and schedules first.
 */
export function startJobs(getDb: () => Promise<Db>, intervalMs = 1000): void {
  if (state.timer) return;
  state.getDb = getDb;
  state.timer = setInterval(wake, intervalMs);
  state.timer.unref?.();
  wake();
}
