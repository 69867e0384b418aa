import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { fleetVehicles, organizationMembers, organizations } from '@/lib/server/db/schema';

/** A stored organization row. */
export type OrganizationRow = typeof organizations.$inferSelect;

/** Columns of an organization with its vehicle count, as the API answers it. */
const withVehicles = {
  organization: organizations,
  vehicles: sql<number>`(select count(*)::int from ${fleetVehicles} v where v.organization_id = ${organizations.id})`,
};

/** The organizations `userId` is a member of, oldest first, each with its vehicle count. */
export async function listMemberOrganizations(db: Db, userId: number) {
  const rows = await db
    .select(withVehicles)
    .from(organizations)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.id));
  return rows.map((r) => ({ ...r.organization, vehicles: Number(r.vehicles) }));
}

/** One organization with its vehicle count, only if `userId` is its member; else undefined. */
export async function findMemberOrganization(db: Db, userId: number, organizationId: number) {
  const [row] = await db
    .select(withVehicles)
    .from(organizations)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .where(and(eq(organizationMembers.userId, userId), eq(organizations.id, organizationId)))
    .limit(1);
  return row ? { ...row.organization, vehicles: Number(row.vehicles) } : undefined;
}

/** How many organizations `userId` added. */
export async function countCreatedOrganizations(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organizations).where(eq(organizations.createdBy, userId));
  return Number(row?.n ?? 0);
}

/** How many vehicles the organization's list holds. */
export async function countVehicles(db: Db, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fleetVehicles).where(eq(fleetVehicles.organizationId, organizationId));
  return Number(row?.n ?? 0);
}
