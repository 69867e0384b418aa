// GET /auth/ended - a signed-in page found the auth cookie no longer valid: clear it and say so on /login
import { NextResponse } from 'next/server';
import { AUTH_COOKIE, localPath, parseAuthCookie } from '@/lib/auth/cookie';
import { verifyTriple } from '@/lib/server/accounts/authenticate';
import { clearAuthCookie } from '@/lib/server/auth-cookie';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';

/**
 * Where a signed-in page sends a visitor whose auth cookie failed its check
 * (lib/server/accounts/page-auth.ts). The cookie is checked again here, so a link to this
 * address cannot sign anybody out: a valid one goes on to `next`; anything else is cleared and the
 * visitor goes to /login with `next` and `ended=1` («Войдите снова»). `next` is kept only as a path
 * of this site.
 */
export async function GET(req: Request): Promise<Response> {
  const next = localPath(new URL(req.url).searchParams.get('next'), '/');
  if (await cookieIsValid(req)) return see(next);
  const response = see(`/login?next=${encodeURIComponent(next)}&ended=1`);
  clearAuthCookie(response, req);
  return response;
}

async function cookieIsValid(req: Request): Promise<boolean> {
  const cookie = (req.headers.get('cookie') ?? '').split(/;\s*/).find((part) => part.startsWith(`${AUTH_COOKIE}=`));
  const triple = parseAuthCookie(cookie?.slice(AUTH_COOKIE.length + 1));
  if (!triple) return false;
  try {
    await verifyTriple(await getDb(), triple.userId, triple.rand, triple.session);
    return true;
  } catch (error) {
    if (isAppError(error)) return false;
    throw error;
  }
}

function see(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
