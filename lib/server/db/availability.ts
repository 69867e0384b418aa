import 'server-only';
import { sql } from 'drizzle-orm';
import { logError } from '@/lib/server/http/log';
import { getDb } from './client';

/** A successful probe is trusted this long: at most one `select 1` per second per process while all is well. */
const TRUST_OK_MS = 1000;
/** A failed probe is trusted this long, so an outage does not make every page wait for a timeout. */
const TRUST_DOWN_MS = 1000;
/** A probe that has not answered by then counts as a failure (a silent database). */
const PROBE_TIMEOUT_MS = 2000;

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
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)));
  const query = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => true,
      (error: unknown) => {
        if (state.ok) logError('database unreachable (pages answer 503)', error);
        return false;
      },
    );
  const ok = await Promise.race([query, timeout]);
  clearTimeout(timer);
  state.ok = ok;
  state.at = Date.now();
  return ok;
}
