import 'server-only';

/**
 * Structured error log line (JSON to stderr). Only the message and stack of the error and the
 * given context are written — never request bodies or query strings, which carry sessions and salts.
 */
export function logError(message: string, error: unknown, context: Record<string, unknown> = {}): void {
  const err =
    error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { value: String(error) };
  console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...context, error: err }));
}

/** Structured info log line (JSON to stdout). */
export function logInfo(message: string, context: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...context }));
}
