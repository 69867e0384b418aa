import 'server-only';
import { MSG_CURRENT_PASSWORD_WRONG } from '@/lib/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { enqueueMail } from '@/lib/server/mail/queue';
import { resetMail } from '@/lib/server/mail/templates';
import { hashPassword, verifyPassword } from './passwords';
import { consumeToken, issueToken, peekToken, voidTokens } from './tokens';
import { findUserByEmail, findUserById } from './users-queries';
import { issueCredential, revokeOtherCredentials } from './credentials';
import { forgetUser } from './verify-cache';
import { RATE } from './limits';

/** A password reset link that was used, expired or never issued. */
export const MSG_RESET_LINK_EXPIRED = 'Ссылка для смены пароля устарела или уже использована. Запросите новую';

/**
 * `POST /105/api/fos/reset/request`: mails a reset link when an account signs in with this
 * e-mail; answers the same when none does (no enumeration). @throws AppError 429.
 */
export async function requestPasswordReset(db: Db, email: string, ip: string): Promise<void> {
  await hitRateLimit(db, RATE.mailPerIp, ip);
  await hitRateLimit(db, RATE.mailPerEmail, email);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'reset', email);
    await enqueueMail(tx, resetMail(email, token));
  });
}

/**
 * The writes of a new password, in the caller's transaction: the hash, the change time (which
 * voids links issued before it), the unused mailed links, and every sign-in but `keepCredentialId`.
 */
async function replacePassword(tx: Db, userId: number, passwordHash: string, keepCredentialId?: number): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(users.id, userId));
  await voidTokens(tx, userId);
  await revokeOtherCredentials(tx, userId, keepCredentialId);
}

/**
 * `POST /105/api/fos/reset/confirm`: sets a new password with a reset token (single use, 1 hour),
 * ends every session and mailed link, and signs in here — all in one transaction, so a failure
 * leaves the old password, sessions and token as they were.
 * @throws AppError 400 when the token is unknown, used or expired; 429 per address of the caller.
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  password: string,
  ip: string,
): Promise<{ userId: number; salt: string; userType: 1 | 3 }> {
  // Limited and checked before Argon2id runs: a made-up token costs a lookup, not a hash.
  await hitRateLimit(db, RATE.confirmPerIp, ip);
  if (!(await peekToken(db, token, 'reset'))) throw new AppError('bad_token', MSG_RESET_LINK_EXPIRED);
  const passwordHash = await hashPassword(password);
  const result = await db.transaction(async (tx) => {
    const owner = await consumeToken(tx, token, 'reset');
    const user = owner === null ? undefined : await findUserById(tx, owner.userId);
    if (!user) throw new AppError('bad_token', MSG_RESET_LINK_EXPIRED);
    await replacePassword(tx, user.id, passwordHash);
    return { userId: user.id, salt: await issueCredential(tx, user.id), userType: user.type === 3 ? 3 : 1 } as const;
  });
  forgetUser(result.userId);
  return result;
}

/**
 * `POST /105/api/user/password`: changes the password after checking the current one; every
 * other session and mailed link ends, this one stays — in one transaction, so no failure leaves
 * the new password with the old sessions alive.
 * @throws AppError 400 when the current password is wrong or none is set, 429 when rate-limited.
 */
export async function changePassword(
  db: Db,
  userId: number,
  credentialId: number,
  oldPass: string,
  newPass: string,
): Promise<void> {
  await hitRateLimit(db, RATE.signInPerAccount, `user:${userId}`);
  const user = await findUserById(db, userId);
  if (!user?.passwordHash) throw new AppError('no_password', 'Пароль ещё не задан: зарегистрируйтесь или восстановите пароль');
  if (!(await verifyPassword(user.passwordHash, oldPass))) {
    throw new AppError('bad_password', MSG_CURRENT_PASSWORD_WRONG, { fields: { oldPass: MSG_CURRENT_PASSWORD_WRONG } });
  }
  const passwordHash = await hashPassword(newPass);
  await db.transaction((tx) => replacePassword(tx, userId, passwordHash, credentialId));
  forgetUser(userId);
}
