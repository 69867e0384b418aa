import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { authTokens, users } from '@/lib/server/db/schema';

/** What a mailed token is for, and how long it lives (ASVS: link ≤ 15 min, reset ≤ 1 h). */
export const TOKEN_TTL_SECONDS = { signin: 15 * 60, reset: 60 * 60 } as const;
/** Token purposes. */
export type TokenPurpose = keyof typeof TOKEN_TTL_SECONDS;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a 256-bit token (base64url) for the user; only its SHA-256 is stored. */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: digest(token),
    expiresAt: sql`now() + make_interval(secs => ${TOKEN_TTL_SECONDS[purpose]})`,
  });
  return token;
}

/**
 * Consumes a token once: it must exist for `purpose`, be unused, unexpired, and issued after the
 * user's last password change. Returns the user id, or null. The update is atomic, so two
 * concurrent uses cannot both succeed.
 */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, digest(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
        sql`not exists (select 1 from ${users} where ${users.id} = ${authTokens.userId}
              and ${users.passwordChangedAt} is not null and ${users.passwordChangedAt} > ${authTokens.createdAt})`,
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Voids every unused token of the user (after a password change or reset). */
export async function voidTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
}
