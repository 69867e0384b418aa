import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { MSG_LOGIN_REJECTED } from '@/lib/domain/messages';
import { issueCredential } from './credentials';
import { burnVerification, verifyPassword } from './passwords';
import { consumeToken } from './tokens';
import { findUserByEmail, findUserById } from './users-queries';
import { RATE } from './limits';

/** A fresh sign-in: the client computes its session from this salt (spec §3). */
export interface SignInResult {
  userId: number;
  salt: string;
  userType: 1 | 3;
}

const rejected = () => new AppError('bad_credentials', MSG_LOGIN_REJECTED, 401);

/**
 * Signs in with e-mail and password. Each call counts against the per-account and per-address
 * limits before the password is checked; unknown e-mails cost the same time as wrong passwords.
 * @throws AppError 401 `Неправильный логин или пароль`, 429 when rate-limited.
 */
export async function signInWithPassword(
  db: Db,
  email: string,
  password: string,
  ip: string,
  platform = 'web',
): Promise<SignInResult> {
  await hitRateLimit(db, RATE.signInPerIp, ip);
  // The pair first: guesses over its limit never reach (and never spend) the account's total.
  await hitRateLimit(db, RATE.signInPerAccountAndIp, `${email}|${ip}`);
  await hitRateLimit(db, RATE.signInPerAccountTotal, email);
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await burnVerification(password);
    throw rejected();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw rejected();
  return { userId: user.id, salt: await issueCredential(db, user.id, platform), userType: user.type === 3 ? 3 : 1 };
}

/**
 * Signs in with a mailed link token (single use, 15 minutes, void after a password change).
 * @throws AppError 401 when the link is unknown, used, expired or void; 429 per address.
 */
export async function signInWithToken(db: Db, token: string, ip: string, platform = 'web'): Promise<SignInResult> {
  await hitRateLimit(db, RATE.signInLinkPerIp, ip);
  const userId = await consumeToken(db, token, 'signin');
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user) throw new AppError('bad_token', 'Ссылка для входа устарела или уже использована. Запросите новую', 401);
  return { userId: user.id, salt: await issueCredential(db, user.id, platform), userType: user.type === 3 ? 3 : 1 };
}
