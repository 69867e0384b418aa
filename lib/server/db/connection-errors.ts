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

/** Adds `code: '08006'` to a driver error that means the connection failed or timed out. */
function tag(error: unknown): never {
  if (error instanceof Error && (error as { code?: unknown }).code === undefined) {
    if (DRIVER_CONNECTION_ERRORS.some((text) => error.message.includes(text))) {
      Object.assign(error, { code: CONNECTION_FAILURE });
    }
  }
  throw error;
}

/**
 * Makes connection failures of a node-postgres pool recognizable by SQLSTATE: the promise forms
 * of `pool.query`, `pool.connect` and a checked-out client's `query` (the ones Drizzle uses) reject
 * with `code: '08006'` when the driver itself gave up (connect timeout, read timeout, dropped socket).
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
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, { query: (...args: unknown[]) => promiseOrCallback(query(...args)) });
  return client;
}

function promiseOrCallback(result: unknown): unknown {
  return result instanceof Promise ? result.catch(tag) : result;
}
