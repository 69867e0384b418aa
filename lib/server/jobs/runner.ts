import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { env } from '@/lib/env';
import { logError } from '@/lib/server/http/log';
import { drainLookups } from '@/lib/server/fines/worker';
import { pruneLookups } from '@/lib/server/fines/lookup-queue';
import { drainMail } from '@/lib/server/mail/worker';

/** One kind of queued work: runs everything due and returns how much it did. */
type Drainer = (db: Db) => Promise<number>;

const DRAINERS: Drainer[] = [(db) => drainLookups(db), (db) => drainMail(db)];
/** Extra periodic work (scheduled refreshes, housekeeping) run every `everyTicks` polls. */
const PERIODIC: { everyTicks: number; run: (db: Db) => Promise<unknown> }[] = [{ everyTicks: 3600, run: pruneLookups }];

interface RunnerState {
  running: boolean;
  again: boolean;
  timer?: ReturnType<typeof setInterval>;
}
const state = ((globalThis as unknown as { __shtrafyJobs?: RunnerState }).__shtrafyJobs ??= { running: false, again: false });

/** Registers periodic work (e.g. the scheduled fines refresh of notifications). */
export function addPeriodicJob(everyTicks: number, run: (db: Db) => Promise<unknown>): void {
  PERIODIC.push({ everyTicks, run });
}

/**
 * Runs the queues (registry lookups, mail) now in the background; concurrent kicks coalesce.
 * Does nothing when WORKER_ENABLED=0 (tests drive the queues themselves).
 */
export function kickJobs(getDb: () => Promise<Db>): void {
  if (env().WORKER_ENABLED !== '1') return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  void (async () => {
    try {
      do {
        state.again = false;
        const db = await getDb();
        // Each queue drains independently: a slow registry does not hold up mail.
        await Promise.all(DRAINERS.map((drain) => drain(db)));
      } while (state.again);
    } catch (error) {
      logError('job runner failed', error);
    } finally {
      state.running = false;
    }
  })();
}

/**
 * Starts this process's poller: picks up work left by a restart or queued by another process,
 * retries after backoff, and runs periodic jobs. Idempotent.
 */
export function startJobs(getDb: () => Promise<Db>, intervalMs = 1000): void {
  if (state.timer) return;
  let ticks = 0;
  state.timer = setInterval(() => {
    kickJobs(getDb);
    ticks += 1;
    for (const job of PERIODIC) {
      if (ticks % job.everyTicks === 0)
        void getDb()
          .then(job.run)
          .catch((e: unknown) => logError('periodic job failed', e));
    }
  }, intervalMs);
  state.timer.unref?.();
}
