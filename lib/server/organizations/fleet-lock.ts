import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { SubscribeType } from '@/lib/domain/organization-plans';
import type { Db } from '@/lib/server/db/client';
import { organizations } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import { MSG_ORGANIZATION_NOT_FOUND } from './access';

/** The advisory lock class of an organization's fleet size (its second key is the organization's id). */
const FLEET_LOCK = 724102;

/**
 * Serializes what changes an organization's fleet size or its limit — an import, a change of plan —
 * for the rest of the caller's transaction (a PostgreSQL advisory transaction lock), and answers the
 * plan as stored now. Read under the lock, so an import counts against a plan no downgrade can
 * shrink before it commits, and a downgrade counts the vehicles no import is still adding.
 * @throws AppError 404 when the organization was deleted meanwhile.
 */
export async function lockFleet(tx: Db, organizationId: number): Promise<SubscribeType> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(FLEET_LOCK))}, ${organizationId}::int)`);
  const [row] = await tx
    .select({ subscribeType: organizations.subscribeType })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw notFound(MSG_ORGANIZATION_NOT_FOUND);
  return row.subscribeType;
}
