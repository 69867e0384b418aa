import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { conflict } from '@/lib/server/errors';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { enqueueMail } from '@/lib/server/mail/queue';
import { signInMail } from '@/lib/server/mail/templates';
import { addressInUseMail, verifyAddressMail, type ClaimKind } from './account-mails';
import { hashPassword } from './passwords';
import { issueToken, voidTokensOf } from './tokens';
import { findUserByEmail, findUserById } from './users-queries';
import { forgetUser } from './verify-cache';
import { RATE } from './limits';

/**
 * Claims `email` for the caller's account (registration, or a new sign-in e-mail) without making
 * it a sign-in identity: it waits in `pendingEmail` until its owner follows the link mailed to it
 * (ADR 5). When another account already signs in with the address, its owner gets a sign-in link
 * instead. Either way the caller sees the same answer and the same limits, so nothing tells
 * whether an address is registered. A newer claim voids the account's earlier confirmation links.
 * `password` (registration) is hashed past the limits and stored with the claim.
 * @throws AppError 429 per account, per address of the caller and per e-mail.
 */
export async function claimAddress(
  db: Db,
  userId: number,
  email: string,
  kind: ClaimKind,
  ip: string,
  password?: string,
): Promise<void> {
  await hitRateLimit(db, RATE.claimPerAccount, `user:${userId}`);
  await hitRateLimit(db, RATE.claimPerIp, ip);
  await hitRateLimit(db, RATE.mailPerEmail, email);
  // Hashed only past the limits (Argon2id is the costly step: nobody gets it run at will), and
  // whether or not the address is taken, so the answer takes the same time.
  const passwordHash = password ? await hashPassword(password) : undefined;
  await db.transaction(async (tx) => {
    const owner = await findUserByEmail(tx, email);
    if (owner?.id === userId) return; // the account's own sign-in e-mail already
    await tx
      .update(users)
      .set({ pendingEmail: email, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, userId));
    await voidTokensOf(tx, userId, 'verify');
    if (owner) {
      await enqueueMail(tx, addressInUseMail(email, await issueToken(tx, owner.id, 'signin', email)));
    } else {
      await enqueueMail(tx, verifyAddressMail(email, await issueToken(tx, userId, 'verify', email), kind));
    }
  });
}

/**
 * `POST /105/api/user/register`: registers the caller's anonymous account with an e-mail and,
 * optionally, a password (spec §7 sends the e-mail alone). The same row keeps its documents and
 * fines; the address becomes the sign-in e-mail once confirmed by the mailed link.
 * @throws AppError 409 `already_registered` when the account already has a sign-in e-mail; 429.
 */
export async function registerUser(
  db: Db,
  userId: number,
  email: string,
  password: string | undefined,
  ip: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (user?.email) throw conflict('already_registered', 'Вы уже зарегистрированы');
  await claimAddress(db, userId, email, 'register', ip, password);
  forgetUser(userId);
}

/**
 * `GET /105/api/fos/exists`: whether an account signs in with this e-mail. Limited per address and
 * globally, so nobody enumerates accounts faster than the limits allow.
 */
export async function emailExists(db: Db, email: string, ip: string): Promise<boolean> {
  await hitRateLimit(db, RATE.existsPerIp, ip);
  await hitRateLimit(db, RATE.existsGlobal, 'all');
  return (await findUserByEmail(db, email)) !== undefined;
}

/**
 * `POST /105/api/fos/send/auth`: mails a sign-in link. For an address no account signs in with,
 * a new account (a legal entity when `isLegalEntity`) claims it, and following the link proves it
 * (ADR 5): an earlier unproven claim by another account never receives the person. The answer is
 * the same either way. The mail is queued in the same transaction (durable queue).
 * @throws AppError 429 per e-mail and per address.
 */
export async function sendSignInLink(db: Db, email: string, isLegalEntity: boolean, ip: string): Promise<void> {
  await hitRateLimit(db, RATE.mailPerIp, ip);
  await hitRateLimit(db, RATE.mailPerEmail, email);
  await db.transaction(async (tx) => {
    let userId = (await findUserByEmail(tx, email))?.id;
    if (userId === undefined) {
      const [created] = await tx
        .insert(users)
        .values({ pendingEmail: email, type: isLegalEntity ? 3 : 1, channel: 'web' })
        .returning({ id: users.id });
      userId = created!.id;
    }
    await enqueueMail(tx, signInMail(email, await issueToken(tx, userId, 'signin', email)));
  });
}
