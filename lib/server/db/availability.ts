import 'server-only';
import { sql } from 'drizzle-orm';
import { logError } from '@/lib/server/http/log';
import { env } from '@/lib/env';
import { getDb } from './client';

/** A successful probe is trusted this long: at most one `select 1` per second per process while all is well. */
const TRUST_OK_MS = 1000;
/** A failed probe is trusted this long, so an outage does not make every page wait for a timeout. */
const TRUST_DOWN_MS = 1000;
/**
 * A probe of a PostgreSQL server that has not answered by then counts as a failure (a silent
 * server). The embedded database has no such state: it lives in this process and answers each
 * query or throws, but queues them behind a long transaction (a 20 000-line vehicle import, a
 * 1 000-charge lookup holds it for seconds); a slow answer there means busy, not down, and a 503
 * would turn a wait the page makes anyway into an error page.
 */
const SERVER_PROBE_TIMEOUT_MS = 2000;

interface ProbeState {
  at: number;
  ok: boolean;
  pending?: Promise<boolean>;
}
const state: ProbeState = { at: 0, ok: true };

/**
 * Whether the database answers now (`select 1`), cached briefly (TRUST_OK_MS, TRUST_DOWN_MS) and
 * shared by concurrent callers. Installed into the route guard's gate by the instrumentation hook
 * (lib/outage/database-gate.ts). Never throws.
 */
export function probeDatabase(): Promise<boolean> {
  const age = Date.now() - state.at;
  if (age < (state.ok ? TRUST_OK_MS : TRUST_DOWN_MS)) return Promise.resolve(state.ok);
  state.pending ??= run().finally(() => (state.pending = undefined));
  return state.pending;
}

async function run(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = env().DATABASE_URL
    ? new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), SERVER_PROBE_TIMEOUT_MS)))
    : new Promise<boolean>(() => {}); // the embedded database: see SERVER_PROBE_TIMEOUT_MS
  const query = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => true,
      (error: unknown) => {
        if (state.ok) logError('database unreachable (pages answer 503)', error);
        return false;
      },
    );
  const ok = await Promise.race([query, silent]);
  clearTimeout(timer);
  state.ok = ok;
  state.at = Date.now();
  return ok;
}
