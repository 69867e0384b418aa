import 'server-only';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
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
 * Follows a confirmation link: the token must be live and for the address the user has now. Marks
 * the address confirmed and voids the token (atomically, so it works once). Needs no session — the
 * token proves the person reads that mailbox — and so may be opened on any device.
 * @returns the confirmed address.
 * @throws AppError 400 `bad_token` (MSG_CONFIRM_LINK_INVALID) otherwise.
 */
export async function confirmAddress(db: Db, token: string): Promise<string> {
  const hash = hashToken(token);
  const [row] = hash
    ? await db
        .update(notifyAddresses)
        .set({ confirmedAt: sql`now()`, tokenHash: null, tokenExpiresAt: null })
        .where(
          and(
            eq(notifyAddresses.tokenHash, hash),
            isNotNull(notifyAddresses.tokenExpiresAt),
            gt(notifyAddresses.tokenExpiresAt, sql`now()`),
            sql`exists (select 1 from ${users} where ${users.id} = ${notifyAddresses.userId}
                  and ${users.notifyEmail} = ${notifyAddresses.email})`,
          ),
        )
        .returning({ email: notifyAddresses.email })
    : [];
  if (!row) throw new AppError('bad_token', MSG_CONFIRM_LINK_INVALID);
  return row.email;
}
