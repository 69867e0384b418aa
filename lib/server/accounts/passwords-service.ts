import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { enqueueMail } from '@/lib/server/mail/queue';
import { resetMail } from '@/lib/server/mail/templates';
import { hashPassword, verifyPassword } from './passwords';
import { consumeToken, issueToken, voidTokens } from './tokens';
import { findUserByEmail, findUserById } from './users-queries';
import { issueCredential, revokeOtherCredentials } from './credentials';
import { RATE } from './limits';

/**
 * `POST /105/api/fos/reset/request`: mails a reset link when the account exists; answers the
 * same when it does not (no enumeration). @throws AppError 429.
 */
export async function requestPasswordReset(db: Db, email: string, ip: string): Promise<void> {
  await hitRateLimit(db, RATE.mailPerIp, ip);
  await hitRateLimit(db, RATE.mailPerEmail, email);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'reset');
    await enqueueMail(tx, resetMail(email, token));
  });
}

async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(users.id, userId));
  await voidTokens(db, userId);
}

/**
 * `POST /105/api/fos/reset/confirm`: sets a new password with a reset token (single use, 1 hour),
 * ends every session and mailed link, and signs in here.
 * @throws AppError 400 when the token is unknown, used or expired.
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  password: string,
): Promise<{ userId: number; salt: string; userType: 1 | 3 }> {
  const userId = await consumeToken(db, token, 'reset');
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user) throw new AppError('bad_token', 'Ссылка для смены пароля устарела или уже использована. Запросите новую', 400);
  await setPassword(db, user.id, password);
  await revokeOtherCredentials(db, user.id);
  return { userId: user.id, salt: await issueCredential(db, user.id), userType: user.type === 3 ? 3 : 1 };
}

/**
 * `POST /105/api/user/password`: changes the password after checking the current one; every
 * other session and mailed link ends, this one stays.
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
  if (!user?.passwordHash)
    throw new AppError('no_password', 'Пароль ещё не задан: зарегистрируйтесь или восстановите пароль', 400);
  if (!(await verifyPassword(user.passwordHash, oldPass))) {
    throw new AppError('bad_password', 'Текущий пароль введён неверно', 400, {
      fields: { oldPass: 'Текущий пароль введён неверно' },
    });
  }
  await setPassword(db, userId, newPass);
  await revokeOtherCredentials(db, userId, credentialId);
}
