import 'server-only';

/** SQLSTATE `connection_failure` (PostgreSQL manual, appendix A): what the API answers 503 for. */
const CONNECTION_FAILURE = '08006';

/**
 * A database that could not be opened: its files are damaged, the WebAssembly engine failed, the
 * server refused the migration's connection. Carries SQLSTATE 08006 so every caller answers it as
 * an outage (the API's 503 `unavailable` with Retry-After, lib/server/http/db-errors.ts) instead of
 * a 500; `cause` is the engine's own error, for the log.
 */
export class DatabaseOpenError extends Error {
  readonly code = CONNECTION_FAILURE;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseOpenError';
  }
}

/**
 * The error an open failed with, as the callers should see it: an error that already has a code
 * (a SQLSTATE, a socket error, the data folder held by another process) is kept; anything else (PGlite's
 * «RuntimeError: Aborted()» on a damaged data folder) becomes a DatabaseOpenError around it.
 */
export function asOpenFailure(error: unknown): unknown {
  if (error instanceof Error && (error as { code?: unknown }).code !== undefined) return error;
  if (error instanceof Error && error.name === 'DataDirBusyError') return error;
  return new DatabaseOpenError('The database could not be opened', { cause: error });
}

/**
 * Waits for `opening` at most `ms`. An open that hangs (PGlite never settles when its WebAssembly
 * module fails to instantiate) must not hold every request forever: past the deadline this caller
 * gets a DatabaseOpenError (503) while the open goes on, and a later call gets the database once it is open.
 * @throws DatabaseOpenError past the deadline; whatever `opening` rejects with before it.
 */
export async function withinOpenDeadline<T>(opening: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseOpenError(`The database did not open within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([opening, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
