import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { issueCredential, revokeOtherCredentials, type SignInResult } from './credentials';
import { hashPassword, requireCurrentPassword, verifyPassword } from './passwords';
import { consumeToken, peekToken, voidClaimTokens, voidTokens } from './tokens';
import { findUserByEmail, findUserById } from './users-queries';
import { forgetUser } from './verify-cache';
import { addressChangedMail } from './account-mails';
import { enqueueMail } from '@/lib/server/mail/queue';
import { RATE } from './limits';

/** Shown when a confirmation link is unknown, used, expired or void. */
export const MSG_CONFIRM_LINK_EXPIRED = 'Ссылка для подтверждения устарела или уже использована. Запросите новую';
/** Asked when the account got a password before its address was proven (ADR 5). */
export const MSG_CONFIRM_PASSWORD = 'Введите пароль, который вы указали при регистрации, или придумайте новый';

/**
 * Makes `email` — just proven by a link mailed to it — the sign-in e-mail of `userId`, inside the
 * caller's transaction (docs/decisions/0005-verified-addresses.md):
 * - when another account already has it as its sign-in e-mail, nothing changes and that account's
 *   id is returned: the person controls the mailbox, so it is their account;
 * - otherwise the account gets it, every other claim of the address ends (pending e-mails and
 *   their links), every mailed link of the account ends (they went to the old address) and every
 *   sign-in of the account ends, so a session that claimed the address cannot follow the owner in;
 *   the old address, if any, is told of the change.
 * Returns the id of the account the person is to be signed in to.
 */
export async function proveAddress(tx: Db, userId: number, email: string): Promise<number> {
  const owner = await findUserByEmail(tx, email);
  if (owner && owner.id !== userId) {
    await tx
      .update(users)
      .set({ pendingEmail: null })
      .where(and(eq(users.id, userId), eq(users.pendingEmail, email)));
    return owner.id;
  }
  if (owner) return userId;
  const previous = (await findUserById(tx, userId))?.email;
  await tx.update(users).set({ email, pendingEmail: null }).where(eq(users.id, userId));
  if (previous) await enqueueMail(tx, addressChangedMail(previous, email));
  await tx
    .update(users)
    .set({ pendingEmail: null })
    .where(and(eq(users.pendingEmail, email), ne(users.id, userId)));
  await voidClaimTokens(tx, email, userId);
  await voidTokens(tx, userId);
  await revokeOtherCredentials(tx, userId);
  return userId;
}

/** A confirmed address: the sign-in here, and whether the account now has a password. */
export interface ConfirmResult extends SignInResult {
  hasPassword: boolean;
}

/**
 * `POST /105/api/fos/register/confirm`: follows an address confirmation link (`verify`, 24 h,
 * single use). The address becomes the account's sign-in e-mail (proveAddress), every other
 * sign-in ends, and this browser is signed in. `password` sets the account's password; when the
 * account already has one (given at registration), it must be typed again or replaced, so a
 * password chosen by whoever claimed the address never survives its owner's confirmation. An
 * account moving its sign-in e-mail (it has one already) and signing in with a password must type
 * that password: nothing else shows the link's holder is its owner (counted as a password change's
 * guesses).
 * @throws AppError 400 `bad_token`, 400 `password_required` or `bad_password` (the token stays
 * usable), 429.
 */
export async function confirmAddress(db: Db, token: string, password: string | undefined, ip: string): Promise<ConfirmResult> {
  await hitRateLimit(db, RATE.confirmPerIp, ip);
  const expired = () => new AppError('bad_token', MSG_CONFIRM_LINK_EXPIRED);
  const claim = await peekToken(db, token, 'verify');
  const user = claim?.email ? await findUserById(db, claim.userId) : undefined;
  if (!claim?.email || !user) throw expired();
  // A new address for an account that signs in with a password: whoever holds the link (a mistyped
  // address's owner too) must also know the password; replacing it here would hand them the account.
  const change = Boolean(user.email) && user.email !== claim.email;
  if (change && user.passwordHash) {
    await hitRateLimit(db, RATE.signInPerAccount, `user:${user.id}`);
    await requireCurrentPassword(user.passwordHash, password);
  } else if (user.passwordHash && !password)
    throw new AppError('password_required', MSG_CONFIRM_PASSWORD, { fields: { password: MSG_CONFIRM_PASSWORD } });
  const keeps =
    (change && Boolean(user.passwordHash)) ||
    Boolean(user.passwordHash && password && (await verifyPassword(user.passwordHash, password)));
  const newHash = password && !keeps ? await hashPassword(password) : null;
  const email = claim.email;
  const result = await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, token, 'verify'))) throw expired();
    const accountId = await proveAddress(tx, user.id, email);
    if (accountId === user.id && newHash)
      await tx
        .update(users)
        .set({ passwordHash: newHash, passwordChangedAt: sql`now()` })
        .where(eq(users.id, user.id));
    const account = await findUserById(tx, accountId);
    const salt = await issueCredential(tx, accountId);
    return {
      userId: accountId,
      salt,
      userType: account?.type === 3 ? 3 : 1,
      hasPassword: Boolean(account?.passwordHash),
    } as const;
  });
  forgetUser(user.id);
  return result;
}
