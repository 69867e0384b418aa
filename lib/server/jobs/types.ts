import 'server-only';
import type { Db } from '@/lib/server/db/client';

/**
 * The payload of each job type, by name. Each area declares its own types by augmenting this
 * interface next to its handler, so `enqueue` and `registerJob` check payloads at compile time:
 *
 * ```ts
 * declare module '@/lib/server/jobs/types' {
 *   interface JobPayloads { 'mail-send': { mailId: number } }
 * }
 * ```
 * Payloads are stored as JSON: plain numbers, strings, booleans, arrays and objects only, and never
 * a secret, an e-mail or a document number (they stay in the rows the payload points to).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

/** The name of a registered job type. */
export type JobType = keyof JobPayloads & string;

/** What a handler gets for one attempt. */
export interface JobContext<P> {
  /** The database; the handler opens its own transactions (never across a network call). */
  db: Db;
  payload: P;
  jobId: number;
  /** This attempt, from 1. */
  attempt: number;
  maxAttempts: number;
  /** The message of the previous failed attempt, if any. */
  lastError: string | null;
  /** Aborted when this worker lost the job's lease (its heartbeat failed): stop and do not write. */
  signal: AbortSignal;
}

/** How a job type is run. Seconds throughout. */
export interface JobOptions<P> {
  /** Attempts before the job is marked failed (a permanent JobError fails it at once). Default 5. */
  maxAttempts?: number;
  /**
   * Seconds to wait before attempt n + 1 after attempt n failed: `base · factor^(n−1)`, at most `max`.
   * Default 10 s doubling up to an hour.
   */
  backoff?: { baseSeconds: number; factor?: number; maxSeconds?: number };
  /**
   * The lease: a worker that stops renewing it (a crash, kill -9) loses the job this long after its
   * last heartbeat, and another worker runs it. Heartbeats come every third of it. Default 15.
   */
  leaseSeconds?: number;
  /** How many jobs of this type one process runs at once. Default 1. */
  concurrency?: number;
  /**
   * Called once when the job is given up (attempts used up or a permanent JobError), inside the
   * transaction that marks it failed.
   */
  onFailed?: (ctx: { db: Db; payload: P; error: string }) => Promise<void>;
}

/**
 * A failure a handler reports on purpose. `retryable: false` fails the job at once (no retry);
 * the message is stored as the job's `last_error`, so it must be safe to store (no secrets,
 * e-mails or document numbers).
 */
export class JobError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'JobError';
  }
}

/** A job handler: resolves when the work is done; throws to fail this attempt. */
export type JobHandler<P> = (ctx: JobContext<P>) => Promise<void>;
