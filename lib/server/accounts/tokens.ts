import 'server-only';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { authTokens, users } from '@/lib/server/db/schema';
import { hashToken, newToken } from '@/lib/server/crypto/mailed-tokens';

/**
 * What a mailed token is for, and how long it lives (ASVS 2.5, 2.7: link ≤ 15 min, reset ≤ 1 h;
 * an address confirmation waits a day, since registering does not need the mailbox at hand; a
 * password-less account's consent to a new sign-in e-mail, mailed to its current one, an hour).
 */
export const TOKEN_TTL_SECONDS = { signin: 15 * 60, reset: 60 * 60, verify: 24 * 60 * 60, change: 60 * 60 } as const;
/** Token purposes. */
export type TokenPurpose = keyof typeof TOKEN_TTL_SECONDS;

/**
 * A live token: whose it is and the address it was mailed to (null for tokens issued before
 * addresses were kept) — for `change`, the new address the mail (sent to the current one) consents to.
 */
export interface TokenOwner {
  userId: number;
  email: string | null;
}

/**
 * Issues a 256-bit token (base64url) for the user, mailed to `email`; only its SHA-256 is
 * stored. Call inside the transaction that queues the mail.
 */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, email: string): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(secs => ${TOKEN_TTL_SECONDS[purpose]})`,
  });
  return token;
}

// A token (its stored hash) is live when unused, unexpired and issued after the user's last password change.
function live(tokenHash: string, purpose: TokenPurpose) {
  return and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, sql`now()`),
    sql`not exists (select 1 from ${users} where ${users.id} = ${authTokens.userId}
          and ${users.passwordChangedAt} is not null and ${users.passwordChangedAt} > ${authTokens.createdAt})`,
  );
}

/** Who a live token belongs to, without using it up (to ask for more input first); null when not live. */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose): Promise<TokenOwner | null> {
  const tokenHash = hashToken(token);
  if (tokenHash === null) return null;
  const [row] = await db
    .select({ userId: authTokens.userId, email: authTokens.email })
    .from(authTokens)
    .where(live(tokenHash, purpose))
    .limit(1);
  return row ?? null;
}

/**
 * Consumes a token once: it must exist for `purpose`, be unused, unexpired, and issued after the
 * user's last password change. Returns its owner and address, or null. The update is atomic, so
 * two concurrent uses cannot both succeed.
 */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<TokenOwner | null> {
  const tokenHash = hashToken(token);
  if (tokenHash === null) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(live(tokenHash, purpose))
    .returning({ userId: authTokens.userId, email: authTokens.email });
  return row ?? null;
}

/** Voids every unused token of the user (after a password change, a reset or a new sign-in e-mail). */
export async function voidTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
}

/** Voids the user's unused tokens of one purpose (a new e-mail claim replaces the previous one). */
export async function voidTokensOf(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** Voids other accounts' unused tokens mailed to `email` (its owner has just proven it elsewhere). */
export async function voidClaimTokens(db: Db, email: string, exceptUserId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.email, email), ne(authTokens.userId, exceptUserId), isNull(authTokens.usedAt)));
}
