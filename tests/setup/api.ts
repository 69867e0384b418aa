import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { errorLogExpected, resetErrorLogExpectation } from '@/tests/api/support/console';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Gives each API test file its own fresh database (ARCHITECTURE.md §7): an in-memory PGlite,
 * or — when DATABASE_URL is set — a new database on that PostgreSQL server, dropped afterwards.
 * The worker is off: tests drive the lookup queue explicitly.
 */
process.env.WORKER_ENABLED = '0';
process.env.SANDBOX_DELAY_MIN_MS ??= '0';
process.env.SANDBOX_DELAY_MAX_MS ??= '0';
process.env.APP_SECRET ??= randomBytes(32).toString('hex');
// A file's first call opens and migrates its fresh database (the server does it at start, before any
// request): on a busy machine that can take longer than the 5 s a request waits for an open.
process.env.DB_CONNECT_TIMEOUT_MS ??= '60000';

const serverUrl = process.env.TEST_SERVER_DATABASE_URL ?? process.env.DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;

if (serverUrl) {
  process.env.TEST_SERVER_DATABASE_URL = serverUrl;
  const name = `shtrafy_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  process.env.DATA_DIR = 'memory://';
}

// A console.error during a test is a defect unless the test says it expects one (expectErrorLog).
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetErrorLogExpectation();
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0 && !errorLogExpected()) throw new Error(`console.error was called: ${String(calls[0]?.[0])}`);
});

afterAll(async () => {
  const { closeDb } = await import('@/lib/server/db/client');
  await closeDb();
  await dropDatabase?.();
});
