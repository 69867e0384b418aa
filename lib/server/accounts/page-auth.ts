import 'server-only';
import { cookies } from 'next/headers';
import { AUTH_COOKIE, parseAuthCookie } from '@/lib/auth/cookie';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { verifyTriple, type AuthUser } from './authenticate';

/**
 * The signed-in user of a server-rendered page, verified against the database (never trusting
 * the proxy or any request header), or null when the cookie is missing, wrong, expired or revoked.
 */
export async function getPageUser(): Promise<AuthUser | null> {
  const triple = parseAuthCookie((await cookies()).get(AUTH_COOKIE)?.value);
  if (!triple) return null;
  try {
    return await verifyTriple(await getDb(), triple.userId, triple.rand, triple.session);
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
