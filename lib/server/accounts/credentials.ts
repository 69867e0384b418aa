import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { credentials } from '@/lib/server/db/schema';
import { seal } from '@/lib/server/crypto/seal';
import { env } from '@/lib/env';
import { forgetUser } from './verify-cache';

/** A fresh sign-in: the client computes its session from this salt (spec §3). */
export interface SignInResult {
  userId: number;
  salt: string;
  userType: 1 | 3;
}

/**
 * Most live sign-ins per user. Verification tries every live salt of the user, so an unbounded
 * number would make each request slower; a new sign-in beyond it ends the oldest ones.
 */
export const MAX_LIVE_CREDENTIALS = 20;

/**
 * Issues a new sign-in for a user: a fresh salt of 256 random bits (base64url), stored sealed,
 * and ends the user's sign-ins beyond the newest MAX_LIVE_CREDENTIALS. Returns the salt in
 * clear — the only time it leaves the server. Never log it. Call inside the transaction of the
 * change that signs in.
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
  const ended = await db.execute(sql`
    update ${credentials} set revoked_at = now()
    where ${credentials.userId} = ${userId} and ${credentials.revokedAt} is null
      and ${credentials.id} not in (
        select id from ${credentials}
        where ${credentials.userId} = ${userId} and ${credentials.revokedAt} is null
        order by id desc limit ${MAX_LIVE_CREDENTIALS})
    returning ${credentials.id}`);
  if (((ended as { rows?: unknown[] }).rows ?? []).length > 0) forgetUser(userId);
  return salt;
}

/** Revokes one sign-in (sign-out): every session computed from its salt stops working. */
export async function revokeCredential(db: Db, userId: number, credentialId: number): Promise<void> {
  await db
    .update(credentials)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(credentials.id, credentialId), eq(credentials.userId, userId), isNull(credentials.revokedAt)));
  forgetUser(userId);
}

/** Revokes every sign-in of a user except `keepId` (password change, reset, a newly proven address). */
export async function revokeOtherCredentials(db: Db, userId: number, keepId?: number): Promise<void> {
  const scope =
    keepId === undefined ? eq(credentials.userId, userId) : and(eq(credentials.userId, userId), ne(credentials.id, keepId));
  await db
    .update(credentials)
    .set({ revokedAt: sql`now()` })
    .where(and(scope, isNull(credentials.revokedAt)));
  forgetUser(userId);
}
