import 'server-only';
import type { JobHandler, JobOptions, JobPayloads, JobType } from './types';

/** A registered job type with its options resolved. */
export interface JobDefinition {
  type: JobType;
  // Each type's handler takes its own payload; the registry stores them side by side.
  handler: JobHandler<never>;
  maxAttempts: number;
  backoff: { baseSeconds: number; factor: number; maxSeconds: number };
  leaseSeconds: number;
  concurrency: number;
  onFailed?: JobOptions<never>['onFailed'];
}

/** A recurring job: `type` with `payload`, queued every `everySeconds`. */
export interface ScheduleDefinition {
  name: string;
  type: JobType;
  payload: unknown;
  everySeconds: number;
}

interface Registry {
  jobs: Map<string, JobDefinition>;
  schedules: Map<string, ScheduleDefinition>;
}

// On globalThis: Next.js bundles the instrumentation hook and the routes separately, and they must
// see one registry per process.
const holder = globalThis as unknown as { __shtrafyJobRegistry?: Registry };
const registry = (holder.__shtrafyJobRegistry ??= { jobs: new Map(), schedules: new Map() });

/**
 * Registers the handler of a job type in this process (call at start, before the runner starts;
 * registering a type again replaces it). Only processes that registered a type claim its jobs.
 */
export function registerJob<T extends JobType>(
  type: T,
  handler: JobHandler<JobPayloads[T]>,
  options: JobOptions<JobPayloads[T]> = {},
): void {
  registry.jobs.set(type, {
    type,
    handler: handler as JobHandler<never>,
    maxAttempts: options.maxAttempts ?? 5,
    backoff: { factor: 2, maxSeconds: 3600, ...(options.backoff ?? { baseSeconds: 10 }) },
    leaseSeconds: options.leaseSeconds ?? 15,
    concurrency: options.concurrency ?? 1,
    onFailed: options.onFailed as JobOptions<never>['onFailed'],
  });
}

/**
 * Declares a recurring job: `type` with `payload`, every `everySeconds` (≥ 1). The schedule lives in
 * the database (`job_schedules`) and is claimed once per slot across all processes (ADR 6); a slot
 * whose previous job is still queued or running is skipped, so runs never pile up.
 */
export function registerSchedule<T extends JobType>(name: string, everySeconds: number, type: T, payload: JobPayloads[T]): void {
  if (!Number.isInteger(everySeconds) || everySeconds < 1)
    throw new Error(`schedule ${name}: everySeconds must be a positive integer`);
  registry.schedules.set(name, { name, type, payload, everySeconds });
}

/** The definition of a job type registered in this process, if any. */
export function jobDefinition(type: string): JobDefinition | undefined {
  return registry.jobs.get(type);
}

/** Every job type registered in this process. */
export function jobDefinitions(): JobDefinition[] {
  return [...registry.jobs.values()];
}

/** Every schedule registered in this process. */
export function scheduleDefinitions(): ScheduleDefinition[] {
  return [...registry.schedules.values()];
}

/** Seconds to wait after failed attempt `attempt` (from 1) of `definition`. */
export function backoffSeconds(definition: Pick<JobDefinition, 'backoff'>, attempt: number): number {
  const { baseSeconds, factor, maxSeconds } = definition.backoff;
  return Math.min(maxSeconds, Math.round(baseSeconds * factor ** Math.max(0, attempt - 1)));
}
