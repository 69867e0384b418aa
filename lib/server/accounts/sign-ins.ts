import 'server-only';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { credentials } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import type { SignInDto } from '@/lib/contract/extension';
import type { AuthUser } from './authenticate';
import { forgetUser } from './verify-cache';

const live = (userId: number) =>
  and(eq(credentials.userId, userId), isNull(credentials.revokedAt), gt(credentials.expiresAt, sql`now()`));

/**
 * `GET /105/api/user/signins`: the caller's live sign-ins (unrevoked, unexpired), the most
 * recently used first, with the caller's own marked `current`. At most MAX_LIVE_CREDENTIALS.
 */
export async function listSignIns(db: Db, user: AuthUser): Promise<SignInDto[]> {
  const rows = await db
    .select({
      id: credentials.id,
      platform: credentials.platform,
      createdAt: credentials.createdAt,
      lastUsedAt: credentials.lastUsedAt,
    })
    .from(credentials)
    .where(live(user.userId))
    .orderBy(desc(credentials.lastUsedAt), desc(credentials.id));
  return rows.map((row) => ({
    id: row.id,
    platform: row.platform === 'chromeExtension' ? 'chromeExtension' : 'web',
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === user.credentialId,
  }));
}

/**
 * `DELETE /105/api/user/signins?id=`: ends one live sign-in of the caller (every session computed
 * from its salt stops working, in this process at once, elsewhere within the verification cache's
 * 5 s). Ending the caller's own is a sign-out.
 * @throws AppError 404 when it is not the caller's or already ended (another user's looks the same).
 */
export async function endSignIn(db: Db, user: AuthUser, credentialId: number): Promise<void> {
  const ended = await db
    .update(credentials)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(credentials.id, credentialId), live(user.userId)))
    .returning({ id: credentials.id });
  if (ended.length === 0) throw notFound('Такого входа нет: он уже завершён');
  forgetUser(user.userId);
}
