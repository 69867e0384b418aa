import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

/**
 * The account whose verified sign-in e-mail is `email` (lower-cased). An address only claimed
 * (`pendingEmail`) never matches: an unproven claim is not a sign-in identity.
 */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, type: users.type, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** The account fields sign-in needs, by id. */
export async function findUserById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      email: users.email,
      pendingEmail: users.pendingEmail,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
