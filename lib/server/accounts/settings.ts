import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { enqueueMail } from '@/lib/server/mail/queue';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { confirmChangeMail } from './account-mails';
import { RATE } from './limits';
import { requireCurrentPassword } from './passwords';
import { claimAddress } from './registration';
import { consumeToken, issueToken, peekToken, voidTokensOf } from './tokens';
import { findUserById } from './users-queries';
import { forgetUser } from './verify-cache';

/** `POST /105/api/user/gender`: the avatar's gender (`m` by default). */
export async function setGender(db: Db, userId: number, gender: 'm' | 'f'): Promise<void> {
  await db.update(users).set({ gender }).where(eq(users.id, userId));
}

/** `POST /105/api/user/person`: full name and date of birth (null clears them). */
export async function setPerson(
  db: Db,
  userId: number,
  person: { fullName: string | null; birthDate: string | null },
): Promise<void> {
  await db.update(users).set(person).where(eq(users.id, userId));
}

/** `POST /105/api/user/type`: 1 — private person, 3 — legal entity. */
export async function setUserType(db: Db, userId: number, type: number): Promise<void> {
  await db.update(users).set({ type }).where(eq(users.id, userId));
  // Verifications cached in this process carry the type; the next call must see the new one.
  forgetUser(userId);
}

/** Where the confirmation of a new sign-in e-mail went: to the new address, or first to the current one. */
export type EmailChangeStep = 'new' | 'current';

/** Said when the new sign-in e-mail asked for is the account's own already. */
export const MSG_SAME_EMAIL = 'Это и есть ваш e-mail для входа';

/** Shown when a link agreeing to a new sign-in e-mail is unknown, used, expired or void. */
export const MSG_CHANGE_LINK_EXPIRED = 'Ссылка для смены e-mail устарела или уже использована. Запросите смену ещё раз в профиле';

/**
 * `POST /105/api/user/email`: a new sign-in e-mail. A stolen session alone must not move the
 * account (ASVS 3.7.1, re-authentication before an account change): with a password, it must be
 * given; without one, the account's current address must agree first — a link mailed there
 * (`change`, an hour), followed by confirmEmailChange. The address only becomes the sign-in
 * e-mail when its owner follows the link mailed to it (ADR 5); until then the old one stays. The
 * answer is the same whether or not the address is taken. Returns where the next mail went.
 * @throws AppError 400 `bad_password` (none typed, or not the account's), 429.
 */
export async function changeEmail(
  db: Db,
  userId: number,
  email: string,
  password: string | undefined,
  ip: string,
): Promise<EmailChangeStep> {
  const user = await findUserById(db, userId);
  if (user?.email === email) throw new AppError('invalid_input', MSG_SAME_EMAIL, { fields: { email: MSG_SAME_EMAIL } });
  if (user?.passwordHash) {
    // Counted before the check, as a password change is: a session must not guess the password here.
    await hitRateLimit(db, RATE.signInPerAccount, `user:${userId}`);
    await requireCurrentPassword(user.passwordHash, password);
  } else if (user?.email) {
    await askCurrentAddress(db, userId, user.email, email, ip);
    return 'current';
  }
  await claimAddress(db, userId, email, 'change', ip);
  return 'new';
}

/**
 * Mails the current address a consent to `email`. The mails to that address come first among the
 * limits, so asking again and again spends them and never the account's claims, which the owner's
 * consent needs (claimAddress counts it then). The newest request replaces any earlier consent
 * link and any claim still waiting (its confirmation link ends), as a new claim does.
 */
async function askCurrentAddress(db: Db, userId: number, current: string, email: string, ip: string): Promise<void> {
  await hitRateLimit(db, RATE.mailPerEmail, current);
  await hitRateLimit(db, RATE.claimPerIp, ip);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ pendingEmail: null }).where(eq(users.id, userId));
    await voidTokensOf(tx, userId, 'verify');
    await voidTokensOf(tx, userId, 'change');
    await enqueueMail(tx, confirmChangeMail(current, email, await issueToken(tx, userId, 'change', email)));
  });
  forgetUser(userId);
}

/**
 * `POST /105/api/fos/email/change`: the current address of a password-less account agrees to the
 * new sign-in e-mail named in its link (single use). The new address then gets its confirmation
 * (claimAddress), exactly as when a password was given. Needs no session: the token proves the
 * mailbox. Returns the new address, for the page to say where to look.
 * @throws AppError 400 `bad_token`, 429.
 */
export async function confirmEmailChange(db: Db, token: string, ip: string): Promise<string> {
  await hitRateLimit(db, RATE.confirmPerIp, ip);
  const expired = () => new AppError('bad_token', MSG_CHANGE_LINK_EXPIRED);
  const asked = await peekToken(db, token, 'change');
  const user = asked ? await findUserById(db, asked.userId) : undefined;
  // A password set since, or the address changed meanwhile: the consent no longer speaks for the account.
  if (!asked?.email || !user?.email || user.passwordHash) throw expired();
  const email = asked.email;
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, token, 'change'))) throw expired();
    await claimAddress(tx, user.id, email, 'change', ip);
  });
  return email;
}
