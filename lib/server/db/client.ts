import 'server-only';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { env } from '@/lib/env';
import { logError } from '@/lib/server/http/log';
import { tagConnectionErrors } from './connection-errors';
import { initdbInChildProcess, needsInitdb } from './pglite-init';
import { lockDataDir } from './data-dir-lock';
import { withPreparedStatements } from './pglite-prepared';
import { asOpenFailure, withinOpenDeadline } from './open-failures';

/** The Drizzle database, whichever engine is behind it (PGlite or a PostgreSQL server). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Handle {
  db: Db;
  close: () => Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), 'lib/server/db/migrations');
// Kept on globalThis so `next dev` reloads and route bundles share one connection per process.
const registry = globalThis as unknown as { __shtrafyDb?: Map<string, Promise<Handle>>; __shtrafyDbOpen?: Map<string, Db> };
registry.__shtrafyDb ??= new Map();
// The databases already open, so a request's getDb() does not arm a deadline timer.
registry.__shtrafyDbOpen ??= new Map();

/**
 * Opens (once per process and location) and migrates the database:
 * PostgreSQL through a node-postgres pool when DATABASE_URL is set, else PGlite in DATA_DIR.
 * A caller waits for an open in progress at most `waitMs` (DB_CONNECT_TIMEOUT_MS by default; the
 * open itself goes on), and a failed open is retried by the next call.
 * @throws DatabaseOpenError (SQLSTATE 08006, answered 503) when the open failed or is still going
 * past `waitMs`; an error with its own code (a SQLSTATE, a socket error, DataDirBusyError) as it came.
 */
export function getDb(options: { waitMs?: number } = {}): Promise<Db> {
  const { DATABASE_URL, DATA_DIR, DB_CONNECT_TIMEOUT_MS } = env();
  const key = DATABASE_URL ?? `pglite:${DATA_DIR}`;
  const open = registry.__shtrafyDbOpen!.get(key);
  if (open) return Promise.resolve(open);
  let handle = registry.__shtrafyDb!.get(key);
  if (!handle) {
    const opening = (DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(DATA_DIR)).catch((error: unknown) => {
      throw asOpenFailure(error);
    });
    // Unless closeDb() dropped it meanwhile: remembered when open, forgotten when failed (the next call retries).
    const current = () => registry.__shtrafyDb!.get(key) === opening;
    opening.then(
      (h) => current() && registry.__shtrafyDbOpen!.set(key, h.db),
      () => current() && registry.__shtrafyDb!.delete(key),
    );
    registry.__shtrafyDb!.set(key, opening);
    handle = opening;
  }
  return withinOpenDeadline(handle, options.waitMs ?? DB_CONNECT_TIMEOUT_MS).then((h) => h.db);
}

/**
 * How long a process's first open may take: a new embedded database runs initdb and every
 * migration, which lasts seconds on a busy machine (longer than a request may wait).
 */
export const FIRST_OPEN_WAIT_MS = 120_000;

/**
 * getDb for a process's first open (the server's start, the command-line tools, the benches):
 * waits up to FIRST_OPEN_WAIT_MS instead of DB_CONNECT_TIMEOUT_MS.
 * @throws as getDb.
 */
export function getDbAtStart(): Promise<Db> {
  return getDb({ waitMs: FIRST_OPEN_WAIT_MS });
}

/** Closes every database this process opened (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const handles = [...registry.__shtrafyDb!.values()];
  registry.__shtrafyDb!.clear();
  registry.__shtrafyDbOpen!.clear();
  await Promise.all(handles.map(async (h) => (await h).close()));
}

async function openPglite(dataDir: string): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the company directory's trigram search (migration 0014), as on a PostgreSQL server.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : path.resolve(dataDir, 'pglite');
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(location, { recursive: true });
    // One process at a time: a second one (another npm start, an operator's command) is refused
    // with a clear message instead of writing the same files (lib/server/db/data-dir-lock.ts).
    unlock = lockDataDir(path.resolve(dataDir));
  }
  try {
    if (!inMemory && needsInitdb(location)) await initdbInChildProcess(location);
    // PostgreSQL's default 128 MB of shared buffers is sized for a server; the embedded database of
    // one process does fine with 16 MB: its files sit in the OS page cache anyway, and the fleet
    // bench's list timings did not change from 32 MB (see the memory rows of npm run bench).
    const client = await PGlite.create(location, { postgresqlconf: 'shared_buffers = 16MB\n', extensions: { pg_trgm } });
    // Reads are planned once and run from the cached plan: planning is most of a short read's cost here.
    const db = drizzle({ client: withPreparedStatements(client), schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS } = env();
  // Timeouts keep requests from hanging through an outage: a connection that does not open in
  // time, a statement the server runs too long (cancelled by the server) and an answer that never
  // comes (a silent network, given up by the client) all fail fast and answer 503.
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    statement_timeout: DB_STATEMENT_TIMEOUT_MS,
    query_timeout: DB_STATEMENT_TIMEOUT_MS + 5000,
    idle_in_transaction_session_timeout: DB_STATEMENT_TIMEOUT_MS * 4,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    // Short statements of a web service: compiling a plan to machine code costs more than it saves.
    options: '-c jit=off',
  });
  tagConnectionErrors(pool);
  // An idle connection dropped by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => logError('idle PostgreSQL connection lost', error));
  const db = drizzle(pool, { schema });
  // Several app processes may start at once against one server: one migrates, the others wait.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(724001)');
    await migrate(db, { migrationsFolder: MIGRATIONS });
  } finally {
    await lock.query('SELECT pg_advisory_unlock(724001)').catch(() => undefined);
    lock.release();
  }
  return { db: db as unknown as Db, close: () => pool.end() };
}
