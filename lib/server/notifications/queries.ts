import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { charges, documents, notifyAddresses, organizations, users } from '@/lib/server/db/schema';
import { chargesOwnedBy } from '@/lib/server/fines/list-filter';
import type { OwnerScope } from '@/lib/server/owner-scope';

/**
 * A user's notification settings: the address (null when never set), the on/off switch, and whether
 * the owner of that very address has confirmed it (new-fine mails go only to a confirmed address).
 */
export interface NotifySettings {
  notifyEmail: string | null;
  doNotify: boolean;
  confirmed: boolean;
  /** A confirmation link for the current address is out and not yet used (false for an address stored before confirmations). */
  confirmationSent: boolean;
}

// True when the stored confirmation is for the user's current address and has been followed.
const isConfirmed = sql<boolean>`coalesce(${notifyAddresses.email} = ${users.notifyEmail} and ${notifyAddresses.confirmedAt} is not null, false)`;

// True when a confirmation link for the user's current address was mailed and is still unused
// (a followed link keeps its hash, for its page to say so, but not its expiry).
const isConfirmationSent = sql<boolean>`coalesce(${notifyAddresses.email} = ${users.notifyEmail} and ${notifyAddresses.tokenHash} is not null and ${notifyAddresses.confirmedAt} is null, false)`;

/** The user's notification settings; undefined when the user does not exist. */
export async function readNotifySettings(db: Db, userId: number): Promise<NotifySettings | undefined> {
  const [row] = await db
    .select({
      notifyEmail: users.notifyEmail,
      doNotify: users.doNotify,
      confirmed: isConfirmed,
      confirmationSent: isConfirmationSent,
    })
    .from(users)
    .leftJoin(notifyAddresses, eq(notifyAddresses.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row && { ...row, confirmed: Boolean(row.confirmed), confirmationSent: Boolean(row.confirmationSent) };
}

/** Stores the user's notification address and switch (`users.notify_email`, `users.do_notify`). */
export async function writeNotifySettings(
  db: Db,
  userId: number,
  settings: { notifyEmail?: string; doNotify: boolean },
): Promise<void> {
  await db.update(users).set(settings).where(eq(users.id, userId));
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
  | 'vehiclePlate'
>;

/** The scope's charges among `ids` (a person's, or an organization's fleet) that no mail has named yet, newest ordinance first. */
export function unnotifiedCharges(db: Db, scope: OwnerScope, ids: number[]): Promise<ChargeToNotify[]> {
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
      vehiclePlate: charges.vehiclePlate,
    })
    .from(charges)
    .where(and(chargesOwnedBy(scope), inArray(charges.id, ids), isNull(charges.notifiedAt)))
    .orderBy(desc(charges.billDate), desc(charges.id));
}

/** Records that a mail named these charges of the scope (`charges.notified_at = now()`). */
export async function markNotified(db: Db, scope: OwnerScope, ids: number[]): Promise<void> {
  await db
    .update(charges)
    .set({ notifiedAt: sql`now()` })
    .where(and(chargesOwnedBy(scope), inArray(charges.id, ids)));
}

/**
 * Ids of users with notifications on, a confirmed address and at least one document or organization,
 * above `afterId`, ascending, at most `limit` (keyset pages for the scheduled refresh).
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
        sql`exists (select 1 from ${notifyAddresses} where ${notifyAddresses.userId} = ${users.id}
              and ${notifyAddresses.email} = ${users.notifyEmail} and ${notifyAddresses.confirmedAt} is not null)`,
        sql`(exists (select 1 from ${documents} where ${documents.userId} = ${users.id})
              or exists (select 1 from ${organizations} where ${organizations.createdBy} = ${users.id}))`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
