import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/jobs/queue';
import { chargesPage } from './support/charges';
import { preloadUntilDone } from './support/lookups';
import { signUp } from './support/users';
import type { TestAuth } from './support/call';

// The plan cache is the embedded database's (lib/server/db/pglite-prepared.ts): a PostgreSQL server
// plans the same statements natively, unprepared.
const embedded = !process.env.DATABASE_URL;

let many: TestAuth;

beforeAll(async () => {
  if (!embedded) return;
  many = await signUp({ sts: '9999999999' });
  await preloadUntilDone(many);
});

/** The prepared statements whose text holds `marker`, with how often each was planned which way. */
async function plansOf(marker: string): Promise<{ generic: number; custom: number }[]> {
  const db = await getDb();
  const result = await db.execute(
    sql`select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements`,
  );
  return (rowsOf(result) as { statement: string; generic: number; custom: number }[])
    .filter((r) => r.statement.includes(marker))
    .map(({ generic, custom }) => ({ generic, custom }));
}

describe.skipIf(!embedded)('the list reads on PGlite (plan-constants.ts)', () => {
  it('run from the cached generic plan once PostgreSQL has seen a few runs, instead of being planned on every page', async () => {
    for (let i = 0; i < 12; i++) await chargesPage(many, { tab: 'paid' });
    // The page's rows (the only statement with the list's order) and the tab counts with the totals.
    for (const marker of ['order by "charges"."bill_date" desc, "charges"."id" desc limit 21', 'count(*)::int']) {
      const plans = await plansOf(marker);
      expect(plans.length, marker).toBeGreaterThan(0);
      // PostgreSQL plans a prepared statement for its values on its first five runs, then chooses.
      for (const p of plans) expect(p.generic, `${marker}: ${JSON.stringify(p)}`).toBeGreaterThanOrEqual(p.custom > 5 ? 1 : 0);
      expect(plans.some((p) => p.generic >= 6)).toBe(true);
    }
  });
});
