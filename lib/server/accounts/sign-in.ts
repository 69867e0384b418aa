import 'server-only';
import { MSG_LINK_EXPIRED } from '@/lib/auth/link-sign-in';
import type { Db } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { hitRateLimit, refundRateHit } from '@/lib/server/rate-limit';
import { MSG_LOGIN_REJECTED } from '@/lib/domain/messages';
import { issueCredential, type SignInResult } from './credentials';
import { burnVerification, verifyPassword } from './passwords';
import { consumeToken } from './tokens';
import { findUserByEmail, findUserById } from './users-queries';
import { proveAddress } from './verification';
import { RATE } from './limits';

export type { SignInResult } from './credentials';

const rejected = () => new AppError('bad_credentials', MSG_LOGIN_REJECTED);

/**
 * Signs in with e-mail and password. Only a verified sign-in e-mail matches (ADR 5). Each call
 * counts against the per-account and per-address limits before the password is checked (so a
 * flood never makes the server run Argon2id at will); a correct password takes back its hits on
 * the account's own budgets, so only failures spend them and an owner who signs in often is never
 * refused (OWASP ASVS 2.2.1 limits failed attempts). The per-address budget keeps every attempt:
 * it bounds how much hashing one address can ask for, even with a password it knows. Unknown e-mails cost the same time as wrong
 * passwords.
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
  await forgiveSignInHits(db, email, ip);
  return { userId: user.id, salt: await issueCredential(db, user.id, platform), userType: user.type === 3 ? 3 : 1 };
}

/** Takes back the hits a correct password counted on the account's budgets (signInWithPassword). */
async function forgiveSignInHits(db: Db, email: string, ip: string): Promise<void> {
  await refundRateHit(db, RATE.signInPerAccountAndIp, `${email}|${ip}`);
  await refundRateHit(db, RATE.signInPerAccountTotal, email);
}

/**
 * Signs in with a mailed link token (single use, 15 minutes, void after a password change or a
 * new sign-in e-mail). The link signs in to the account whose sign-in e-mail it was mailed to; a
 * link to an account made by the link request itself proves its address first (proveAddress).
 * @throws AppError 401 when the link is unknown, used, expired or void; 429 per address.
 */
export async function signInWithToken(db: Db, token: string, ip: string, platform = 'web'): Promise<SignInResult> {
  await hitRateLimit(db, RATE.signInLinkPerIp, ip);
  return db.transaction(async (tx) => {
    const expired = () => new AppError('bad_token', MSG_LINK_EXPIRED);
    const link = await consumeToken(tx, token, 'signin');
    const user = link === null ? undefined : await findUserById(tx, link.userId);
    if (!link || !user) throw expired();
    let accountId = user.id;
    if (link.email !== null && user.email !== link.email) {
      // Only an account created by the link request (no sign-in e-mail, no password) may prove it here.
      if (user.email !== null || user.pendingEmail !== link.email || user.passwordHash) throw expired();
      accountId = await proveAddress(tx, user.id, link.email);
    } else if (user.email === null) {
      throw expired();
    }
    const account = accountId === user.id ? user : await findUserById(tx, accountId);
    const salt = await issueCredential(tx, accountId, platform);
    return { userId: accountId, salt, userType: account?.type === 3 ? 3 : 1 };
  });
}
