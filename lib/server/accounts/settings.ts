import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { verifyPassword } from './passwords';
import { claimAddress } from './registration';
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

/**
 * `POST /105/api/user/email`: a new sign-in e-mail. When the account has a password, it must be
 * given (a stolen session alone cannot move the account). The address only becomes the sign-in
 * e-mail when its owner follows the link mailed to it (ADR 5); until then the old one stays. The
 * answer is the same whether or not the address is taken.
 * @throws AppError 400 wrong password, 429.
 */
export async function changeEmail(
  db: Db,
  userId: number,
  email: string,
  password: string | undefined,
  ip: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (user?.passwordHash && !(password && (await verifyPassword(user.passwordHash, password)))) {
    throw new AppError('bad_password', 'Введите текущий пароль', { fields: { password: 'Введите текущий пароль' } });
  }
  await claimAddress(db, userId, email, 'change', ip);
}
