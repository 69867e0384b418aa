import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/server/jobs/queue';
import type { Db } from './client';

let shipped: number | undefined;

/** How many migrations this build ships (drizzle-kit's `meta/_journal.json` beside them). */
function shippedMigrations(): number {
  shipped ??= (
    JSON.parse(readFileSync(path.join(process.cwd(), 'lib/server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return shipped;
}

/**
 * Whether the database holds the schema this build expects: the migrations drizzle recorded in
 * `drizzle.__drizzle_migrations` against those shipped. A database dropped and created again under a
 * running server (an operator's mistake) answers `select 1` but has no tables: every call would fail
 * until the process restarts and migrates it. Answers `{ applied, shipped }` (`applied` 0 when
 * drizzle's table is missing).
 */
export async function migrationState(db: Db): Promise<{ applied: number; shipped: number }> {
  const [table] = rowsOf(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`));
  let applied = 0;
  if (table?.present) {
    const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
    applied = Number(row?.n ?? 0);
  }
  return { applied, shipped: shippedMigrations() };
}
