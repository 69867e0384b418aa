import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { logError, redactText } from '@/lib/server/http/log';
import { backoffSeconds, jobDefinitions, type JobDefinition } from './registry';
import { claimJobs, completeJob, failJob, renewLease, type ClaimedJob } from './queue';

/** True for a JobError, also one thrown by another copy of the module (Next.js bundles). */
function isJobError(error: unknown): error is Error & { retryable: boolean } {
  return error instanceof Error && error.name === 'JobError' && 'retryable' in error;
}

/** What a failed attempt stores: a JobError's own message, else the error's text with personal data cut out. */
function failureMessage(error: unknown): string {
  if (isJobError(error)) return error.message;
  return redactText(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}

/**
 * Runs one claimed job to its end: renews the lease every third of it while the handler runs,
 * then marks the job done, or records the failure (retry after backoff, or failed when attempts
 * are used up or the error is a permanent JobError). A worker that loses the lease (its heartbeat
 * finds another token) aborts the handler's signal and writes nothing. Never throws.
 */
export async function runClaimedJob(db: Db, job: ClaimedJob, definition: JobDefinition): Promise<void> {
  const controller = new AbortController();
  const context = { jobId: job.id, type: job.type, attempt: job.attempts };
  try {
    // Claimed again and again without ever finishing (each worker died mid-job): give up on it.
    if (job.attempts > definition.maxAttempts) {
      await failJob(db, job, 'Задание прерывалось при каждой попытке', null, failedHook(definition, job));
      return;
    }
    const heartbeat = setInterval(
      () => {
        renewLease(db, job, definition.leaseSeconds).then(
          (held) => held || controller.abort(),
          (error: unknown) => logError('job heartbeat failed', error, context),
        );
      },
      (definition.leaseSeconds * 1000) / 3,
    );
    heartbeat.unref?.();
    try {
      await definition.handler({
        db,
        payload: job.payload as never,
        jobId: job.id,
        attempt: job.attempts,
        maxAttempts: definition.maxAttempts,
        lastError: job.lastError,
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (!isJobError(error)) logError('job failed', error, context);
      const retryable = !isJobError(error) || error.retryable;
      const retryIn = retryable && job.attempts < definition.maxAttempts ? backoffSeconds(definition, job.attempts) : null;
      await failJob(db, job, failureMessage(error), retryIn, failedHook(definition, job, failureMessage(error)));
      return;
    } finally {
      clearInterval(heartbeat);
    }
    if (!controller.signal.aborted) await completeJob(db, job);
  } catch (error) {
    // The database failed while reporting: the lease runs out and the job is tried again.
    logError('job bookkeeping failed', error, context);
  }
}

function failedHook(definition: JobDefinition, job: ClaimedJob, error = 'Задание прерывалось при каждой попытке') {
  const onFailed = definition.onFailed;
  return onFailed && ((tx: Db) => onFailed({ db: tx, payload: job.payload as never, error }));
}

/**
 * Runs every due job of `types` (default: every registered type) in this process until none is due,
 * a few at a time, and returns how many ran. For tests and maintenance scripts; servers use the
 * runner (`startJobs`). Safe alongside other workers (jobs are claimed with SKIP LOCKED).
 */
export async function drainJobs(db: Db, types?: readonly string[]): Promise<number> {
  const definitions = jobDefinitions().filter((d) => !types || types.includes(d.type));
  const byType = new Map(definitions.map((d) => [d.type as string, d]));
  let total = 0;
  for (;;) {
    const batch = await claimJobs(db, definitions, 8);
    if (batch.length === 0) return total;
    await Promise.all(batch.map((job) => runClaimedJob(db, job, byType.get(job.type)!)));
    total += batch.length;
  }
}
