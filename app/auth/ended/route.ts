// GET /auth/ended - a signed-in page found the auth cookie no longer valid: clear it and say so on /login
import { localPath } from '@/lib/auth/cookie';
import { authCookieOf, userOfAuthCookie } from '@/lib/server/accounts/authenticate';
import { clearAuthCookie } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { outageAnswer, seeOther } from '@/lib/server/http/page-form';

/**
 * Where a signed-in page sends a visitor whose auth cookie failed its check
 * (lib/server/accounts/page-auth.ts). The cookie is checked again here, so a link to this
 * address cannot sign anybody out: a valid one goes on to `next`; anything else is cleared and the
 * visitor goes to /login with `next` and, when there was a cookie, `ended=1` («Войдите снова»).
 * `next` is kept only as a path of this site. A database that stops answering meanwhile gets the
 * «Сервис временно недоступен» page (503) leading back to `next`, the cookie kept.
 */
export async function GET(req: Request): Promise<Response> {
  const next = localPath(new URL(req.url).searchParams.get('next'), '/');
  const cookie = authCookieOf(req);
  try {
    if (await userOfAuthCookie(await getDb(), cookie)) return seeOther(next);
  } catch (error) {
    // Nothing is cleared while the database cannot tell whether the sign-in still holds.
    const outage = outageAnswer('sign-in check', error, next);
    if (outage) return outage;
    throw error;
  }
  // No cookie at all (the address opened by hand): nothing ended, so nothing is said to have ended.
  const response = seeOther(`/login?next=${encodeURIComponent(next)}${cookie ? '&ended=1' : ''}`);
  clearAuthCookie(response, req);
  return response;
}
