import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE, authFromQuery, formatAuthCookie, parseAuthCookie } from '@/lib/auth/cookie';
import { continueWith, withContentSecurityPolicy } from '@/lib/security/csp';
import { answerPreflight, isApiPreflight } from '@/lib/security/cors';
import { hasMalformedEscape, malformedPathResponse } from '@/lib/contract/malformed-path';

/**
 * The route guard (Next.js 16 renamed `middleware.ts` to `proxy.ts`).
 * 1. A visit with `userId`, `session` and `rand` in the query saves them as the login (cookie,
 *    then copied to localStorage by the page) and continues without the guard; the parameters
 *    are removed from the address so the session does not stay in history or Referer (spec §3).
 * 2. /profile, /taxes/list, /fines/list and /prepayment need a stored authorization; without one
 *    the visitor goes to /login.
 * This is a convenience for navigation only: the cookie format is checked here, the session
 * itself is verified by the server code that serves the data.
 * Every page gets its per-request Content-Security-Policy (lib/security/csp.ts); a CORS preflight
 * to /105/api is answered here (lib/security/cors.ts).
 */
export function proxy(request: NextRequest): Response {
  if (isApiPreflight(request)) return answerPreflight(request);
  // The API: only a path Next.js cannot decode is answered here (in the envelope); the rest passes.
  if (/^\/105\/api(\/|$)/.test(request.nextUrl.pathname)) {
    return hasMalformedEscape(request.nextUrl.pathname) ? malformedPathResponse() : NextResponse.next();
  }
  return withContentSecurityPolicy(request, (headers) => guard(request, headers));
}

/** The route guard itself; `headers` are the request headers the page renders with. */
function guard(request: NextRequest, headers: Headers): NextResponse {
  const { nextUrl } = request;
  const fromQuery = authFromQuery(nextUrl.searchParams);
  if (fromQuery) {
    const clean = nextUrl.clone();
    for (const key of ['userId', 'session', 'rand']) clean.searchParams.delete(key);
    const response = NextResponse.redirect(clean);
    response.cookies.set(AUTH_COOKIE, formatAuthCookie(fromQuery), {
      path: '/',
      sameSite: 'lax',
      maxAge: 60 * 60 * 24 * 365,
      secure: nextUrl.protocol === 'https:',
    });
    return response;
  }
  if (isGuarded(nextUrl.pathname) && !parseAuthCookie(request.cookies.get(AUTH_COOKIE)?.value)) {
    const login = new URL('/login', nextUrl);
    login.searchParams.set('next', nextUrl.pathname + nextUrl.search);
    return NextResponse.redirect(login);
  }
  return continueWith(headers);
}

const GUARDED = ['/profile', '/taxes/list', '/fines/list', '/prepayment'];

/** True for the guarded sections and everything under them. */
export function isGuarded(pathname: string): boolean {
  return GUARDED.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export const config = {
  matcher: [
    // Pages only: not the API (it checks the session itself), not static files.
    '/((?!105/api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|sandbox/).*)',
    // CORS preflights of the API (they carry no body and no session).
    { source: '/105/api/:path*', has: [{ type: 'header', key: 'access-control-request-method' }] },
    // API paths only when they hold a `%` (the malformed-escape answer above): a proxy in front of
    // the API would make Next.js buffer every request body before the handler sees it.
    '/105/api/:rest(.*%.*)',
  ],
};
