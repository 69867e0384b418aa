/**
 * Whether the database answers, as the route guard (proxy.ts) asks before a page renders: a page
 * whose render fails on a dead database could only arrive as the framework's empty error shell with
 * status 500, because the status is sent before rendering (Next.js «The HTTP contract»). The guard
 * answers such visits with the «Сервис временно недоступен» page and 503 instead.
 *
 * The proxy must not import server code (ESLint), so the server installs its probe here at start
 * (instrumentation.ts → lib/server/db/availability.ts); both share it through globalThis, since
 * Next.js bundles the proxy apart. Without a probe (a custom server, tests) everything passes.
 */

/** Seconds a client should wait before trying again while the database is unreachable (`Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

interface Gate {
  probe?: () => Promise<boolean>;
}
const gate = ((globalThis as unknown as { __shtrafyDatabaseGate?: Gate }).__shtrafyDatabaseGate ??= {});

/** Installs the server's probe (once per process, from the instrumentation hook). */
export function installDatabaseProbe(probe: () => Promise<boolean>): void {
  gate.probe = probe;
}

/** True unless the installed probe says the database cannot be reached now. Never throws. */
export async function databaseReachable(): Promise<boolean> {
  if (!gate.probe) return true;
  try {
    return await gate.probe();
  } catch {
    return false;
  }
}
