import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GET as health } from '@/app/105/api/health/route';
import { getDb } from '@/lib/server/db/client';
import { call } from './support/call';
import { expectErrorLog } from './support/console';

// Staged by renaming drizzle's own table, which other files' processes would meet on a shared
// PostgreSQL database: this runs on the per-file PGlite only.
describe.skipIf(!!process.env.DATABASE_URL)('health and the schema', () => {
  it('answers 503 while the database lacks the migrations this build ships (recreated under a running server)', async () => {
    expectErrorLog(); // the operators see it in the log
    const db = await getDb();
    expect((await call(health, 'health')).http).toBe(200);
    await db.execute(sql`alter table drizzle.__drizzle_migrations rename to moved_away`);
    try {
      const missing = await call(health, 'health');
      expect(missing.http).toBe(503);
      expect(missing.headers.get('retry-after')).toBe('30');
      expect(missing.json.error.code).toBe('unavailable');
      expect(missing.json.error.errorDesc).toMatch(/^База данных не подготовлена: применено миграций 0 из \d+\./);
    } finally {
      await db.execute(sql`alter table drizzle.moved_away rename to __drizzle_migrations`);
    }
    // One migration short: a database restored from an older backup.
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const behind = await call(health, 'health');
    expect(behind.http).toBe(503);
    expect(behind.json.error.errorDesc).toMatch(/применено миграций (\d+) из (\d+)/);
    const [, applied, shipped] = /применено миграций (\d+) из (\d+)/.exec(behind.json.error.errorDesc)!;
    expect(Number(applied)).toBe(Number(shipped) - 1);
  });
});
