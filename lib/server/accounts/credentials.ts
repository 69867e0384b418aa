import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { credentials } from '@/lib/server/db/schema';
import { seal } from '@/lib/server/crypto/seal';
import { env } from '@/lib/env';

/**
 * Issues a new sign-in for a user: a fresh salt of 256 random bits (base64url), stored sealed.
 * Returns the salt in clear — the only time it leaves the server. Never log it.
 */
export async function issueCredential(db: Db, userId: number, platform = 'web'): Promise<string> {
  const salt = randomBytes(32).toString('base64url');
  const days = env().SESSION_IDLE_DAYS;
  await db.insert(credentials).values({
    userId,
    platform,
    saltEnc: seal(salt),
    expiresAt: sql`now() + make_interval(days => ${days})`,
  });
  return salt;
}

/** Revokes one sign-in (sign-out): every session computed from its salt stops working. */
export async function revokeCredential(db: Db, userId: number, credentialId: number): Promise<void> {
  await db
    .update(credentials)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(credentials.id, credentialId), eq(credentials.userId, userId), isNull(credentials.revokedAt)));
}

/** Revokes every sign-in of a user except `keepId` (password change ends other sessions). */
export async function revokeOtherCredentials(db: Db, userId: number, keepId?: number): Promise<void> {
  const scope =
    keepId === undefined ? eq(credentials.userId, userId) : and(eq(credentials.userId, userId), ne(credentials.id, keepId));
  await db
    .update(credentials)
    .set({ revokedAt: sql`now()` })
    .where(and(scope, isNull(credentials.revokedAt)));
}
