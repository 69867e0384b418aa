import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

/** Advisory-lock namespace of УИНs being paid: the two-key form (this, hashtext(УИН)). */
const UIN_LOCK = 724103;

/**
 * Locks these УИНs for the caller's transaction (PostgreSQL advisory transaction locks, in the
 * order of their hashes, so two transactions locking overlapping sets never wait for each other in
 * a circle). Everything that decides or records who pays a УИН takes them first — reserving a
 * payment, claiming its capture, applying a payment's new state — so those steps take turns per
 * УИН across processes and accounts, also when no charge row carries the УИН any more (a deleted
 * document). A hash shared by two УИНs only makes them take turns too. ADR 8.
 */
export async function lockUins(tx: Db, uins: readonly string[]): Promise<void> {
  const unique = [...new Set(uins)];
  if (unique.length === 0) return;
  const list = sql.join(
    unique.map((u) => sql`${u}`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(UIN_LOCK))}, h) from (select distinct hashtext(u) as h from unnest(array[${list}]::text[]) as u order by h) as locks`,
  );
}
