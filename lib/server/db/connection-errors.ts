import 'server-only';
import type { Pool, PoolClient } from 'pg';

/** SQLSTATE `connection_failure`: given to node-postgres errors that mean «no usable connection». */
export const CONNECTION_FAILURE = '08006';

// node-postgres reports its own timeouts and dropped connections without a SQLSTATE; these are
// its texts (pg-pool and pg/lib/client.js). Only here is a message read: everything above the
// driver decides by `code`.
const DRIVER_CONNECTION_ERRORS = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'timeout expired',
  'is not queryable',
];

/**
 * Gives `code: '08006'` to an error that means there is no usable connection:
 * - node-postgres gave up by itself (no SQLSTATE; connect timeout, read timeout, dropped socket);
 * - the server ended the session with a FATAL error. At connect that is its own SQLSTATE for
 *   «database is not currently accepting connections» (55000), «does not exist» (3D000), a
 *   refused password (28P01) and the like; the server's message keeps saying which.
 */
function tag(error: unknown): never {
  if (error instanceof Error) {
    const { code, severity } = error as { code?: unknown; severity?: unknown };
    const driverGaveUp = code === undefined && DRIVER_CONNECTION_ERRORS.some((text) => error.message.includes(text));
    if (driverGaveUp || severity === 'FATAL' || severity === 'PANIC') Object.assign(error, { code: CONNECTION_FAILURE });
  }
  throw error;
}

/**
 * Makes connection failures of a node-postgres pool recognizable by SQLSTATE: the promise forms
 * of `pool.query`, `pool.connect` and a checked-out client's `query` (the ones Drizzle uses) reject
 * with `code: '08006'` when the driver itself gave up (connect timeout, read timeout, dropped socket)
 * or the server refused or ended the session (a FATAL error).
 */
export function tagConnectionErrors(pool: Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    query: (...args: unknown[]) => promiseOrCallback(query(...args)),
    connect: (...args: unknown[]) => {
      const result = connect(...args);
      if (!(result instanceof Promise)) return result;
      return result.then((client: PoolClient) => tagClient(client), tag);
    },
  });
}

const tagged = new WeakSet<PoolClient>();

function tagClient(client: PoolClient): PoolClient {
  if (tagged.has(client)) return client;
  tagged.add(client);
  // A checked-out client whose connection drops between two queries (the server restarts, a
  // backend is terminated) emits 'error'; with no listener that is an uncaught exception and the
  // process dies. The pool listens only while the client is idle. Nothing to do here: the running
  // query is rejected, and the next one fails as «not queryable» (tagged 08006 above).
  client.on('error', () => undefined);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, { query: (...args: unknown[]) => promiseOrCallback(query(...args)) });
  return client;
}

function promiseOrCallback(result: unknown): unknown {
  return result instanceof Promise ? result.catch(tag) : result;
}
