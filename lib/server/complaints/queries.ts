import 'server-only';
import { desc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { complaints } from '@/lib/server/db/schema';

/** A stored report about a charge. */
export type ComplaintRow = typeof complaints.$inferSelect;

/** Stores a report; answers its id and time. */
export async function insertComplaint(
  db: Db,
  values: { userId: number; chargeId: number; uin: string; email: string; description: string },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db.insert(complaints).values(values).returning({ id: complaints.id, createdAt: complaints.createdAt });
  return row!;
}

/** The newest `limit` reports of all users, newest first (operators only: `npm run complaints`). */
export async function listNewestComplaints(db: Db, limit: number): Promise<ComplaintRow[]> {
  return db.select().from(complaints).orderBy(desc(complaints.id)).limit(limit);
}
