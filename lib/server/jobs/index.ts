import 'server-only';

/**
 * The durable jobs module (ADR 6): one `jobs` table for all background work, claimed with
 * `FOR UPDATE SKIP LOCKED` under a heartbeat lease, with dedupe keys, retries with backoff, and
 * schedules stored in the database. The API other areas use:
 * - `registerJob(type, handler, options)` — at start, next to the handler (see `registerAllJobs`);
 * - `enqueue(tx, type, payload, { dedupeKey, runAt })` — inside the caller's transaction;
 * - `runNow(db, type, payload, dedupeKey)` — «do it again now»;
 * - `registerSchedule(name, everySeconds, type, payload)` — recurring work, once per slot across processes;
 * - `kickJobs(getDb)` after committing new jobs; `drainJobs(db, types)` in tests.
 * Job types and their payloads are declared by augmenting `JobPayloads` (./types).
 */
export { enqueue, runNow, type EnqueueOptions } from './queue';
export { registerJob, registerSchedule } from './registry';
export { JobError, type JobContext, type JobHandler, type JobOptions, type JobPayloads, type JobType } from './types';
export { drainJobs } from './run';
export { kickJobs, startJobs } from './runner';
