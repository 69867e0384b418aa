import 'server-only';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { MailLinkState } from '@/lib/contract/mail-links';
import type { Db } from '@/lib/server/db/client';
import { notifyAddresses, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { enqueueMail } from '@/lib/server/mail/queue';
import { CONFIRM_TTL_HOURS, confirmAddressMail } from './notify-mails';
import { hashToken, newToken } from '@/lib/server/crypto/mailed-tokens';

/** Said for a confirmation link that is unknown, used, expired or for an address changed since. */
export const MSG_CONFIRM_LINK_INVALID =
  'Ссылка для подтверждения устарела или уже использована. Отправьте письмо ещё раз из профиля';

/**
 * Starts (or restarts) the confirmation of `email` as the user's notification address: stores a
 * fresh token's hash (replacing any earlier link and confirmation) and queues the mail with the
 * link. Call inside the transaction that stores the address; rate limits are the caller's.
 */
export async function startConfirmation(tx: Db, userId: number, email: string): Promise<void> {
  const { token, hash } = newToken();
  const values = {
    email,
    confirmedAt: null,
    tokenHash: hash,
    tokenExpiresAt: sql`now() + make_interval(hours => ${CONFIRM_TTL_HOURS})`,
  };
  await tx
    .insert(notifyAddresses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notifyAddresses.userId, set: { ...values, createdAt: sql`now()` } });
  await enqueueMail(tx, confirmAddressMail(email, token));
}

/**
 * Records `email` as the user's confirmed notification address without a mail: for the account's
 * own sign-in e-mail (`users.email`), whose owner already followed a link mailed to it. Voids any
 * confirmation link still out. Call inside the transaction that stores the address.
 */
export async function confirmWithoutMail(tx: Db, userId: number, email: string): Promise<void> {
  const values = { email, confirmedAt: sql`now()`, tokenHash: null, tokenExpiresAt: null };
  await tx
    .insert(notifyAddresses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notifyAddresses.userId, set: { ...values, createdAt: sql`now()` } });
}

/**
 * Follows a confirmation link: the token must be live and for the address the user has now. Marks
 * the address confirmed and voids the token (atomically, so it works once). Needs no session — the
 * token proves the person reads that mailbox — and so may be opened on any device.
 * @returns the confirmed address and whether the account's new-fine mails are on (`doNotify`).
 * @throws AppError 400 `bad_token` (MSG_CONFIRM_LINK_INVALID) otherwise.
 */
export async function confirmAddress(db: Db, token: string): Promise<{ email: string; doNotify: boolean }> {
  const hash = hashToken(token);
  const [row] = hash
    ? await db
        .update(notifyAddresses)
        // The hash stays (with no expiry it confirms nothing again), so the link's page can say it was used.
        .set({ confirmedAt: sql`now()`, tokenExpiresAt: null })
        .where(
          and(
            eq(notifyAddresses.tokenHash, hash),
            isNotNull(notifyAddresses.tokenExpiresAt),
            gt(notifyAddresses.tokenExpiresAt, sql`now()`),
            sql`exists (select 1 from ${users} where ${users.id} = ${notifyAddresses.userId}
                  and ${users.notifyEmail} = ${notifyAddresses.email})`,
          ),
        )
        .returning({
          email: notifyAddresses.email,
          doNotify: sql<boolean>`(select ${users.doNotify} from ${users} where ${users.id} = ${notifyAddresses.userId})`,
        })
    : [];
  if (!row) throw new AppError('bad_token', MSG_CONFIRM_LINK_INVALID);
  return { email: row.email, doNotify: Boolean(row.doNotify) };
}

/**
 * What a confirmation link stands for now, read without using it (its page, opened from the mail):
 * `open` with the address while it can still confirm, `done` with the address once it did (also
 * right after the page's own form confirmed it), `invalid` for a link unknown, expired or for an
 * address changed since.
 */
export async function confirmationLinkState(db: Db, token: string): Promise<MailLinkState> {
  const hash = hashToken(token);
  if (!hash) return { state: 'invalid' };
  const [row] = await db
    .select({
      email: notifyAddresses.email,
      confirmedAt: notifyAddresses.confirmedAt,
      live: sql<boolean>`coalesce(${notifyAddresses.tokenExpiresAt} > now(), false)`,
      notifyEmail: users.notifyEmail,
      doNotify: users.doNotify,
    })
    .from(notifyAddresses)
    .innerJoin(users, eq(users.id, notifyAddresses.userId))
    .where(eq(notifyAddresses.tokenHash, hash))
    .limit(1);
  // A link for an address the user has changed since confirms nothing.
  if (!row || row.notifyEmail !== row.email) return { state: 'invalid' };
  const confirmed = row.confirmedAt !== null && !row.live;
  if (confirmed) return { state: 'done', email: row.email, doNotify: row.doNotify };
  return row.live ? { state: 'open', email: row.email, doNotify: row.doNotify } : { state: 'invalid' };
}
