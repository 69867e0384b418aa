import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { conflict, isAppError } from '@/lib/server/errors';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { enqueueMail } from '@/lib/server/mail/queue';
import { signInMail } from '@/lib/server/mail/templates';
import { hashPassword } from './passwords';
import { issueToken } from './tokens';
import { findUserByEmail } from './users-queries';
import { RATE } from './limits';

/**
 * Registers the caller's anonymous account: the same row gets the e-mail and the password hash,
 * so its documents and fines stay (issue: nothing is lost).
 * @throws AppError 409 when the account is already registered or the e-mail is taken.
 */
export async function registerUser(db: Db, userId: number, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  if (await findUserByEmail(db, email))
    throw conflict('email_taken', 'Этот e-mail уже зарегистрирован. Войдите или восстановите пароль');
  try {
    const updated = await db
      .update(users)
      .set({ email, passwordHash })
      .where(and(eq(users.id, userId), isNull(users.email)))
      .returning({ id: users.id });
    if (updated.length === 0) throw conflict('already_registered', 'Вы уже зарегистрированы');
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isAppError(error)) throw error;
    if (/unique|duplicate/i.test(String((error as Error).message)))
      throw conflict('email_taken', 'Этот e-mail уже зарегистрирован. Войдите или восстановите пароль');
    throw error;
  }
}

/**
 * `GET /105/api/fos/exists`: whether an account has this e-mail. Limited per address and globally,
 * so nobody enumerates accounts faster than the limits allow.
 */
export async function emailExists(db: Db, email: string, ip: string): Promise<boolean> {
  await hitRateLimit(db, RATE.existsPerIp, ip);
  await hitRateLimit(db, RATE.existsGlobal, 'all');
  return (await findUserByEmail(db, email)) !== undefined;
}

/**
 * `POST /105/api/fos/send/auth`: mails a sign-in link. An unknown e-mail gets a new account
 * (a legal entity when `isLegalEntity`), so the answer is the same either way and reveals nothing.
 * The mail is queued in the same transaction (durable queue).
 * @throws AppError 429 per e-mail and per address.
 */
export async function sendSignInLink(db: Db, email: string, isLegalEntity: boolean, ip: string): Promise<void> {
  await hitRateLimit(db, RATE.mailPerIp, ip);
  await hitRateLimit(db, RATE.mailPerEmail, email);
  await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      const [created] = await tx
        .insert(users)
        .values({ email, type: isLegalEntity ? 3 : 1, channel: 'web' })
        .onConflictDoNothing()
        .returning({ id: users.id, type: users.type, passwordHash: users.passwordHash });
      user = created ?? (await findUserByEmail(tx, email));
    }
    if (!user) return;
    const token = await issueToken(tx, user.id, 'signin');
    await enqueueMail(tx, signInMail(email, token));
  });
}
