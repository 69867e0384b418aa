import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges, documents, users } from '@/lib/server/db/schema';

/** A user's notification settings: the address (null when never set) and the on/off switch. */
export interface NotifySettings {
  notifyEmail: string | null;
  doNotify: boolean;
}

/** The user's notification settings; undefined when the user does not exist. */
export async function readNotifySettings(db: Db, userId: number): Promise<NotifySettings | undefined> {
  const [row] = await db
    .select({ notifyEmail: users.notifyEmail, doNotify: users.doNotify })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Stores the user's notification settings. With `onlyIfSet`, changes nothing unless an address is
 * already stored. Returns what is stored now, or undefined when nothing was written.
 */
export async function writeNotifySettings(
  db: Db,
  userId: number,
  settings: { notifyEmail: string; doNotify: boolean },
  onlyIfSet = false,
): Promise<NotifySettings | undefined> {
  const [row] = await db
    .update(users)
    .set(settings)
    .where(and(eq(users.id, userId), onlyIfSet ? isNotNull(users.notifyEmail) : undefined))
    .returning({ notifyEmail: users.notifyEmail, doNotify: users.doNotify });
  return row;
}

/** The fields of a charge a new-charge mail names. Money in kopeks, dates `YYYY-MM-DD`. */
export type ChargeToNotify = Pick<
  typeof charges.$inferSelect,
  | 'id'
  | 'kind'
  | 'status'
  | 'billDate'
  | 'amountKopeks'
  | 'article'
  | 'purpose'
  | 'caseNumber'
  | 'discountPercent'
  | 'discountUntil'
>;

/** The user's charges among `ids` that no mail has named yet, newest ordinance first. */
export function unnotifiedCharges(db: Db, userId: number, ids: number[]): Promise<ChargeToNotify[]> {
  return db
    .select({
      id: charges.id,
      kind: charges.kind,
      status: charges.status,
      billDate: charges.billDate,
      amountKopeks: charges.amountKopeks,
      article: charges.article,
      purpose: charges.purpose,
      caseNumber: charges.caseNumber,
      discountPercent: charges.discountPercent,
      discountUntil: charges.discountUntil,
    })
    .from(charges)
    .where(and(eq(charges.userId, userId), inArray(charges.id, ids), isNull(charges.notifiedAt)))
    .orderBy(desc(charges.billDate), desc(charges.id));
}

/** Records that a mail named these charges of the user (`charges.notified_at = now()`). */
export async function markNotified(db: Db, userId: number, ids: number[]): Promise<void> {
  await db
    .update(charges)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(charges.userId, userId), inArray(charges.id, ids)));
}

/**
 * Ids of users with notifications on, an address and at least one document, above `afterId`,
 * ascending, at most `limit` (keyset pages for the scheduled refresh).
 */
export async function notifiedUserIds(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        gt(users.id, afterId),
        eq(users.doNotify, true),
        isNotNull(users.notifyEmail),
        sql`exists (select 1 from ${documents} where ${documents.userId} = ${users.id})`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
