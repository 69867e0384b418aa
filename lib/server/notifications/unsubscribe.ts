import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { MailLinkState } from '@/lib/contract/mail-links';
import { unsubscribeTokens, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { unsubscribeUrls } from './notify-mails';
import { hashToken, newToken } from '@/lib/server/crypto/mailed-tokens';

/** Said for an unsubscribe link that was never issued (mistyped or cut short). */
export const MSG_UNSUBSCRIBE_LINK_INVALID = 'Ссылка для отписки не найдена. Отключите уведомления в профиле';

/**
 * Issues the unsubscribe token of one notification mail to `email` and returns its two URLs (see
 * `unsubscribeUrls`). Only the token's SHA-256 is stored; the raw token lives in the mail alone,
 * whose body the outbox empties after delivery. Call in the transaction that queues the mail.
 */
export async function issueUnsubscribe(tx: Db, userId: number, email: string) {
  const { token, hash } = newToken();
  await tx.insert(unsubscribeTokens).values({ userId, email, tokenHash: hash });
  return unsubscribeUrls(token);
}

/**
 * One-click unsubscribe (RFC 8058): turns new-fine mails off for the token's user while the address
 * is still the one the mail went to (a link from an old address cannot touch the new one). Using a
 * token again changes nothing and still answers ok, as mail clients may retry.
 * @throws AppError 404 `bad_token` for a token that was never issued.
 */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const hash = hashToken(token);
  const [row] = hash
    ? await db
        .update(unsubscribeTokens)
        .set({ usedAt: sql`coalesce(${unsubscribeTokens.usedAt}, now())` })
        .where(eq(unsubscribeTokens.tokenHash, hash))
        .returning({ userId: unsubscribeTokens.userId, email: unsubscribeTokens.email })
    : [];
  if (!row) throw new AppError('bad_token', MSG_UNSUBSCRIBE_LINK_INVALID);
  await db
    .update(users)
    .set({ doNotify: false })
    .where(and(eq(users.id, row.userId), eq(users.notifyEmail, row.email)));
}

/**
 * What an unsubscribe link stands for now, read without using it: `invalid` for a link never
 * issued, `done` once used (notifications for that address are off, unless turned on again in the
 * profile since), `open` otherwise. `email` is the address the mail went to.
 */
export async function unsubscribeLinkState(db: Db, token: string): Promise<MailLinkState> {
  const hash = hashToken(token);
  if (!hash) return { state: 'invalid' };
  const [row] = await db
    .select({ email: unsubscribeTokens.email, usedAt: unsubscribeTokens.usedAt })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.tokenHash, hash))
    .limit(1);
  if (!row) return { state: 'invalid' };
  return { state: row.usedAt ? 'done' : 'open', email: row.email };
}
