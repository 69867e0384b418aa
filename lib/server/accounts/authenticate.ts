import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUTH_COOKIE, authFromQuery, parseAuthCookie } from '@/lib/auth/cookie';
import { computeSession } from '@/lib/auth/session-hash';
import type { Db } from '@/lib/server/db/client';
import { credentials, users } from '@/lib/server/db/schema';
import { unseal } from '@/lib/server/crypto/seal';
import { authFailed, authInvalid, isAppError } from '@/lib/server/errors';
import { env } from '@/lib/env';
import { cachedVerification, rememberVerification, verifyCacheKey } from './verify-cache';

/** The verified caller of an authenticated request. */
export interface AuthUser {
  userId: number;
  /** 1 — private person, 3 — legal entity. */
  userType: number;
  credentialId: number;
}

// Refresh the sliding expiry at most this often, so reads do not turn into writes.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Verifies `userId`, `rand`, `session` (spec §3): recomputes the session from each live salt of
 * the user and compares in constant time. Every handler that serves user data calls this — the
 * proxy's cookie check is only a convenience for page navigation.
 * @throws AppError 401 `auth_invalid` (missing or malformed) or `auth_failed` (wrong, expired, revoked).
 */
export async function authenticate(db: Db, query: URLSearchParams): Promise<AuthUser> {
  const triple = authFromQuery(query);
  if (!triple) throw authInvalid();
  return verifyTriple(db, triple.userId, triple.rand, triple.session);
}

/**
 * Same check for a triple read from the auth cookie (server components). A success is reused for
 * a few seconds in this process (verify-cache.ts): a page and its API calls verify the same triple
 * many times in a row, each time unsealing every live salt.
 */
export async function verifyTriple(db: Db, userIdRaw: string, rand: string, session: string): Promise<AuthUser> {
  const userId = Number(userIdRaw);
  if (!Number.isSafeInteger(userId)) throw authInvalid();
  const key = verifyCacheKey(userId, rand, session);
  const cached = cachedVerification(key);
  if (cached) return cached;
  const rows = await db
    .select({ id: credentials.id, saltEnc: credentials.saltEnc, lastUsedAt: credentials.lastUsedAt, userType: users.type })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .where(and(eq(credentials.userId, userId), isNull(credentials.revokedAt), gt(credentials.expiresAt, sql`now()`)));
  const given = Buffer.from(session, 'hex');
  for (const row of rows) {
    let salt: string;
    try {
      salt = unseal(row.saltEnc);
    } catch {
      continue; // sealed with a key this process does not have
    }
    const expected = Buffer.from(computeSession({ rand, userId, salt }), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      if (Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await touch(db, row.id);
      const verified = { userId, userType: row.userType, credentialId: row.id };
      rememberVerification(key, verified);
      return verified;
    }
  }
  throw authFailed();
}

/**
 * The user of an auth cookie's value (`userId.rand.session`, lib/auth/cookie.ts), verified as
 * verifyTriple does; null when the value is missing or malformed, or the sign-in is wrong, expired
 * or revoked (the caller then treats the visitor as signed out).
 * @throws what the database read throws (never AppError).
 */
export async function userOfAuthCookie(db: Db, value: string | null | undefined): Promise<AuthUser | null> {
  const triple = parseAuthCookie(value);
  if (!triple) return null;
  try {
    return await verifyTriple(db, triple.userId, triple.rand, triple.session);
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/** The auth cookie's value in a request's `Cookie` header (route handlers that get a bare Request), or undefined. */
export function authCookieOf(req: Request): string | undefined {
  const prefix = `${AUTH_COOKIE}=`;
  const part = (req.headers.get('cookie') ?? '').split(/;\s*/).find((p) => p.startsWith(prefix));
  return part?.slice(prefix.length);
}

async function touch(db: Db, credentialId: number): Promise<void> {
  const days = env().SESSION_IDLE_DAYS;
  await db
    .update(credentials)
    .set({ lastUsedAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${days})` })
    .where(eq(credentials.id, credentialId));
}
