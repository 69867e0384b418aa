import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/105/api/health/route';
import { resetEnvCache } from '@/lib/env';
import { closeDb, getDb, getDbAtStart } from '@/lib/server/db/client';
import { DatabaseOpenError, withinOpenDeadline } from '@/lib/server/db/open-failures';
import { call } from './support/call';
import { expectErrorLog } from './support/console';

// A PostgreSQL server that is down is tests/api/db-outage.test.ts; this is the embedded database
// whose files cannot be opened (a damaged data folder), so it runs on PGlite only.
describe.skipIf(!!process.env.DATABASE_URL)('an embedded database that cannot be opened', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shtrafy-open-failure-'));

  beforeAll(async () => {
    await closeDb();
    process.env.DATA_DIR = dir;
    resetEnvCache();
    // A real data folder (initdb, migrations), closed, then its control file overwritten.
    await getDb({ waitMs: 120_000 });
    await closeDb();
    writeFileSync(path.join(dir, 'pglite', 'global', 'pg_control'), 'not a control file');
  }, 180_000);

  afterAll(async () => {
    await closeDb().catch(() => undefined);
    process.env.DATA_DIR = 'memory://';
    resetEnvCache();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, not 500, and says why in the log', async () => {
    expectErrorLog();
    const answer = await call(health, 'health');
    expect(answer.http).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.json).toEqual({
      status: 'error',
      error: { code: 'unavailable', errorDesc: 'Сервис временно недоступен. Попробуйте через несколько секунд' },
    });
    const failure = await getDb().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseOpenError);
    expect((failure as DatabaseOpenError).code).toBe('08006');
    // PGlite's own error stays attached for the operator.
    expect((failure as DatabaseOpenError).cause).toBeInstanceOf(Error);
  });

  it('opens again on a later call once the database can be opened', async () => {
    process.env.DATA_DIR = 'memory://';
    resetEnvCache();
    const answer = await call(health, 'health');
    expect(answer.http).toBe(200);
  });
});

describe('waiting for an open that hangs', () => {
  it('gives up after the deadline with a 503 error, while a finished open answers at once', async () => {
    const hanging = new Promise<never>(() => {});
    const failure = await withinOpenDeadline(hanging, 50).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseOpenError);
    expect((failure as DatabaseOpenError).code).toBe('08006');
    expect((failure as Error).message).toBe('The database did not open within 50 ms');
    await expect(withinOpenDeadline(Promise.resolve('open'), 50)).resolves.toBe('open');
    await expect(withinOpenDeadline(Promise.reject(new Error('refused')), 50)).rejects.toThrow('refused');
  });
});

// A command's first open (npm run operator, db:migrate) creates and migrates a new embedded
// database, which on a busy machine lasts longer than a request may wait (DB_CONNECT_TIMEOUT_MS).
describe.skipIf(!!process.env.DATABASE_URL)('the first open of a process', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shtrafy-first-open-'));
  const saved = process.env.DB_CONNECT_TIMEOUT_MS;

  afterAll(async () => {
    await closeDb().catch(() => undefined);
    process.env.DATA_DIR = 'memory://';
    if (saved === undefined) delete process.env.DB_CONNECT_TIMEOUT_MS;
    else process.env.DB_CONNECT_TIMEOUT_MS = saved;
    resetEnvCache();
    rmSync(dir, { recursive: true, force: true });
  });

  it('waits past DB_CONNECT_TIMEOUT_MS for initdb and the migrations, where a request gives up', async () => {
    await closeDb();
    process.env.DATA_DIR = dir;
    process.env.DB_CONNECT_TIMEOUT_MS = '100';
    resetEnvCache();
    const request = await getDb().catch((error: unknown) => error);
    expect((request as Error).message).toBe('The database did not open within 100 ms');
    const db = await getDbAtStart();
    const { rows } = (await db.execute('select count(*)::int as n from users')) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
  }, 180_000);
});
