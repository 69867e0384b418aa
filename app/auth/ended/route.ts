// GET /auth/ended - a signed-in page found the auth cookie no longer valid: clear it and say so on /login
import { localPath } from '@/lib/auth/cookie';
import { authCookieOf, userOfAuthCookie } from '@/lib/server/accounts/authenticate';
import { clearAuthCookie } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { seeOther } from '@/lib/server/http/page-form';

/**
 * Where a signed-in page sends a visitor whose auth cookie failed its check
 * (lib/server/accounts/page-auth.ts). The cookie is checked again here, so a link to this
 * address cannot sign anybody out: a valid one goes on to `next`; anything else is cleared and the
 * visitor goes to /login with `next` and `ended=1` («Войдите снова»). `next` is kept only as a path
 * of this site.
 */
export async function GET(req: Request): Promise<Response> {
  const next = localPath(new URL(req.url).searchParams.get('next'), '/');
  if (await userOfAuthCookie(await getDb(), authCookieOf(req))) return seeOther(next);
  const response = seeOther(`/login?next=${encodeURIComponent(next)}&ended=1`);
  clearAuthCookie(response, req);
  return response;
}
