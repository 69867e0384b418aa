/** The job types of the test worker process (tests/api/support/job-worker.ts). */
declare module '@/lib/server/jobs/types' {
  interface JobPayloads {
    /** Records a start, waits `ms`, records an end. */
    'test-count': { ms: number };
    /** The same, registered with a lease shorter than the work. */
    'test-long': { ms: number };
  }
}

export {};
